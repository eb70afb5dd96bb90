/**
 * @module elements/natural
 * The only importer of `natural`. Its package entry loads every feature (≈0.9 s, ≈117 MB, and storage
 * back-ends), so only the deep modules in use are imported: the sentence tokenizer and the Brill POS
 * tagger for the text heuristics (./text-statistics.ts), the word tokenizer and English stop words for
 * by_similarity's TF-IDF (../chunking/tfidf.ts). None needs a Node built-in. Types: ./natural-modules.d.ts
 * and ../chunking/natural-tfidf-modules.d.ts.
 */
export { default as SentenceTokenizer } from 'natural/lib/natural/tokenizers/sentence_tokenizer.js'
export { default as Lexicon } from 'natural/lib/natural/brill_pos_tagger/lib/Lexicon.js'
export { default as RuleSet } from 'natural/lib/natural/brill_pos_tagger/lib/RuleSet.js'
export { default as BrillPOSTagger } from 'natural/lib/natural/brill_pos_tagger/lib/Brill_POS_Tagger.js'
export { WordTokenizer } from 'natural/lib/natural/tokenizers/regexp_tokenizer.js'
export { words as ENGLISH_STOPWORDS } from 'natural/lib/natural/util/stopwords.js'
