/**
 * bullmq is an optional peer dependency: without it, the queue features say which package to install
 * (a MissingPackageError, CLI exit 2) and the rest of the CLI does not notice.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const CHILD = join(import.meta.dirname, '..', 'batch', 'run-cli-child.ts')
const HIDE_BULLMQ = join(import.meta.dirname, 'hide-bullmq.mjs')

function cliWithoutBullmq(args: string[]): { status: number | null; stderr: string; stdout: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--import', HIDE_BULLMQ, CHILD, ...args], { encoding: 'utf8', timeout: 60_000 })
  return { status: run.status, stderr: run.stderr, stdout: run.stdout }
}

describe('without bullmq installed', () => {
  it('docparts worker exits 2 with a message naming bullmq and how to install it', () => {
    const run = cliWithoutBullmq(['worker', '--redis', 'redis://127.0.0.1:1'])

    expect(run.status).toBe(2)
    expect(run.stderr).toContain(
      'The partition queue (docparts partition --queue, docparts worker, the platform setting queue) needs the optional package bullmq, which is not installed. Install it with: npm install bullmq',
    )
  })

  it('the other commands run as before', () => {
    const run = cliWithoutBullmq(['partition', join(import.meta.dirname, '..', '..', 'fixtures', 'samples', 'field-report.html')])

    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    expect(JSON.parse(run.stdout).length).toBeGreaterThan(0)
  })
})
