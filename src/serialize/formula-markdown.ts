/**
 * @module serialize/formula-markdown
 * A `Formula` element's Markdown, as upstream's `_emit_formula_markdown` writes it in its default
 * `auto` style (unstructured `staging/base.py`): the stripped text, wrapped in a `$$` display-math
 * block only when it reads like notation (a LaTeX command, `^`, subscripts, relation symbols,
 * `f(x) =` …) and holds no `$`; inside the block, common Unicode operators become LaTeX tokens
 * (`×` → `\times{}`; `√` is left alone).
 */
import { PY_WS, pyStrip } from '../elements/python-strings.js'

const PROSE_HINT = /\b(was|were|using|calculated|where|respectively|determined|following)\b/i
const RELATION_SYMBOL = /[∈∉≤≥≠≈×÷∞∑∫√∂∇]/g
const EQUALS_LIKE = new RegExp(`(?<=[A-Za-z0-9)\\]])[${PY_WS}]*=[${PY_WS}]*(?=[A-Za-z0-9(\\\\])`, 'g')
const FUNCTION_EQUALS = new RegExp(`(?<=[A-Za-z])\\([^)]*\\)[${PY_WS}]*=`)

const SUBSTITUTIONS: readonly (readonly [string, string])[] = [
  ['−', '-'],
  ['×', '\\times{}'],
  ['÷', '\\div{}'],
  ['∞', '\\infty{}'],
  ['∈', '\\in{}'],
  ['∉', '\\notin{}'],
  ['≤', '\\leq{}'],
  ['≥', '\\geq{}'],
  ['≈', '\\approx{}'],
  ['≠', '\\neq{}'],
]

/** The Markdown of a Formula whose text is `text`. */
export function formulaMarkdown(text: string): string {
  const raw = pyStrip(text)
  if (raw === '' || raw.includes('$')) return raw
  if (!looksLikeNotation(raw)) return raw
  let body = raw
  for (const [from, to] of SUBSTITUTIONS) body = body.replaceAll(from, to)
  return `$$\n${body}\n$$`
}

function looksLikeNotation(text: string): boolean {
  const proseSentence = [...text].length >= 80 && PROSE_HINT.test(text)
  return mathSignalScore(text) >= (proseSentence ? 3 : 2)
}

/** Upstream's `_formula_math_signal_score`: how much the text looks like notation rather than prose. */
function mathSignalScore(text: string): number {
  let score = 0
  if (/\\[a-zA-Z]+/.test(text)) score += 3
  if (text.includes('^')) score += 1
  if (/_(\{|[0-9A-Za-z])/.test(text)) score += 1
  score += Math.min((text.match(RELATION_SYMBOL)?.length ?? 0) * 2, 6)
  if (/[¼½¾]/.test(text)) score += 1
  score += Math.min(text.match(EQUALS_LIKE)?.length ?? 0, 2)
  if (FUNCTION_EQUALS.test(text)) score += 2
  return score
}
