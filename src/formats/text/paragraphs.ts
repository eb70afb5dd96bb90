/**
 * @module formats/text/paragraphs
 * Paragraph grouping for plain text, ported from upstream `unstructured/cleaners/core.py`
 * (`auto_paragraph_grouper`, `new_line_grouper`, `blank_line_grouper`, `group_broken_paragraphs`,
 * `group_bullet_paragraph`) and the patterns of `unstructured/nlp/patterns.py` they use.
 *
 * Upstream's regexes (`\s*\n\s*`, `(\s*\n\s*){2}`, the bullet-or-newline splitter) backtrack
 * quadratically on long whitespace runs; each is re-expressed here as a linear scan over whitespace
 * runs that finds the same matches (the tests compare the splitter with the literal regex).
 * "Whitespace" is Python's (`str.isspace`), not JavaScript's `\s`.
 */
import { UNICODE_BULLETS } from '../../elements/text-patterns.js'
import { PY_WS, isPyWhitespaceCode, pyStrip } from '../../elements/python-strings.js'

/** upstream `UNICODE_BULLETS` as UTF-16 codes (each entry is one BMP character), shared with the classifier. */
const BULLET_CODES: ReadonlySet<number> = new Set(UNICODE_BULLETS.map((bullet) => bullet.charCodeAt(0)))

const isBullet = (char: string | undefined): boolean => char !== undefined && char.length === 1 && BULLET_CODES.has(char.charCodeAt(0))
const isWs = (char: string | undefined): boolean => char !== undefined && char.length === 1 && isPyWhitespaceCode(char.charCodeAt(0))
const isBulletAt = (text: string, i: number): boolean => i < text.length && BULLET_CODES.has(text.charCodeAt(i))
const isWsAt = (text: string, i: number): boolean => i < text.length && isPyWhitespaceCode(text.charCodeAt(i))

/** `UNICODE_BULLETS_RE.match(text)`: a bullet at the very start, not followed by another bullet. */
export function startsWithBullet(text: string): boolean {
  return isBullet(text[0]) && !isBullet(text[1])
}

/** `E_BULLET_PATTERN.match(text)`: a lone "e" then whitespace (tesseract's reading of a bullet). */
function startsWithEBullet(text: string): boolean {
  return text[0] === 'e' && isWs(text[1])
}

/** upstream `partition/text.py::is_empty_bullet`: the whole text is one bullet character. */
export function isEmptyBullet(text: string): boolean {
  return text.length === 1 && isBullet(text)
}

/** upstream `E_BULLET_PATTERN` (multiline ^): a lone "e" at a line start, then whitespace. */
const E_BULLET = new RegExp(`^e(?=[${PY_WS}])`, 'gm')
const escapeForClass = (char: string): string => (/[\\\]^-]/.test(char) ? `\\${char}` : char)
/** A maximal whitespace run (no backtracking: nothing follows the class). */
const WS_RUN = new RegExp(`[${PY_WS}]+`, 'g')
/** The next place splitLinesAndBullets must look at: a bullet or a whitespace run. */
const BULLET_OR_WS_RUN = new RegExp(`[${UNICODE_BULLETS.map(escapeForClass).join('')}]|[${PY_WS}]+`, 'g')

/**
 * Cut `text` at every whitespace run with at least `minNewlines` "\n"; the runs themselves are dropped.
 * Only runs holding a "\n" can qualify, so the scan goes from newline to newline, widening each to its
 * whitespace run (a pass over every run of a long line cost more than the rest of the grouping).
 */
