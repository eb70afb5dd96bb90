/**
 * @module formats/word/doc-word-extractor-module
 * Types for `word-extractor` (no types shipped): the parts of its API `doc-word-extractor.ts` uses.
 */

declare module 'word-extractor' {
  interface TextOptions {
    /** true (default) turns curly quotes into ASCII ones. */
    filterUnicode?: boolean
  }
  class Document {
    getBody(options?: TextOptions): string
    getFootnotes(options?: TextOptions): string
    getEndnotes(options?: TextOptions): string
    getHeaders(options?: TextOptions & { includeFooters?: boolean }): string
    getFooters(options?: TextOptions): string
    getAnnotations(options?: TextOptions): string
    getTextboxes(options?: TextOptions & { includeHeadersAndFooters?: boolean; includeBody?: boolean }): string
  }
  class WordExtractor {
    /** A file name, or a Node Buffer holding the file. */
    extract(source: string | Uint8Array): Promise<Document>
  }
  export default WordExtractor
}
