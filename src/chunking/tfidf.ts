/**
 * @module chunking/tfidf
 * TF-IDF term vectors for by_similarity, with natural's tokenizer, stop words and weighting: the
 * one adapter of `natural` in chunking (elements/text-statistics is the other importer, for a
 * different feature). Only two deep files are loaded: the whole `natural` entry takes ~0.8 s to load
 * and pulls storage back-ends.
 *
 * The weights are those of `natural.TfIdf` fitted on the given texts (one document per text): a term
 * is the lower-cased WordTokenizer token minus stop words, `tf` its count in the document, and
 * `idf = 1 + ln(N / (1 + df))`. They are computed here rather than through `TfIdf` because
 * `TfIdf.idf()` scans every document for each new term (O(terms × documents), quadratic on a growing
 * document) and re-fits on every `addDocument`; counting document frequencies once is linear.
 */
import { WordTokenizer } from 'natural/lib/natural/tokenizers/regexp_tokenizer.js'
import { words as STOPWORDS } from 'natural/lib/natural/util/stopwords.js'

/** Term → weight; terms with weight 0 are absent. */
export type TermVector = Map<string, number>

const tokenizer = new WordTokenizer()
const stopwords = new Set(STOPWORDS)

/** The terms of `text` as `natural.TfIdf` sees a string document: lower-cased tokens, stop words removed. */
export function termsOf(text: string): string[] {
  return tokenizer.tokenize(text.toLowerCase()).filter((term) => term !== '' && !stopwords.has(term))
}

/**
 * One TF-IDF vector per text, with the vocabulary and document frequencies fitted on `texts`
 * themselves. Linear in the total number of tokens.
 *
 * @example fitTfIdf(['red apple', 'green apple']) // [Map{red→1.0, apple→0.59…}, Map{green→1.0, apple→0.59…}]
 */
export function fitTfIdf(texts: readonly string[]): TermVector[] {
  const counts = texts.map((text) => {
    const tf = new Map<string, number>()
    for (const term of termsOf(text)) tf.set(term, (tf.get(term) ?? 0) + 1)
    return tf
  })
  const documentFrequency = new Map<string, number>()
  for (const tf of counts) for (const term of tf.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1)
  const n = texts.length
  const idf = new Map<string, number>()
  for (const [term, df] of documentFrequency) idf.set(term, 1 + Math.log(n / (1 + df)))
  return counts.map((tf) => {
    const vector: TermVector = new Map()
    for (const [term, count] of tf) {
      const weight = count * (idf.get(term) ?? 0)
      if (weight !== 0) vector.set(term, weight)
    }
    return vector
  })
}
