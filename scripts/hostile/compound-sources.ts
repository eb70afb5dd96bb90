/**
 * @module scripts/hostile/compound-sources
 * The harness's compound-file (CFB) documents, built in memory by the test suite's own writers: an Outlook
 * message with recipients and an attachment, a legacy workbook and a legacy slide deck — the sources of
 * byte-level mutants (issue 18's first case: mutants of a 16 KB .msg aborted V8 and took the server down) —
 * and a message whose directory sector chain points back to itself (a compound file whose chain never ends).
 */
import { buildCompoundFile } from '../../test/containers/helpers/build-compound-file.js'
import { buildMsg } from '../../test/formats/helpers/build-msg.js'
import { buildPpt } from '../../test/formats/helpers/build-ppt.js'
import { buildXls } from '../../test/formats/helpers/build-xls.js'

/** Documents to mutate, by file name. */
export function compoundSources(): Record<string, Uint8Array> {
  const body = 'The survey visited every gauge on the upper river. Three needed repairs before the spring floods.\n'.repeat(40)
  return {
    'outlook.msg': buildMsg({
      subject: 'Gauge repairs',
      body,
      html: `<html><body><p>${body}</p></body></html>`,
      senderName: 'Field Office',
      senderEmail: 'field@example.com',
      submitTime: new Date(Date.UTC(2024, 2, 4, 9, 30)),
      recipients: [
        { type: 'to', name: 'River Team', email: 'river@example.com' },
        { type: 'cc', name: 'Archive', email: 'archive@example.com' },
      ],
      attachments: [{ filename: 'levels.txt', data: new TextEncoder().encode('Millbrook 2.41\nHollow Ford 1.87\n') }],
    }),
    'levels.xls': buildXls([
      {
        name: 'Levels',
        cells: [
          { row: 0, col: 0, cell: { kind: 'sst', text: 'Station' } },
          { row: 0, col: 1, cell: { kind: 'label', text: 'Level' } },
          { row: 1, col: 0, cell: { kind: 'sst', text: 'Millbrook' } },
          { row: 1, col: 1, cell: { kind: 'number', value: 2.41 } },
          { row: 2, col: 0, cell: { kind: 'sst', text: 'Hollow Ford' } },
          { row: 2, col: 1, cell: { kind: 'rk', value: 1 } },
        ],
      },
    ]),
    'survey.ppt': buildPpt([
      {
        shapes: [
          { top: 173, left: 288, textType: 0, paragraphs: ['Gauge survey'] },
          { top: 1000, left: 288, paragraphs: [{ text: 'Three repairs', bullet: true }, 'Before the floods.'] },
        ],
      },
    ]),
  }
}

/** A compound file named as a message whose directory chain loops to its own first sector. */
export function directoryLoopMsg(): Uint8Array {
  const built = buildCompoundFile([
    { stream: '__substg1.0_0037001F', data: new TextEncoder().encode('L\0o\0o\0p\0') },
    { stream: '__properties_version1.0', data: new Uint8Array(64) },
  ])
  const directory = built.directorySectors[0]!
  built.view.setUint32(built.fatEntryOffset(directory), directory, true)
  return built.bytes
}
