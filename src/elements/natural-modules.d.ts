/**
 * @module elements/natural-modules
 * Types for the few deep modules of `natural` that `text-statistics.ts` imports. natural's main entry
 * loads every feature it has (WordNet, classifiers, database stores, dotenv) and costs ~0.9 s and
 * ~117 MB at import, so the adapter imports these CommonJS files directly; natural ships no types
 * for them (it has no `exports` map, so the paths resolve as plain files).
 */

declare module 'natural/lib/natural/tokenizers/sentence_tokenizer.js' {
  /** Splits text into sentences at `.?!…` (optionally followed by a quote or bracket). */
  class SentenceTokenizer {
    /** `abbreviations` are protected from splitting (matched case-insensitively anywhere). */
    constructor(abbreviations?: string[], trimSentences?: boolean)
    tokenize(text: string): string[]
  }
  export default SentenceTokenizer
}

declare module 'natural/lib/natural/brill_pos_tagger/lib/Lexicon.js' {
  class Lexicon {
    /** `language` 'EN' loads the English lexicon of pos-js; the defaults tag unknown words. */
    constructor(language: string, defaultCategory: string, defaultCategoryCapitalised?: string)
    lexicon: Record<string, string[]>
    tagWord(word: string): string[]
  }
  export default Lexicon
}

declare module 'natural/lib/natural/brill_pos_tagger/lib/RuleSet.js' {
  interface TaggedWord {
    token: string
    tag: string
  }
  interface TransformationRule {
    apply(sentence: { taggedWords: TaggedWord[] }, position: number): void
  }
  class RuleSet {
    /** `language` 'EN' loads the transformation rules of pos-js. */
    constructor(language: string)
    getRules(): TransformationRule[]
  }
  export default RuleSet
}

declare module 'natural/lib/natural/brill_pos_tagger/lib/Brill_POS_Tagger.js' {
  interface TaggedWord {
    token: string
    tag: string
  }
  class BrillPOSTagger {
    constructor(lexicon: unknown, ruleSet: unknown)
    /** Lexicon lookup only (no transformation rules). */
    tagWithLexicon(words: string[]): { taggedWords: TaggedWord[] }
  }
  export default BrillPOSTagger
}
