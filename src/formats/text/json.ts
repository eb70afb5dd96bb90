/**
 * @module formats/text/json
 * JSON and NDJSON (core §7 json), following the newest upstream `partition/json.py` (the one that ships
 * example-docs/arbitrary-records.json), not the older "raise 'Json schema does not match the
 * Unstructured schema'" version:
 * - an array whose every item is element-shaped (a known `type`, a string `text`, object metadata)
 *   is Unstructured output and is rehydrated (`elements_from_dicts`); corrupt metadata in such an
 *   array is a DocumentError ("could not be reconstructed"), never a partial result;
 * - any other array of objects gives one UncategorizedText per object, pretty-printed (indent 2);
 * - any other value (object, scalar, array of scalars or mixed) gives one UncategorizedText;
 * - `[]` and blank input give no elements; text that is not JSON is "Not a valid json".
 * Pretty-printing is Python's `json.dumps(indent=2)`: numbers as Python re-prints them (`18.0` stays
 * `18.0`, `1e5` becomes `100000.0`); non-ASCII characters are written as themselves (upstream's
 * `ensure_ascii` choice is not visible in its tests).
 * NDJSON: the same rules over the values of its non-blank lines.
 */
import type { Element } from '../../elements/types.js'
import { DocumentError, type PartitionWarning } from '../../errors.js'
import { elementsFromDicts } from '../../serialize/elements-from-json.js'
import { pythonJsonFloat } from '../../serialize/python-float-repr.js'
import { mapElementType } from '../../serialize/type-map.js'
import { decodeText } from '../../encoding/decode-text.js'
import { pyStrip } from '../../elements/python-strings.js'
import type { Partitioner } from '../types.js'

/**
 * Deepest nesting pretty-printed. Upstream's `json.dumps(indent=2)` is recursive Python and fails
 * with "nested too deeply" a little under the default recursion limit of 1000.
 */
export const MAX_JSON_DEPTH = 900

/** A parsed JSON value that keeps each number's literal, so it can be re-printed the way Python would. */
type JsonNode =
  | { kind: 'object'; entries: [string, JsonNode][] }
  | { kind: 'array'; items: JsonNode[] }
  | { kind: 'string'; value: string }
  | { kind: 'number'; literal: string }
  | { kind: 'literal'; literal: 'true' | 'false' | 'null' }

/** Parses text already validated by JSON.parse and checked for depth (so the recursion is bounded). */
function parseJsonNodes(text: string): JsonNode {
  let at = 0
  const skipWs = (): void => {
    while (at < text.length && ' \t\n\r'.includes(text[at]!)) at += 1
  }
  const readString = (): string => {
    const start = at
    at += 1
    while (text[at] !== '"') at += text[at] === '\\' ? 2 : 1
    at += 1
    return JSON.parse(text.slice(start, at)) as string
  }
  const readValue = (): JsonNode => {
    skipWs()
    const char = text[at]
    if (char === '{') {
      at += 1
      const entries: [string, JsonNode][] = []
      skipWs()
      if (text[at] === '}') {
        at += 1
        return { kind: 'object', entries }
      }
      for (;;) {
        skipWs()
        const key = readString()
        skipWs()
        at += 1 // ':'
        entries.push([key, readValue()])
        skipWs()
        if (text[at++] === '}') return { kind: 'object', entries }
      }
    }
    if (char === '[') {
      at += 1
      const items: JsonNode[] = []
      skipWs()
      if (text[at] === ']') {
        at += 1
        return { kind: 'array', items }
      }
      for (;;) {
        items.push(readValue())
        skipWs()
        if (text[at++] === ']') return { kind: 'array', items }
      }
    }
    if (char === '"') return { kind: 'string', value: readString() }
    const literal = /^(?:true|false|null|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(at, at + 400))![0]
    at += literal.length
    if (literal === 'true' || literal === 'false' || literal === 'null') return { kind: 'literal', literal }
    return { kind: 'number', literal }
  }
  return readValue()
}

/** Python's `repr` of the value `json.loads` makes of a number literal (int stays int, float as Python prints it). */
function pythonNumber(literal: string): string {
  if (/^-?\d+$/.test(literal)) return literal.startsWith('-') && /^-0+$/.test(literal) ? '0' : literal.replace(/^(-?)0+(?=\d)/, '$1')
  return pythonJsonFloat(Number(literal))
}

