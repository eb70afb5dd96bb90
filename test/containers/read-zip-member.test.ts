import { describe, expect, test } from 'vitest'
import { readZipMember } from '../../src/containers/read-zip-member.js'
import { zipEntries } from '../../src/containers/zip-member-names.js'
import { DocumentError } from '../../src/errors.js'
import { buildZip } from '../detect/helpers/build-zip.js'

const text = (bytes: Uint8Array): string => new TextDecoder().decode(bytes)

describe('readZipMember', () => {
  test('returns a stored member as it is', () => {
    const bytes = buildZip([{ name: 'mimetype', data: 'application/vnd.oasis.opendocument.text' }])

    expect(text(readZipMember(bytes, zipEntries(bytes)[0]!))).toBe('application/vnd.oasis.opendocument.text')
  })

  test('inflates a deflated member', () => {
    const body = '<p>' + 'lorem ipsum '.repeat(200) + '</p>'
    const bytes = buildZip([{ name: 'a.xml', data: body, method: 8 }])

    expect(text(readZipMember(bytes, zipEntries(bytes)[0]!))).toBe(body)
  })

  test('stops a member that inflates past the limit', () => {
    const bytes = buildZip([{ name: 'bomb', data: new Uint8Array(100_000), method: 8 }])

    expect(() => readZipMember(bytes, zipEntries(bytes)[0]!, 1000)).toThrow(/limit of 1000 bytes/)
  })

  test('refuses encrypted members and unknown methods with a DocumentError naming the member', () => {
    const encrypted = buildZip([{ name: 'secret.xml', data: 'x', flags: 1 }])
    const bzip = buildZip([{ name: 'b.xml', data: 'x' }])
    const entry = { ...zipEntries(bzip)[0]!, method: 12 }

    expect(() => readZipMember(encrypted, zipEntries(encrypted)[0]!)).toThrow(/secret\.xml is encrypted/)
    expect(() => readZipMember(bzip, entry)).toThrow(DocumentError)
    expect(() => readZipMember(bzip, entry)).toThrow(/method 12/)
  })

  test('refuses a member whose data runs past the end of the file', () => {
    const bytes = buildZip([{ name: 'a', data: 'hello' }])
    const entry = { ...zipEntries(bytes)[0]!, compressedSize: 10_000 }

    expect(() => readZipMember(bytes, entry)).toThrow(/truncated/)
  })
})
