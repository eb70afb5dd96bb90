import { describe, expect, test } from 'vitest'
import { DocumentError } from '../../src/errors.js'
import { extractLegacyWord } from '../../src/formats/doc-word-extractor.js'

describe('extractLegacyWord', () => {
  test('refuses bytes that are not a Word file with a DocumentError', async () => {
    const notWord = new TextEncoder().encode('plain text, not a compound file '.repeat(40))

    await expect(extractLegacyWord(notWord)).rejects.toThrow(DocumentError)
    await expect(extractLegacyWord(notWord)).rejects.toThrow(/Word 97–2003 document cannot be read/)
  })
})
