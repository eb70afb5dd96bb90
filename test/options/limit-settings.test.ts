import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { LIMIT_NAMES } from '../../src/document-limits.js'
import { LimitSettingError, limitsFromEnv, limitsFromFlags, limitsTable } from '../../src/options/limit-settings.js'

describe('limit settings', () => {
  test('every limit has a flag and an environment variable, read as whole numbers', () => {
    expect(limitsFromFlags({ 'max-pdf-objects': '1000', 'timeout-ms': '0', jobs: '4' })).toEqual({ maxPdfObjects: 1000, timeoutMs: 0 })
    expect(limitsFromEnv({ DOCPARTS_MAX_LINE_LENGTH: ' 500 ', DOCPARTS_MAX_ELEMENTS: '' })).toEqual({ maxLineLength: 500 })
    expect(() => limitsFromFlags({ 'max-elements': '0' })).toThrow(LimitSettingError)
    expect(() => limitsFromFlags({ 'max-elements': '1e6' })).toThrow(/--max-elements takes a whole number/)
  })

  test('the README hostile-input section has the table of every limit, as generated', () => {
    const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8')
    expect(readme).toContain(limitsTable())
    expect(limitsTable().split('\n')).toHaveLength(LIMIT_NAMES.length + 2)
  })
})
