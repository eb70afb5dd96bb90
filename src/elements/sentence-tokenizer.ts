/**
 * @module elements/sentence-tokenizer
 * natural's rule-based `SentenceTokenizer` (natural 8.1.1, `tokenizers/sentence_tokenizer.js`,
 * MIT, Copyright (c) 2011 Chris Umbel and contributors; see NOTICE), ported as it is, quirks included.
 * It is the reference ./split-sentences.ts reproduces faster, and it serves the rare texts that port
 * leaves to it (text containing "{{", a URI containing "$").
 *
 * Steps: abbreviations, then URIs and e-mail addresses, then numbers become placeholders `{{KIND_n}}`
 * (one counter); each delimiter run `[.?!… ]*[.?!…]` with an optional closing quote or bracket becomes
 * a `{{DELIM_n}}` placeholder; the text is split after each; every placeholder is put back with a
 * regular expression and `String.replace` (so "$&" and the like in a value are replacement patterns);
 * empty strings at the ends are dropped and each sentence is trimmed.
 */

function placeholderOf(base: string, index: number): string {
  return `{{${base}_${index}}}`
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const URI_PATTERN = /(https?:\/\/\S+|www\.\S+|ftp:\/\/\S+|(mailto:)?[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}|file:\/\/\S+)/gi
const NUMBER_PATTERN = /\b\d{1,3}(?:,\d{3})*(?:\.\d+)?\b/g
const DELIMITER_PATTERN = /([.?!… ]*)([.?!…])(["'”’)}\]]?)/g

export class SentenceTokenizer {
  private readonly abbreviations: readonly string[]

  /** `abbreviations` are protected from splitting (matched case-insensitively, anywhere). */
  constructor(abbreviations: readonly string[] = []) {
    this.abbreviations = abbreviations
  }

  /** The sentences of `text`, trimmed, in order. */
  tokenize(text: string): string[] {
    let counter = 0
    const replacements = new Map<string, string>()
    const delimiters = new Map<string, string>()
    const replaceWithPlaceholder = (input: string, pattern: RegExp, base: string): string =>
      input.replace(pattern, (match) => {
        const code = placeholderOf(base, counter++)
        replacements.set(code, match)
        return code
      })

    let masked = text
    if (this.abbreviations.length > 0) {
      const pattern = new RegExp(`(${this.abbreviations.map(escapeRegExp).join('|')})`, 'gi')
      masked = replaceWithPlaceholder(masked, pattern, 'ABBREV')
    }
    masked = replaceWithPlaceholder(masked, URI_PATTERN, 'URI')
    masked = replaceWithPlaceholder(masked, NUMBER_PATTERN, 'NUMBER')
    masked = masked.replace(DELIMITER_PATTERN, (_match, p1: string, p2: string, p3: string) => {
      const code = placeholderOf('DELIM', counter++)
      delimiters.set(code, p1 + p2 + p3)
      return code
    })

    let sentences: string[]
    if (delimiters.size === 0) sentences = [masked]
    else {
      const parts = masked.split(new RegExp(`(${[...delimiters.keys()].map(escapeRegExp).join('|')})`))
      sentences = []
      for (let i = 0; i < parts.length; i += 2) sentences.push(parts[i]! + (parts[i + 1] ?? ''))
    }

    const restored = sentences.map((sentence) => revert(revert(sentence, replacements), delimiters))
    while (restored[restored.length - 1] === '') restored.pop()
    while (restored[0] === '') restored.shift()
    return restored.map((sentence) => sentence.trim())
  }
}

function revert(text: string, map: ReadonlyMap<string, string>): string {
  let original = text
  for (const [code, value] of map) original = original.replace(new RegExp(escapeRegExp(code), 'g'), value)
  return original
}
