/**
 * @module serialize/python-float-keys
 * Which numbers Python would hold as `float`. JS has one number type, so `612.0` and `612` are the
 * same value, but Python writes them differently (`612.0` vs `612`). Byte-identical output with
 * upstream therefore needs a rule, applied by key: a number is written as a float when the nearest
 * enclosing object key is a float field (arrays inherit the key, so every number inside
 * `coordinates.points` or `embeddings` is a float); any other integer-valued number is an int, and a
 * non-integer number is always a float.
 *
 * Float fields (upstream types, core §1.2): `points` (pdfminer and layout-model boxes are floats),
 * `detection_class_prob`, `routing_score`, `segment_start_seconds`, `segment_end_seconds`,
 * `embeddings`, `confidence` (key_value_pairs), plus any ad-hoc key ending in `_score`, `_prob`,
 * `_probability` or `similarity` (similarity-like scores).
 *
 * Deliberately NOT floats: `layout_width` / `layout_height`. Upstream writes them as ints in practice:
 * the fast PDF strategy takes them from the page MediaBox (`"layout_width": 612` next to points like
 * `[72.0, 72.69200000000001]` in upstream's ingest fixtures) and hi_res takes them from the image size
 * (`"layout_height": 1166` in core §3.1). A fractional size is still written as a float.
 */

/** Object keys whose numbers are Python floats, even when integer-valued. */
export const PYTHON_FLOAT_KEYS: ReadonlySet<string> = new Set([
  'points',
  'detection_class_prob',
  'routing_score',
  'segment_start_seconds',
  'segment_end_seconds',
  'embeddings',
  'confidence',
])

const FLOAT_SUFFIXES = ['_score', '_prob', '_probability', 'similarity'] as const

/** True when numbers under `key` are written as Python floats (see the module rule). */
export function isPythonFloatKey(key: string, floatKeys: ReadonlySet<string> = PYTHON_FLOAT_KEYS): boolean {
  if (floatKeys.has(key)) return true
  // Suffixes only extend the default rule; a caller passing its own set gets exactly that set.
  return floatKeys === PYTHON_FLOAT_KEYS && FLOAT_SUFFIXES.some((suffix) => key.endsWith(suffix))
}
