import { stat } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { describeError, exitCodeFor, EXIT_UNREADABLE } from '../../src/batch/exit-code.js'

describe('a missing input file', () => {
  it('is "docparts: no such file: PATH", exit 3, not the raw ENOENT message', async () => {
    const path = '/nonexistent/docparts/report.pdf'
    const error = await stat(path).catch((e: unknown) => e)

    expect(describeError(error)).toBe(`docparts: no such file: ${path}`)
    expect(exitCodeFor(error)).toBe(EXIT_UNREADABLE)
  })
})
