import { describe, expect, test } from 'vitest'
import { DocumentError } from '../../../src/errors.js'
import { openCompoundFile } from '../../../src/containers/compound-file.js'
import { extractLegacyWord } from '../../../src/formats/word/doc-word-extractor.js'
import { buildDoc } from '../../../fixtures/office/doc-writer.js'
import { mutantOutcomes } from '../helpers/seeded-mutants.js'

describe('extractLegacyWord', () => {
  test('refuses bytes that are not a Word file with a DocumentError', async () => {
    const notWord = new TextEncoder().encode('plain text, not a compound file '.repeat(40))

    await expect(extractLegacyWord(notWord)).rejects.toThrow(DocumentError)
    await expect(extractLegacyWord(notWord)).rejects.toThrow(/Word 97–2003 document cannot be read/)
  })

  test('reads a sound generated .doc', async () => {
    const text = await extractLegacyWord(buildDoc({ body: ['Hello there.'] }))

    expect(text.body.trim()).toBe('Hello there.')
  })

  test('refuses a .doc whose directory tree loops before word-extractor, which would recurse forever, sees it', async () => {
    const bytes = buildDoc({ body: ['Hello there.'] })
    const file = openCompoundFile(bytes)
    const [first] = file.root.children
    // the root's first child gets the root as its left sibling
    const directory = (file.header.firstDirectorySector + 1) * 512
    new DataView(bytes.buffer).setUint32(directory + first! * 128 + 0x44, 0, true)

    await expect(extractLegacyWord(bytes)).rejects.toThrow(DocumentError)
    await expect(extractLegacyWord(bytes)).rejects.toThrow(/check that it is a valid Word 97–2003 document \(\.doc\) file/)
  })

  test('refuses a FAT cycle word-extractor could follow even where no stream uses it', async () => {
    const bytes = buildDoc({ body: ['Hello there.'] })
    const fat = (openCompoundFile(bytes).fatSectors[0]! + 1) * 512
    const view = new DataView(bytes.buffer)
    view.setUint32(fat + 120 * 4, 121, true)
    view.setUint32(fat + 121 * 4, 120, true)

    await expect(extractLegacyWord(bytes)).rejects.toThrow(/allocation-table cycle/)
  })

  test('each of 200 seeded byte-level mutants of a .doc gives text or a typed PartitionError', async () => {
    const bytes = buildDoc({ body: ['First paragraph.', 'Second paragraph.'], footnotes: ['A note.'], header: 'Head', footer: 'Foot' })
    const outcomes = await mutantOutcomes(bytes, 200, 7, extractLegacyWord)

    expect(outcomes.read + outcomes.refused).toBe(200)
    expect(outcomes.refused).toBeGreaterThan(0)
  }, 120_000)
})
