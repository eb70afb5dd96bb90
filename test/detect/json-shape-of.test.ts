import { describe, expect, test } from 'vitest'
import { isNdjson, jsonShapeOf } from '../../src/detect/json-shape-of.js'

describe('jsonShapeOf', () => {
  test('calls an object or array that parses whole JSON, even on one line or pretty-printed', () => {
    expect(jsonShapeOf('{"a": 1}')).toBe('json')
    expect(jsonShapeOf('[\n  {"a": 1},\n  {"a": 2}\n]\n')).toBe('json')
    expect(jsonShapeOf('\uFEFF  {"a": {"b": [1, 2]}}')).toBe('json')
  })

  test('calls two or more lines that each parse NDJSON', () => {
    expect(jsonShapeOf('{"a": 1}\n{"a": 2}\n')).toBe('ndjson')
    expect(jsonShapeOf('{"a": 1}\r\n\r\n{"a": 2}')).toBe('ndjson')
  })

  test('accepts scalar lines only when asked for any JSON value', () => {
    expect(jsonShapeOf('1\n2\n3')).toBeUndefined()
    expect(jsonShapeOf('1\n2\n3', { lines: 'values' })).toBe('ndjson')
  })

  test('rejects text that is not JSON, including what Python would allow but strict parsing does not', () => {
    expect(jsonShapeOf('{"a": NaN}')).toBeUndefined()
    expect(jsonShapeOf('{\\rtf1 hello}')).toBeUndefined()
    expect(jsonShapeOf('[INFO] started')).toBeUndefined()
    expect(jsonShapeOf('"just a string"')).toBeUndefined()
    expect(jsonShapeOf('{"a": 1}\nnot json')).toBeUndefined()
  })

  test('judges a truncated head by its complete lines, else by how it opens', () => {
    expect(jsonShapeOf('{"a": 1}\n{"a": 2}\n{"a": ', { truncated: true })).toBe('ndjson')
    expect(jsonShapeOf('[\n  {"a": 1},\n  {"a": ', { truncated: true })).toBe('json')
    expect(jsonShapeOf('{"key": "a very long value', { truncated: true })).toBe('json')
    expect(jsonShapeOf('[INFO] a log line\n[INFO] another', { truncated: true })).toBeUndefined()
    expect(jsonShapeOf('{\\rtf1\\ansi', { truncated: true })).toBeUndefined()
  })
})

describe('isNdjson', () => {
  test('needs at least two records in a complete text', () => {
    expect(isNdjson('{"a": 1}\n')).toBe(false)
    expect(isNdjson('{"a": 1}\n', {}, 1)).toBe(true)
  })
})
