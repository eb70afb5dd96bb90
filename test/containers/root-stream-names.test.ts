import { describe, expect, test } from 'vitest'
import { cfbStreamNames } from '../../src/containers/root-stream-names.js'
import { DocumentError } from '../../src/errors.js'
import { buildCfb } from '../detect/helpers/build-cfb.js'

describe('cfbStreamNames', () => {
  test('lists the streams of the root storage in tree order', () => {
    const bytes = buildCfb([{ stream: 'WordDocument' }, { stream: '1Table' }, { stream: '\u0005SummaryInformation' }])

    expect(cfbStreamNames(bytes)).toEqual(['WordDocument', '1Table', '\u0005SummaryInformation'])
  })

  test('leaves out storages and the streams nested in them', () => {
    const bytes = buildCfb([
      { stream: 'Workbook' },
      { storage: 'ObjectPool', children: [{ storage: '_1234', children: [{ stream: 'WordDocument' }] }] },
    ])

    expect(cfbStreamNames(bytes)).toEqual(['Workbook'])
  })

  test('follows the directory chain through the FAT across several sectors, in any sector order', () => {
    const streams = Array.from({ length: 11 }, (_, i) => ({ stream: `__substg1.0_${String(i).padStart(4, '0')}001F` }))
    const bytes = buildCfb(streams, { shuffleDirectory: true })

    expect(cfbStreamNames(bytes)).toEqual(streams.map((s) => s.stream))
  })

  test('reads version 4 files with 4096-byte sectors', () => {
    const bytes = buildCfb([{ stream: 'PowerPoint Document' }], { version: 4 })

    expect(cfbStreamNames(bytes)).toEqual(['PowerPoint Document'])
  })

  test('rejects bytes without the OLE2 signature with a DocumentError', () => {
    expect(() => cfbStreamNames(new Uint8Array(1024))).toThrow(DocumentError)
  })

  test('rejects a file cut before its directory with a DocumentError that says it is truncated', () => {
    const bytes = buildCfb([{ stream: 'WordDocument' }]).subarray(0, 512 + 100)

    expect(() => cfbStreamNames(bytes)).toThrow(/truncated|damaged/)
  })

  test('rejects a directory chain that loops back on itself', () => {
    const bytes = buildCfb([{ stream: 'WordDocument' }])
    // FAT entry of directory sector 1 points at itself
    new DataView(bytes.buffer).setUint32(512 + 4, 1, true)

    expect(() => cfbStreamNames(bytes)).toThrow(/loops/)
  })

  test('rejects an impossible sector size', () => {
    const bytes = buildCfb([{ stream: 'WordDocument' }])
    new DataView(bytes.buffer).setUint16(0x1e, 7, true)

    expect(() => cfbStreamNames(bytes)).toThrow(DocumentError)
  })
})
