/**
 * @module elements/split-sentences
 * natural's `SentenceTokenizer.tokenize` (natural 8.1, `tokenizers/sentence_tokenizer.js`) with the
 * abbreviations of the text heuristics, reproduced step for step but built once: natural compiles a
 * regex per abbreviation list, per delimiter and per placeholder on every call (escaping each one),
 * which made it the largest cost of text classification. The steps and their quirks are kept, so the
 * sentences are the same strings natural returns:
 *
 * 1. abbreviations (case-insensitive, anywhere), then URIs and e-mail addresses, then numbers
 *    ("5.50", "1,000") are replaced by placeholders `{{ABBREV_n}}`, `{{URI_n}}`, `{{NUMBER_n}}`
 *    (one counter for all), each step on the output of the one before;
 * 2. the text is cut after each delimiter run `[.?!… ]*[.?!…]` and an optional closing quote or bracket;
 * 3. placeholders are put back. A URI swallows the abbreviation placeholders inside it (`\S+`), and
 *    natural puts abbreviations back before URIs, so those stay literal ("www.x.com{{ABBREV_0}}");
 * 4. empty strings at either end are dropped, then every sentence is trimmed (a whitespace-only
 *    sentence in the middle or at the end stays, as "").
 *
 * Two inputs are left to natural, where placeholder text could differ: text that already contains
 * "{{" (it could spell a placeholder), and a URI with "$" (natural puts it back as a `replace`
 * pattern, where "$&" and the like are special).
 */

/**
 * Protected from sentence splitting. natural matches them anywhere (no word boundary), so each starts
 * with a space: "Mr." must not also protect "Hmr." (and "no." must not protect "piano.").
 */
export const SENTENCE_ABBREVIATIONS: readonly string[] = [
  ' mr.',
  ' mrs.',
  ' ms.',
  ' dr.',
  ' prof.',
  ' st.',
  ' vs.',
  ' e.g.',
  ' i.e.',
  ' inc.',
  ' ltd.',
  ' jr.',
  ' sr.',
  ' fig.',
  ' no.',
]

// natural's own patterns, verbatim (replaceAbbreviations, replaceUrisWithPlaceholders,
// replaceNumbersWithCode, replaceDelimitersWithPlaceholders).
const ABBREVIATION_RE = new RegExp(
  `(${SENTENCE_ABBREVIATIONS.map((abbreviation) => abbreviation.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
  'gi',
)
const URI_RE = /(https?:\/\/\S+|www\.\S+|ftp:\/\/\S+|(mailto:)?[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}|file:\/\/\S+)/gi
/**
 * URI_RE without its e-mail branch, for text without "@" (where that branch never matches, so the
 * matches are the same): the e-mail branch tries every letter of every word and is the slow part.
 */
const URI_WITHOUT_EMAIL_RE = /(https?:\/\/\S+|www\.\S+|ftp:\/\/\S+|file:\/\/\S+)/gi
/** Every match of URI_WITHOUT_EMAIL_RE contains one of these; text without them skips it. */
const URI_HINT = /:\/\/|www\./i
const NUMBER_RE = /\b\d{1,3}(?:,\d{3})*(?:\.\d+)?\b/g
// natural's ([.?!… ]*)([.?!…])(["'”’)}\]]?) without the groups, which it only joins back together.
const DELIMITER_RE = /[.?!… ]*[.?!…]["'”’)}\]]?/g
const PLACEHOLDER_RE = /\{\{(?:ABBREV|URI|NUMBER)_(\d+)\}\}/g

/**
 * The sentences natural's `SentenceTokenizer(SENTENCE_ABBREVIATIONS)` returns for `text`, or undefined
 * for the rare text this port leaves to natural (see the module comment).
 */
export function splitSentences(text: string): string[] | undefined {
  if (text.includes('{{')) return undefined
  // The placeholder counter: values[n] is what {{KIND_n}} stands for.
  const values: string[] = []
  const withAbbreviations = text.replace(ABBREVIATION_RE, (match) => placeholder('ABBREV', match, values))
  const uriPattern = withAbbreviations.includes('@') ? URI_RE : URI_HINT.test(withAbbreviations) ? URI_WITHOUT_EMAIL_RE : undefined
  let uriHasDollar = false
  const withUris =
    uriPattern === undefined
      ? withAbbreviations
      : withAbbreviations.replace(uriPattern, (match) => {
          if (match.includes('$')) uriHasDollar = true
          return placeholder('URI', match, values)
        })
  if (uriHasDollar) return undefined
  const masked = withUris.replace(NUMBER_RE, (match) => placeholder('NUMBER', match, values))

  // natural replaces each delimiter run by a placeholder, splits after it and puts it back: the same as
  // cutting after the run.
  const sentences: string[] = []
  let start = 0
  DELIMITER_RE.lastIndex = 0
  for (let match = DELIMITER_RE.exec(masked); match !== null; match = DELIMITER_RE.exec(masked)) {
    sentences.push(restore(masked.slice(start, match.index), values) + match[0])
    start = DELIMITER_RE.lastIndex
  }
  sentences.push(restore(masked.slice(start), values))

  // natural's Tokenizer.trim: only exactly empty strings, and only at the ends.
  let first = 0
  let last = sentences.length
  while (last > 0 && sentences[last - 1] === '') last--
  while (first < last && sentences[first] === '') first++
  const result: string[] = []
  for (let i = first; i < last; i++) result.push(sentences[i]!.trim())
  return result
}

function placeholder(kind: string, match: string, values: string[]): string {
  values.push(match)
  return `{{${kind}_${values.length - 1}}}`
}

/** `part` with its placeholders put back, in one pass (values are not searched again, as in natural). */
function restore(part: string, values: readonly string[]): string {
  if (values.length === 0 || !part.includes('{{')) return part
  return part.replace(PLACEHOLDER_RE, (_match, index: string) => values[Number(index)]!)
}
