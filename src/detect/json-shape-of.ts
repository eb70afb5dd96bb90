/**
 * @module detect/json-shape-of
 * JSON or NDJSON? Upstream's `_FileTypeDetector._disambiguate_json_file_type` and
 * `_TextFileDifferentiator._is_json` (core §6): a payload that parses whole is JSON; two or more
 * lines that each parse are NDJSON. Parsing is strict (`JSON.parse`: no NaN, no comments), like
 * upstream's `loads_strict_json`.
 */

export interface JsonShapeOptions {
  /** True when `text` is only the head of a longer payload: the last partial line is ignored. */
  truncated?: boolean
  /**
   * What each NDJSON line may be: `'objects'` (default), for sniffing text with no other hint, so a
   * column of numbers is not NDJSON; `'values'`, any JSON value, as upstream once JSON is known.
   */
  lines?: 'objects' | 'values'
}

/**
 * `'json'` when `text` parses whole as a JSON object or array; `'ndjson'` when it has at least two
 * non-blank lines (one, for a truncated head) that each parse; `undefined` otherwise. For a
 * truncated head that is neither, `'json'` when it starts like an object or array (upstream's rule
 * for payloads past its 1 MiB bound).
 */
export function jsonShapeOf(text: string, options: JsonShapeOptions = {}): 'json' | 'ndjson' | undefined {
  const body = text.replace(/^\uFEFF/, '')
  const first = body.trimStart()[0]
  if (!options.truncated && (first === '[' || first === '{') && parses(body)) return 'json'
  if (isNdjson(body, options)) return 'ndjson'
  if (options.truncated && startsLikeContainer(body)) return 'json'
  return undefined
}

/** True when every non-blank line of `text` parses as JSON (`lines` as in `jsonShapeOf`) and there is at least `min` of them. */
export function isNdjson(text: string, options: JsonShapeOptions = {}, min = options.truncated ? 1 : 2): boolean {
  let body = text
  // a truncated head ends inside a record: drop the partial last line
  if (options.truncated) body = body.slice(0, Math.max(0, body.lastIndexOf('\n')))
  const lines = body.split(/\r?\n/).filter((line) => line.trim() !== '')
  if (lines.length < min) return false
  const objectsOnly = (options.lines ?? 'objects') === 'objects'
  return lines.every((line) => {
    if (objectsOnly && line.trimStart()[0] !== '{') return false
    return parses(line)
  })
}

function parses(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** `{` then a key or `}`, or `[` then a value: rules out `{\rtf` and `[INFO]`. */
function startsLikeContainer(text: string): boolean {
  const match = /^\s*([[{])\s*(\S)?/.exec(text)
  if (match === null) return false
  const next = match[2]
  if (next === undefined) return true
  return match[1] === '{' ? next === '"' || next === '}' : /[[{"\]\-0-9tfn]/.test(next)
}
