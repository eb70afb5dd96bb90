/**
 * @module platform-adapters/legacy-word.node
 * Legacy Word (.doc) text in Node (package.json `imports` "#platform/legacy-word", condition `node`):
 * word-extractor, through its one adapter (formats/word/doc-word-extractor).
 */
export { extractLegacyWord } from '../formats/word/doc-word-extractor.js'
export type { LegacyWordText } from '../formats/word/doc-word-extractor.js'