function splitAtRuns(text: string, minNewlines: number): string[] {
  const pieces: string[] = []
  let from = 0 // start of the current piece
  let searchAt = 0 // where the next run may start (after the last run looked at)
  for (let newline = text.indexOf('\n'); newline >= 0; newline = text.indexOf('\n', searchAt)) {
    let runStart = newline
    while (runStart > searchAt && isWsAt(text, runStart - 1)) runStart -= 1
    let runEnd = newline + 1
    let newlines = 1
    while (isWsAt(text, runEnd)) {
      if (text.charCodeAt(runEnd) === 0x0a) newlines += 1
      runEnd += 1
    }
    if (newlines >= minNewlines) {
      pieces.push(text.slice(from, runStart))
      from = runEnd
    }
    searchAt = runEnd
  }
  pieces.push(text.slice(from))
  return pieces
}

/** `re.split(PARAGRAPH_PATTERN, text)` with PARAGRAPH_PATTERN = `\s*\n\s*`. */
export function splitOnNewlineRuns(text: string): string[] {
  return splitAtRuns(text, 1)
}

/** `re.sub(PARAGRAPH_PATTERN, " ", text)`: every whitespace run holding a "\n" becomes one space. */
function joinLines(text: string): string {
  return text.includes('\n') ? text.replace(WS_RUN, (run) => (run.includes('\n') ? ' ' : run)) : text
}

/**
 * `PARAGRAPH_PATTERN_RE.split(text)` with PARAGRAPH_PATTERN_RE =
 * `((?:BULLETS)|\s*\n\s*)(?!BULLETS|$)`: splits at each bullet and each newline run, keeping the
 * separators (capture group) in the result, as Python's re.split does.
 */
export function splitLinesAndBullets(text: string): string[] {
  const n = text.length
  // Python `(?!B|$)`: not a bullet, not the end, not a "\n" that ends the string.
  const lookaheadOk = (q: number): boolean => q < n && !isBulletAt(text, q) && !(q === n - 1 && text.charCodeAt(q) === 0x0a)
  const out: string[] = []
  let from = 0
  let p = 0
  while (p < n) {
    BULLET_OR_WS_RUN.lastIndex = p
    const next = BULLET_OR_WS_RUN.exec(text)
    if (next === null) break
    p = next.index
    if (isBulletAt(text, p)) {
      if (lookaheadOk(p + 1)) {
        out.push(text.slice(from, p), text[p]!)
        from = p + 1
      }
      p += 1
      continue
    }
    if (!isWsAt(text, p)) {
      p += 1
      continue
    }
    let r = p
    let firstNewline = -1
    while (r < n && isWsAt(text, r)) {
      if (firstNewline < 0 && text.charCodeAt(r) === 0x0a) firstNewline = r
      r += 1
    }
    if (firstNewline >= 0) {
      // The regex backtracks to the longest match whose end passes the lookahead.
      let end = r
      while (end > firstNewline && !lookaheadOk(end)) end -= 1
      if (end > firstNewline) {
        out.push(text.slice(from, p), text.slice(p, end))
        from = end
        p = end
        continue
      }
    }
    p = r
  }
  out.push(text.slice(from))
  return out
}

/** `UNICODE_BULLETS_RE_0W.split(text)`: cut before each bullet that does not follow a bullet. */
function splitBeforeBullets(text: string): string[] {
  const pieces: string[] = []
  let from = 0
  for (let i = 1; i < text.length; i += 1) {
    if (isBulletAt(text, i) && !isBulletAt(text, i - 1)) {
      pieces.push(text.slice(from, i))
      from = i
    }
  }
  pieces.push(text.slice(from))
  return pieces
}

/** upstream `group_bullet_paragraph`: one paragraph per bullet, its wrapped lines joined by spaces. */
export function groupBulletParagraph(paragraph: string): string[] {
  // tesseract reads some bullets as a lone "e": `E_BULLET_PATTERN.sub("·", …)` (multiline ^).
  const withBullets = paragraph.replace(E_BULLET, '\u00b7')
  return splitBeforeBullets(pyStrip(withBullets))
    .filter((bullet) => bullet !== '')
    .map(joinLines)
}

