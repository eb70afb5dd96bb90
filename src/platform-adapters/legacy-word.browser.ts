/**
 * @module platform-adapters/legacy-word.browser
 * Legacy Word (.doc) in a browser (package.json `imports` "#platform/legacy-word", condition `browser`):
 * word-extractor needs Node (fs, Buffer), so a .doc file is an UnsupportedFileTypeError that says what to do.
 */
import { UnsupportedFileTypeError } from '../errors.js'
import type { LegacyWordText } from '../formats/word/doc-word-extractor.js'

export type { LegacyWordText }

export async function extractLegacyWord(_bytes: Uint8Array): Promise<LegacyWordText> {
  throw new UnsupportedFileTypeError(
    'application/msword',
    'Legacy Word (.doc) files are read with word-extractor, which needs Node.js; partition them in Node (docparts/node, the CLI or the server) or save the file as .docx.',
  )
}
