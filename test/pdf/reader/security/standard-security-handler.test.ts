/**
 * Encrypted PDFs read by docparts's own reader (not pdfjs): every revision of the standard security
 * handler, on copies of a generated fixture encrypted by qpdf at test time.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { DocumentError, partition } from '../../../../src/index.js'
import { openTextLayer } from '../../../../src/pdf/reader/text-layer-reader.js'
import { PdfPasswordError } from '../../../../src/pdf/reader/security/standard-security-handler.js'
import { encryptWithQpdf, hasQpdf } from './qpdf-encrypt.js'
import type { Encryption } from './qpdf-encrypt.js'

const PLAIN = new Uint8Array(readFileSync(join(import.meta.dirname, '../../../../fixtures/samples/field-report.pdf')))
const ENCRYPTED_422 = 'File is encrypted. Please decrypt it with password.'

// CI installs qpdf (.ci/run); elsewhere these tests say why they did not run
const needsQpdf = !hasQpdf() && process.env.CI === undefined

const EMPTY_USER: [string, Encryption][] = [
  ['R2, RC4 40-bit', { user: '', owner: 'o', bits: 40 }],
  ['R3, RC4 128-bit', { user: '', owner: 'o', bits: 128 }],
  ['R4, AES-128', { user: '', owner: 'o', bits: 128, aes: true }],
  ['R4, AES-128, metadata in the clear', { user: '', owner: 'o', bits: 128, aes: true, cleartextMetadata: true }],
  ['R5, AES-256', { user: '', owner: 'o', bits: 256, r5: true }],
  ['R6, AES-256', { user: '', owner: 'o', bits: 256 }],
]

const texts = (elements: { text: string }[]): string[] => elements.map((e) => e.text)

describe.skipIf(needsQpdf)('the standard security handler in our own reader (qpdf-encrypted fixtures)', () => {
  test.each(EMPTY_USER)(
    '%s with the empty user password: our reader reads the same glyphs and partition gives the same elements',
    async (_, encryption) => {
      const encrypted = encryptWithQpdf(PLAIN, encryption)
      const plainPage = openTextLayer(PLAIN).readPage(1)
      const page = openTextLayer(encrypted).readPage(1)
      expect(page.glyphs.map((g) => g.text).join('')).toBe(plainPage.glyphs.map((g) => g.text).join(''))
      const expected = await partition(PLAIN, { strategy: 'fast', filename: 'report.pdf' })
      expect(await partition(encrypted, { strategy: 'fast', filename: 'report.pdf' })).toEqual(expected)
    },
  )

  test.each([
    ['R2, RC4 40-bit', 40, false],
    ['R4, AES-128', 128, true],
    ['R6, AES-256', 256, false],
  ] as const)('%s with a user password: opens with the user or the owner password, refuses a missing or wrong one', async (_, bits, aes) => {
    const encrypted = encryptWithQpdf(PLAIN, { user: 'päss word', owner: 'the owner', bits, aes })
    const expected = texts(await partition(PLAIN, { strategy: 'fast', filename: 'report.pdf' }))
    expect(() => openTextLayer(encrypted)).toThrow(PdfPasswordError)
    expect(openTextLayer(encrypted, { password: 'päss word' }).numPages).toBe(openTextLayer(PLAIN).numPages)
    expect(texts(await partition(encrypted, { strategy: 'fast', filename: 'report.pdf', password: 'päss word' }))).toEqual(expected)
    expect(texts(await partition(encrypted, { strategy: 'fast', filename: 'report.pdf', password: 'the owner' }))).toEqual(expected)
    for (const password of [undefined, 'guess']) {
      const error = await partition(encrypted, { strategy: 'fast', filename: 'report.pdf', password }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(DocumentError)
      expect((error as Error).message).toBe(ENCRYPTED_422)
    }
  })

  test('hi_res reads a user-password file with its password too (our reader for text, pdfjs for rendering)', async () => {
    const encrypted = encryptWithQpdf(PLAIN, { user: 'u', owner: 'o', bits: 256 })
    const elements = await partition(encrypted, { strategy: 'hi_res', filename: 'report.pdf', password: 'u' })
    expect(elements.map((e) => e.text).join(' ')).toContain(texts(await partition(PLAIN, { strategy: 'fast', filename: 'report.pdf' }))[0])
    await expect(partition(encrypted, { strategy: 'hi_res', filename: 'report.pdf' })).rejects.toThrow(ENCRYPTED_422)
  })
})
