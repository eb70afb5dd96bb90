/**
 * @module formats/word/doc-word-extractor
 * The one adapter for `word-extractor`, which reads the text streams of a legacy Word 97–2003 (.doc)
 * file: the main body, headers, footers, footnotes, endnotes and text boxes, as plain text with "\n"
 * between paragraphs (table cells end in "\t"). word-extractor wants a Node Buffer; where there is
 * none (a browser without a Buffer polyfill) the file is refused with a clear error. word-extractor
 * has its own compound-file reader, whose chain and tree walks have no loop checks: a compound file
 * is first checked with containers/check-compound-file, so one that would make it loop is refused.
 */
import WordExtractor from 'word-extractor'
import { checkCompoundFile } from '../../containers/check-compound-file.js'
import { hasCompoundFileSignature } from '../../containers/compound-file-header.js'
import { DocumentError, UnsupportedFileTypeError } from '../../errors.js'

/** The text streams of a .doc file, each as word-extractor gives it (curly quotes kept). */
export interface LegacyWordText {
  body: string
  headers: string
  footers: string
  footnotes: string
  endnotes: string
  textboxes: string
}

type BufferFrom = { from(bytes: Uint8Array): Uint8Array }

/** Reads the text of the .doc file in `bytes`. Throws `DocumentError` when word-extractor cannot read it. */
export async function extractLegacyWord(bytes: Uint8Array): Promise<LegacyWordText> {
  // word-extractor tells buffers from file names with Buffer.isBuffer, so it needs a real Buffer
  const NodeBuffer = (globalThis as { Buffer?: BufferFrom }).Buffer
  if (NodeBuffer === undefined) {
    throw new UnsupportedFileTypeError(
      'application/msword',
      'Legacy Word (.doc) files are read with word-extractor, which needs a Node Buffer; run in Node.js or save the file as .docx.',
    )
  }
  // anything else (no signature) word-extractor refuses on its own
  if (hasCompoundFileSignature(bytes)) checkCompoundFile(bytes, '.doc')
  let document
  try {
    document = await new WordExtractor().extract(NodeBuffer.from(bytes))
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new DocumentError(`The Word 97–2003 document cannot be read (${reason}); the file may be damaged or encrypted.`, { cause: error })
  }
  const raw = { filterUnicode: false }
  return {
    body: document.getBody(raw),
    headers: document.getHeaders({ ...raw, includeFooters: false }),
    footers: document.getFooters(raw),
    footnotes: document.getFootnotes(raw),
    endnotes: document.getEndnotes(raw),
    textboxes: document.getTextboxes({ ...raw, includeHeadersAndFooters: false }),
  }
}
