/**
 * @module chunking/tfidf
 * TF-IDF term vectors for by_similarity, with the tokenizer, stop words (./english-stopwords.ts) and
 * weighting of natural's `TfIdf`, which docparts used before natural was dropped (it pulled in database
 * drivers): the results are the same.
 *
 * The weights are those of `natural.TfIdf` fitted on the given texts (one document per text): a term
 * is a lower-cased WordTokenizer token (a run of `[A-Za-zА-Яа-я0-9_]`) minus stop words, `tf` its count in the document, and
 * `idf = 1 + ln(N / (1 + df))`. They are computed here rather than through `TfIdf` because
 * `TfIdf.idf()` scans every document for each new term (O(terms × documents), quadratic on a growing
 * document) and re-fits on every `addDocument`; counting document frequencies once is linear.
 */
import { ENGLISH_STOPWORDS } from './english-stopwords.js'

/** A document's TF-IDF vector: parallel arrays of term ids (0 … vocabularySize-1) and weights. */
export interface TermVector {
  ids: Int32Array
  weights: Float64Array
  /** Sum of the squared weights. */
  normSquared: number
}

/** The TF-IDF vectors of a set of documents and the size of their shared vocabulary. */
export interface TfIdfFit {
  vocabularySize: number
  vectors: TermVector[]
}

/** natural's WordTokenizer splits on runs of anything else. */
const NOT_A_WORD_CHARACTER = /[^A-Za-zА-Яа-я0-9_]+/

/** The terms of `text` as `natural.TfIdf` sees a string document: lower-cased tokens, stop words removed. */
export function termsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(NOT_A_WORD_CHARACTER)
    .filter((term) => term !== '' && !ENGLISH_STOPWORDS.has(term))
}

/**
 * One TF-IDF vector per text, with the vocabulary and document frequencies fitted on `texts`
 * themselves. Linear in the total number of tokens; terms are numbered in order of first appearance.
 *
 * @example fitTfIdf(['red apple', 'green apple']).vectors[0] // ids [0, 1] (red, apple), weights [1, 0.59…]
 */
export function fitTfIdf(texts: readonly string[]): TfIdfFit {
  const termIds = new Map<string, number>()
  const documentFrequency: number[] = []
  const counts = texts.map((text) => {
    const tf = new Map<number, number>()
    for (const term of termsOf(text)) {
      let id = termIds.get(term)
      if (id === undefined) {
        id = termIds.size
        termIds.set(term, id)
        documentFrequency.push(0)
      }
      const seen = tf.get(id)
      if (seen === undefined) documentFrequency[id]! += 1
      tf.set(id, (seen ?? 0) + 1)
    }
    return tf
  })
  const n = texts.length
  const idf = documentFrequency.map((df) => 1 + Math.log(n / (1 + df)))
  const vectors = counts.map((tf): TermVector => {
    const ids = new Int32Array(tf.size)
    const weights = new Float64Array(tf.size)
    let normSquared = 0
    let i = 0
    for (const [id, count] of tf) {
      const weight = count * idf[id]!
      ids[i] = id
      weights[i] = weight
      normSquared += weight * weight
      i++
    }
    return { ids, weights, normSquared }
  })
  return { vocabularySize: termIds.size, vectors }
}