/**
 * upstream `group_broken_paragraphs`: paragraphs are separated by blank lines; inside one, lines
 * wrapped for layout are joined by spaces, unless every line is short (< 5 words, e.g. a license
 * header) — then each line stays its own paragraph. Bullet paragraphs are split at their bullets.
 * Returns the paragraphs joined by "\n\n".
 */
export function groupBrokenParagraphs(text: string): string {
  const clean: string[] = []
  for (const paragraph of splitAtRuns(text, 2)) {
    const stripped = pyStrip(paragraph)
    if (stripped === '') continue
    // loops, not push(...): a spread passes every piece as an argument, and a paragraph of a
    // hundred thousand bullets or short lines overflows the stack
    if (startsWithBullet(stripped) || startsWithEBullet(stripped)) {
      for (const bullet of groupBulletParagraph(paragraph)) clean.push(bullet)
      continue
    }
    const lines = splitLinesAndBullets(paragraph)
    // Python `len(line.strip().split(" ")) < 5`: split on single spaces, empty strings count.
    const allLinesShort = lines.every((line) => countSpacesUpTo(pyStrip(line), 4) < 4)
    if (allLinesShort) {
      for (const line of lines) if (pyStrip(line) !== '') clean.push(line)
    } else clean.push(joinLines(paragraph))
  }
  return clean.join('\n\n')
}

/** The number of " " in `text`, counting no further than `enough` (a long line's split would be a huge array). */
function countSpacesUpTo(text: string, enough: number): number {
  let count = 0
  for (let at = text.indexOf(' '); at >= 0 && count < enough; at = text.indexOf(' ', at + 1)) count += 1
  return count
}

/** upstream `new_line_grouper`: every non-blank line is a paragraph. */
export function newLineGrouper(text: string): string {
  return linesKeepingBreaks(text)
    .filter((line) => pyStrip(line) !== '')
    .join('\n\n')
}

/** `LINE_BREAK_RE.split(text)` with `(?<=\n)`: lines with their "\n"; a trailing "" after a final "\n". */
function linesKeepingBreaks(text: string): string[] {
  const parts = text.split('\n')
  return parts.map((part, i) => (i < parts.length - 1 ? `${part}\n` : part))
}

/** Lines examined to decide how a document separates paragraphs (upstream `max_line_count`). */
const MAX_LINE_COUNT = 2000
/** Share of blank lines from which a document counts as blank-line separated (upstream `threshold`). */
const BLANK_LINE_THRESHOLD = 0.1

/** How a plain-text document separates its paragraphs: one per line, or blank lines between them. */
export type ParagraphGrouping = 'new-line' | 'blank-line'

/**
 * upstream `auto_paragraph_grouper`: over the first 2000 lines, fewer than 10 % blank lines means
 * one paragraph per line (`new_line_grouper`); otherwise paragraphs are separated by blank lines
 * (`group_broken_paragraphs`). Returns the paragraphs joined by "\n\n".
 */
export function autoParagraphGrouper(text: string): string {
  return groupParagraphs(text, chooseParagraphGrouping(text))
}

/** The paragraphs of `text` grouped as `grouping` says, joined by "\n\n". */
export function groupParagraphs(text: string, grouping: ParagraphGrouping): string {
  return grouping === 'new-line' ? newLineGrouper(text) : groupBrokenParagraphs(text)
}

/** The decision of `auto_paragraph_grouper`: 'new-line' when fewer than 10 % of the first 2000 lines are blank. */
export function chooseParagraphGrouping(text: string): ParagraphGrouping {
  let lineCount = 0
  let emptyLineCount = 0
  let from = 0
  while (lineCount < MAX_LINE_COUNT) {
    const newline = text.indexOf('\n', from)
    const line = newline < 0 ? text.slice(from) : text.slice(from, newline + 1)
    lineCount += 1
    if (pyStrip(line) === '') emptyLineCount += 1
    if (newline < 0) break
    from = newline + 1
  }
  return emptyLineCount / lineCount < BLANK_LINE_THRESHOLD ? 'new-line' : 'blank-line'
}
