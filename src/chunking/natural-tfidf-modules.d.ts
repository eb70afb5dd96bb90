/**
 * @module chunking/natural-tfidf-modules
 * Types for the two deep files of `natural` that chunking/tfidf.ts imports (natural ships none for
 * them): the regular-expression tokenizers, of which `natural.TfIdf` uses WordTokenizer, and the
 * English stop-word list TfIdf removes from string documents. Loading these two files takes ~11 ms;
 * natural's package entry takes ~0.8 s.
 */
declare module 'natural/lib/natural/tokenizers/regexp_tokenizer.js' {
  /** Splits on runs of characters outside `[A-Za-zА-Яа-я0-9_]`, dropping empty tokens. */
  export class WordTokenizer {
    tokenize(text: string): string[]
  }
}

declare module 'natural/lib/natural/util/stopwords.js' {
  /** Lower-case English stop words. */
  export const words: string[]
}
