import { describe, expect, test } from 'vitest'
import { formatAddress } from '../../../src/formats/email/eml-format-address.js'

describe('formatAddress (Python email.utils.formataddr)', () => {
  test('a name and an address become "Name <address>"', () => {
    expect(formatAddress('Mallori Harrell', 'mallori@unstructured.io')).toBe('Mallori Harrell <mallori@unstructured.io>')
  })

  test('without a name only the address is written', () => {
    expect(formatAddress('', 'sender@example.com')).toBe('sender@example.com')
  })

  test('a name with specials is quoted, and quotes and backslashes in it are escaped', () => {
    expect(formatAddress('Doe, John', 'j@x.com')).toBe('"Doe, John" <j@x.com>')
    expect(formatAddress('J. Doe', 'j@x.com')).toBe('"J. Doe" <j@x.com>')
    expect(formatAddress('John "J" Doe', 'j@x.com')).toBe('"John \\"J\\" Doe" <j@x.com>')
  })

  test('a non-ASCII name becomes a UTF-8 base64 encoded word, as Python writes it', () => {
    expect(formatAddress('Jöhn', 'j@x.com')).toBe('=?utf-8?b?SsO2aG4=?= <j@x.com>')
  })
})
