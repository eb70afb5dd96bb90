/**
 * @module elements/forget-text-memos
 * The element predicates remember their answers per text across calls (./text-statistics.ts: the last 256
 * analyses; ./classify-text.ts: up to 1,024 short texts' default types; ./pos-lexicon.ts: up to 8,192 words' lexicon
 * lookups), so a document partitioned again in the same process classifies faster than one met the first time.
 * `forgetTextMemos` empties them all: benchmarks
 * call it before each timed run so their figures are those of a new document. Answers never depend on it.
 */
import { forgetClassifications } from './classify-text.js'
import { forgetTextAnalyses } from './text-statistics.js'
import { forgetLexiconLookups } from './pos-lexicon.js'

export function forgetTextMemos(): void {
  forgetTextAnalyses()
  forgetClassifications()
  forgetLexiconLookups()
}
