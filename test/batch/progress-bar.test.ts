import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { startProgress } from '../../src/batch/progress-bar.js'

function stream(isTTY: boolean): PassThrough & { isTTY: boolean; written: () => string } {
  const out = new PassThrough() as PassThrough & { isTTY: boolean; written: () => string; columns: number }
  const chunks: Buffer[] = []
  out.on('data', (chunk: Buffer) => chunks.push(chunk))
  out.isTTY = isTTY
  out.columns = 120
  out.written = () => Buffer.concat(chunks).toString('utf8')
  return out
}

describe('startProgress', () => {
  it('draws nothing when stderr is not a terminal (a file or a pipe)', () => {
    const out = stream(false)

    const progress = startProgress(2, out)
    progress.tick('a.txt')
    progress.tick('b.txt')
    progress.stop()

    expect(out.written()).toBe('')
  })

  it('draws the bar with the count and the file on a terminal', () => {
    const out = stream(true)

    const progress = startProgress(2, out)
    progress.tick('a.txt')
    progress.stop()

    expect(out.written()).toContain('1/2 files')
    expect(out.written()).toContain('a.txt')
  })
})
