/**
 * @module chunking/natural-stopwords
 * Types for the one deep file of `natural` that ships none: its English stop-word list, which
 * `natural.TfIdf` removes from string documents. Imported only by chunking/tfidf.ts.
 */
declare module 'natural/lib/natural/util/stopwords.js' {
  /** Lower-case English stop words. */
  export const words: string[]
}
