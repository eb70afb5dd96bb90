/**
 * The hostile harness's slice (scripts/hostile): bombs of every kind at small sizes and a few seeded
 * mutants of the fixtures, each in its own child process under a time limit and a memory cap. Every file
 * must end in elements, a typed error or a warning (or nothing, for an empty or blank input): never a
 * crash, a timeout or running out of memory; and the errors that come out are only the typed ones.
 * Runs on the built package (`npm test` builds first).
 */
import { describe, expect, test } from 'vitest'
import { runHostile } from '../../scripts/hostile/run-hostile.js'
import { FAILURES } from '../../scripts/hostile/run-file.js'

/** The error classes a hostile input may give: what the server maps to 4xx and the CLI to exit 2 or 3. */
const TYPED = new Set(['DocumentError', 'LimitExceededError', 'DecompressionLimitError', 'UnsupportedFileTypeError', 'ValidationError'])

describe('hostile harness slice', () => {
  test('every hostile file ends in elements, a typed error or a warning, within the time and memory limits', { timeout: 300_000 }, async () => {
    const results = await runHostile({ jobs: 2, timeoutS: 60, memoryMB: 1536 })
    expect(results.length).toBeGreaterThan(25)
    expect(results.filter((r) => FAILURES.has(r.outcome)).map((r) => `${r.outcome}: ${r.path} ${r.detail}`)).toEqual([])
    const classes = new Set(results.flatMap((r) => (r.errorClass === undefined ? [] : [r.errorClass])))
    expect([...classes].filter((c) => !TYPED.has(c))).toEqual([])
    // the bombs are refused or cut short, never read whole
    const bomb = results.find((r) => r.path.endsWith('flate-bomb.pdf'))!
    expect(bomb.outcome).toBe('warning')
    expect(bomb.detail).toMatch(/maxStreamBytes/)
  })
})
