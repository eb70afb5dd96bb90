import { describe, expect, it } from 'vitest'
import { isPythonFloatKey, PYTHON_FLOAT_KEYS } from '../../src/serialize/python-float-keys.js'

describe('isPythonFloatKey', () => {
  it('treats coordinate points, probabilities, scores, timings and embeddings as floats', () => {
    for (const key of ['points', 'detection_class_prob', 'routing_score', 'segment_start_seconds', 'embeddings', 'confidence']) {
      expect(isPythonFloatKey(key)).toBe(true)
    }
  })

  it('treats ad-hoc score-like keys as floats under the default rule', () => {
    expect(['relevance_score', 'match_prob', 'class_probability', 'similarity'].map((key) => isPythonFloatKey(key))).toEqual([true, true, true, true])
  })

  it('treats page numbers, depths and layout sizes as ints', () => {
    expect(['page_number', 'category_depth', 'layout_width', 'layout_height', 'start_index'].some((key) => isPythonFloatKey(key))).toBe(false)
  })

  it('applies no suffix rule to a caller-supplied set', () => {
    expect(isPythonFloatKey('relevance_score', new Set(['points']))).toBe(false)
    expect(isPythonFloatKey('points', new Set(['points']))).toBe(true)
    expect(PYTHON_FLOAT_KEYS.has('layout_width')).toBe(false)
  })
})
