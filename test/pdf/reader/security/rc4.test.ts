import { describe, expect, test } from 'vitest'
import { rc4 } from '../../../../src/pdf/reader/security/rc4.js'

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text)
const hex = (data: Uint8Array): string => Buffer.from(data).toString('hex')

describe('rc4', () => {
  test('gives the published test vectors', () => {
    expect(hex(rc4(bytes('Key'), bytes('Plaintext')))).toBe('bbf316e8d940af0ad3')
    expect(hex(rc4(bytes('Wiki'), bytes('pedia')))).toBe('1021bf0420')
    expect(hex(rc4(bytes('Secret'), bytes('Attack at dawn')))).toBe('45a01f645fc35b383552544b9bf5')
  })

  test('decrypts what it encrypted', () => {
    const data = bytes('stream data of a page')
    expect(rc4(bytes('k3y'), rc4(bytes('k3y'), data))).toEqual(data)
  })
})
