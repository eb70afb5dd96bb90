import { describe, expect, test } from 'vitest'
import { cfbFileType, isCfb } from '../../src/detect/cfb-file-type.js'
import { DocumentError } from '../../src/errors.js'
import { partition } from '../../src/partition.js'
import { buildCfb } from './helpers/build-cfb.js'

describe('cfbFileType', () => {
  test.each([
    ['doc', ['WordDocument', '1Table', '\u0005SummaryInformation']],
    ['ppt', ['PowerPoint Document', 'Current User']],
    ['xls', ['Workbook', '\u0005DocumentSummaryInformation']],
    ['xls', ['Book']],
    ['msg', ['__properties_version1.0', '__substg1.0_0037001F']],
    ['msg', ['__substg1.0_1000001F']],
  ])('calls a compound file %s by its root streams', (expected, streams) => {
    expect(cfbFileType(buildCfb(streams.map((stream) => ({ stream }))))).toBe(expected)
  })

  test('ignores a Word document embedded one storage down in a workbook', () => {
    const bytes = buildCfb([{ storage: 'ObjectPool', children: [{ stream: 'WordDocument' }] }, { stream: 'Workbook' }])

    expect(cfbFileType(bytes)).toBe('xls')
  })

  test('says a password-protected .xlsx/.docx (EncryptionInfo + EncryptedPackage) is password protected, not an unreadable zip', async () => {
    const encrypted = buildCfb([{ stream: 'EncryptionInfo' }, { stream: 'EncryptedPackage' }, { stream: '\u0006DataSpaces' }])

    expect(() => cfbFileType(encrypted)).toThrow(/password-protected Office document.*Save it without a password/)
    await expect(partition(encrypted, { filename: 'budget.xlsx' })).rejects.toThrow(DocumentError)
  })

  test('gives undefined for unknown streams and for a damaged file', () => {
    expect(cfbFileType(buildCfb([{ stream: 'Contents' }]))).toBeUndefined()
    expect(cfbFileType(buildCfb([{ stream: 'WordDocument' }]).subarray(0, 600))).toBeUndefined()
  })
})

describe('isCfb', () => {
  test('checks the eight-byte signature', () => {
    expect(isCfb(buildCfb([]))).toBe(true)
    expect(isCfb(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]))).toBe(false)
  })
})