/** Python `json.dumps(value, indent=2, ensure_ascii=False)`. */
export function pythonPrettyJson(node: JsonNode, level = 0): string {
  const pad = '  '.repeat(level + 1)
  const close = '  '.repeat(level)
  switch (node.kind) {
    case 'object':
      if (node.entries.length === 0) return '{}'
      return `{\n${node.entries.map(([key, value]) => `${pad}${JSON.stringify(key)}: ${pythonPrettyJson(value, level + 1)}`).join(',\n')}\n${close}}`
    case 'array':
      if (node.items.length === 0) return '[]'
      return `[\n${node.items.map((item) => pad + pythonPrettyJson(item, level + 1)).join(',\n')}\n${close}]`
    case 'string':
      return JSON.stringify(node.value)
    case 'number':
      return pythonNumber(node.literal)
    case 'literal':
      return node.literal
  }
}

/** Nesting depth of JSON text (brackets outside strings). */
function jsonDepth(text: string): number {
  let depth = 0
  let max = 0
  let inString = false
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]
    if (inString) {
      if (char === '\\') i += 1
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '[' || char === '{') max = Math.max(max, ++depth)
    else if (char === ']' || char === '}') depth -= 1
  }
  return max
}

/** Whether a parsed item looks like a serialized element, as upstream decides before rehydrating. */
export function isElementShaped(item: unknown): boolean {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return false
  const dict = item as Record<string, unknown>
  if (typeof dict.type !== 'string' || mapElementType(dict.type) === undefined) return false
  const metadata = dict.metadata
  if (metadata !== undefined && metadata !== null && (typeof metadata !== 'object' || Array.isArray(metadata))) return false
  if (dict.type === 'CheckBox') return typeof dict.checked === 'boolean'
  return typeof dict.text === 'string'
}

const textElement = (text: string): Element => ({ type: 'UncategorizedText', element_id: '', text, metadata: {} })

/** Parses one JSON text strictly; DocumentError "Not a valid json" / "nested too deeply". */
function parseStrict(text: string, label: string): { value: unknown; node: () => JsonNode } {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new DocumentError(`Not a valid ${label}: ${(error as Error).message}`, { cause: error })
  }
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new DocumentError(`The ${label} is nested too deeply to partition (more than ${MAX_JSON_DEPTH} levels).`)
  }
  return { value, node: () => parseJsonNodes(text) }
}

function rehydrate(dicts: readonly unknown[], warn: (warning: PartitionWarning) => void): Element[] {
  try {
    return elementsFromDicts(dicts, { onWarning: warn })
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error
    throw new DocumentError(`The JSON looks like Unstructured elements but could not be reconstructed: ${error.message}`, {
      cause: error,
    })
  }
}

/** Partitions a JSON document: Unstructured elements are rehydrated, any other JSON becomes text. */
export const partitionJson: Partitioner = async ({ bytes, options, warn }) => {
  const { text } = decodeText(bytes, options.encoding, warn)
  if (pyStrip(text) === '') return []
  const { value, node } = parseStrict(text, 'json')
  if (Array.isArray(value)) {
    if (value.length === 0) return []
    if (value.every(isElementShaped)) return rehydrate(value, warn)
    const root = node()
    if (root.kind === 'array' && root.items.every((item) => item.kind === 'object')) {
      return root.items.map((item) => textElement(pythonPrettyJson(item)))
    }
  }
  return [textElement(pythonPrettyJson(node()))]
}

/** Partitions NDJSON: one value per non-blank line, then the JSON rules over that list. */
export const partitionNdjson: Partitioner = async ({ bytes, options, warn }) => {
  const { text } = decodeText(bytes, options.encoding, warn)
  const lines = text.split(/\r\n|\r|\n/).filter((line) => pyStrip(line) !== '')
  const parsed = lines.map((line, index) => {
    try {
      return parseStrict(line, 'ndjson')
    } catch (error) {
      if (error instanceof DocumentError) throw new DocumentError(`Line ${index + 1}: ${error.message}`, { cause: error })
      throw error
    }
  })
  const values = parsed.map((line) => line.value)
  if (values.length > 0 && values.every(isElementShaped)) return rehydrate(values, warn)
  return parsed.map((line) => textElement(pythonPrettyJson(line.node())))
}
