/**
 * @module scripts/hostile/run-file
 * One harness file in its own child process (./partition-one.mjs, plain Node) under a time limit and a memory cap (a
 * V8 heap limit, and the child's resident set watched in /proc: over the cap it is killed as out of
 * memory; an address-space cap is not used, as V8 reserves far more address space than it uses), classified: `elements`, `typed error` (a DocumentError
 * family, exit 2 or 3), `warning` (no elements, warnings given), `empty` (no elements, no warning: an
 * empty input), or the failures `crash` (a bug: exit 1, a signal, no report), `timeout`, `out of memory`.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export type Outcome = 'elements' | 'typed error' | 'warning' | 'empty' | 'crash' | 'timeout' | 'out of memory'

export const FAILURES: ReadonlySet<Outcome> = new Set(['crash', 'timeout', 'out of memory'])

export interface FileResult {
  path: string
  kind: string
  outcome: Outcome
  seconds: number
  rssMB?: number
  errorClass?: string
  detail: string
}

const CHILD = join(import.meta.dirname, 'partition-one.mjs')
const OOM = /heap out of memory|Array buffer allocation failed|invalid size error|Cannot allocate memory|std::bad_alloc|allocation failed/i

export function runFile(path: string, kind: string, limits: { timeoutS: number; memoryMB: number }): Promise<FileResult> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${limits.memoryMB}`, CHILD, path], { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c: Buffer) => void (stdout += c.toString()))
    child.stderr.on('data', (c: Buffer) => void (stderr = (stderr + c.toString()).slice(-4000)))
    let timedOut = false
    let overMemory = false
    let peakKB = 0
    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGKILL')
    }, limits.timeoutS * 1000)
    const watch = setInterval(() => {
      peakKB = Math.max(peakKB, residentKB(child.pid))
      if (peakKB > limits.memoryMB * 1024) {
        overMemory = true
        child.kill('SIGKILL')
      }
    }, 100)
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      clearInterval(watch)
      const seconds = (performance.now() - started) / 1000
      const base = { path, kind, seconds }
      const line = stdout.trim().split('\n').pop() ?? ''
      let report: { elements?: number; warnings?: string[]; error?: { name: string; message: string }; exitCode?: number; rssKB?: number } | undefined
      try {
        report = JSON.parse(line) as typeof report
      } catch {
        report = undefined
      }
      if (overMemory)
        return resolve({
          ...base,
          outcome: 'out of memory',
          rssMB: Math.round(peakKB / 1024),
          detail: `killed at ${Math.round(peakKB / 1024)} MB resident`,
        })
      if (timedOut) return resolve({ ...base, outcome: 'timeout', detail: `killed after ${limits.timeoutS} s` })
      if (report === undefined) {
        const outcome: Outcome = OOM.test(stderr) ? 'out of memory' : 'crash'
        return resolve({ ...base, outcome, detail: `exit ${code ?? signal}: ${lastLine(stderr)}` })
      }
      const rssMB = Math.round((report.rssKB ?? 0) / 1024)
      if (report.error !== undefined) {
        const { name, message } = report.error
        const outcome: Outcome = report.exitCode === 2 || report.exitCode === 3 ? 'typed error' : OOM.test(message) ? 'out of memory' : 'crash'
        return resolve({ ...base, outcome, rssMB, errorClass: name, detail: `${name}: ${message}` })
      }
      const warnings = report.warnings ?? []
      const outcome: Outcome = (report.elements ?? 0) > 0 ? 'elements' : warnings.length > 0 ? 'warning' : 'empty'
      resolve({
        ...base,
        outcome,
        rssMB,
        detail: `${report.elements} elements, ${warnings.length} warnings${warnings.length > 0 ? `: ${warnings[0]!.slice(0, 160)}` : ''}`,
      })
    })
  })
}

/** The resident set of a process in KiB (Linux /proc), 0 when it cannot be read. */
function residentKB(pid: number | undefined): number {
  if (pid === undefined) return 0
  try {
    const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'latin1'))
    return match === null ? 0 : Number(match[1])
  } catch {
    return 0
  }
}

function lastLine(text: string): string {
  return text
    .trim()
    .split('\n')
    .filter((l) => !/^\s+at /.test(l))
    .slice(-2)
    .join(' ')
    .slice(0, 300)
}
