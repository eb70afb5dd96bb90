/**
 * @module scripts/soak/run-soak
 * `npm run soak -- [--minutes 10] [--clients 8] [--budget-mb 2048] [--repo DIR] [--dist] [--corpus DIR] [--out FILE]`
 *
 * The server under hostile load (issue 18): starts a real `docparts serve` on 127.0.0.1, posts every
 * normal file once to a quiet server (the reference outputs), then lets `clients` concurrent clients send
 * a seeded mix of normal files (60 % small, 20 % large) and hostile ones (20 %, ./soak-hostile-files.ts)
 * for `minutes`. Meanwhile it samples, every 100 ms, the resident memory of the server and all its
 * descendants from /proc. It reports, and checks against issue 18's "Server soak":
 * - crashes: the server process ending on its own, or a request failing at the connection (the server
 *   is then restarted so the run goes on); worker processes that died show as 5xx/422 answers;
 * - normal outputs that differ from the quiet run (status or body);
 * - the peak resident memory of the server and its children (their sum), against `--budget-mb`
 *   (default DOCPARTS_MEMORY_BUDGET_MB, else 2048);
 * - p50/p95 latency of the small normal files (./soak-file.ts), against 2 s.
 * `--repo DIR` soaks another checkout (e.g. `git archive` of an older commit with node_modules linked);
 * the server's settings come from the environment (DOCPARTS_*). Exit code 0 when every check passes.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { processTreeRss } from '../../src/node/process-tree-rss.js'
import { seededRandom } from '../hostile/seeded-random.js'
import { isSmallNormal } from './soak-file.js'
import type { SoakFile } from './soak-file.js'
import { soakHostileFiles } from './soak-hostile-files.js'
import { soakNormalFiles } from './soak-normal-files.js'
import { startSoakServer } from './soak-server.js'
import type { SoakServer } from './soak-server.js'

const REPO = fileURLToPath(new URL('../../', import.meta.url))
const CLIENT_TIMEOUT_MS = 300_000
const SAMPLE_MS = 100
const MIB = 1024 * 1024

interface Settings {
  minutes: number
  clients: number
  budgetMb: number
  repo: string
  dist: boolean
  corpus: string
  out: string | undefined
  seed: number
  p95LimitMs: number
}

function settings(argv: readonly string[]): Settings {
  const value = (name: string): string | undefined => {
    const index = argv.indexOf(`--${name}`)
    return index === -1 ? undefined : argv[index + 1]
  }
  const number = (name: string, fallback: number): number => {
    const raw = value(name)
    if (raw === undefined) return fallback
    const parsed = Number(raw)
    if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`--${name} takes a positive number; got '${raw}'.`)
    return parsed
  }
  return {
    minutes: number('minutes', 10),
    clients: number('clients', 8),
    budgetMb: number('budget-mb', Number(process.env.DOCPARTS_MEMORY_BUDGET_MB ?? 2048)),
    repo: value('repo') ?? REPO,
    dist: argv.includes('--dist'),
    corpus: value('corpus') ?? join(REPO, '../shared/corpus'),
    out: value('out'),
    seed: number('seed', 18),
    p95LimitMs: 2000,
  }
}

interface Answer {
  status: number
  body: string
  ms: number
  /** A failure below HTTP (connection refused or reset, client timeout). */
  error?: string
}

async function post(url: string, file: SoakFile): Promise<Answer> {
  const form = new FormData()
  form.append('files', new Blob([file.bytes]), file.name)
  for (const [name, fieldValue] of Object.entries(file.fields ?? {})) form.append(name, fieldValue)
  const started = performance.now()
  try {
    const response = await fetch(`${url}/general/v0/general`, { method: 'POST', body: form, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) })
    const body = await response.text()
    return { status: response.status, body, ms: performance.now() - started }
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code
    return { status: 0, body: '', ms: performance.now() - started, error: cause ?? (error as Error).name }
  }
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

interface Outcome {
  file: string
  kind: 'small' | 'large' | 'hostile'
  status: number
  ms: number
  error?: string
  mismatch?: boolean
  /** The start of a differing answer's body (what a 500 said). */
  differing?: string
}

async function main(): Promise<number> {
  const config = settings(process.argv.slice(2))
  const log = (line: string): void => void process.stderr.write(`soak: ${line}\n`)
  log(`building files (corpus: ${config.corpus})…`)
  const normal = await soakNormalFiles(config.corpus)
  const hostile = await soakHostileFiles()
  const small = normal.filter(isSmallNormal)
  const large = normal.filter((file) => !isSmallNormal(file))
  log(`${small.length} small normal, ${large.length} large normal, ${hostile.length} hostile files`)

  const crashes: string[] = []
  /** Requests with no answer within CLIENT_TIMEOUT_MS (the server alive): a normal one also counts as a differing output. */
  const timeouts: string[] = []
  let server: SoakServer = await startSoakServer({ repo: config.repo, dist: config.dist, env: process.env, args: [] })
  let stopping = false
  const watch = (current: SoakServer): void =>
    void current.exited.then(async (how) => {
      if (stopping || current !== server) return
      crashes.push(`server ended by itself (${how}): ${current.stderrTail().slice(-1500)}`)
      log(`server ended (${how}); restarting`)
      server = await startSoakServer({ repo: config.repo, dist: config.dist, env: process.env, args: [] })
      watch(server)
    })
  watch(server)

  // memory: the server and all its descendants, every 100 ms
  let peakBytes = 0
  let peakProcesses = 0
  let samples = 0
  let sumBytes = 0
  const sampler = setInterval(() => {
    const pid = server.child.pid
    const tree = pid === undefined ? undefined : processTreeRss(pid)
    if (tree === undefined) return
    samples++
    sumBytes += tree.total
    peakBytes = Math.max(peakBytes, tree.total)
    peakProcesses = Math.max(peakProcesses, tree.byPid.size)
  }, SAMPLE_MS)

  // the quiet run: each normal file alone, twice (the first warms the workers up); the second is the reference
  log('quiet run…')
  const reference = new Map<string, Answer>()
  const quietMs = new Map<string, number>()
  for (let pass = 0; pass < 2; pass++) {
    for (const file of normal) {
      const answer = await post(server.url, file)
      reference.set(file.name, answer)
      quietMs.set(file.name, answer.ms)
    }
  }
  const quietPeakBytes = peakBytes
  const quietSmall = small.map((file) => quietMs.get(file.name)!)

  log(`load: ${config.clients} clients for ${config.minutes} min…`)
  const records: Outcome[] = []
  const end = Date.now() + config.minutes * 60_000
  const random = seededRandom(config.seed)
  const client = async (): Promise<void> => {
    while (Date.now() < end) {
      const roll = random()
      const [group, kind] = roll < 0.6 ? [small, 'small' as const] : roll < 0.8 ? [large, 'large' as const] : [hostile, 'hostile' as const]
      if (group.length === 0) continue
      const file = group[Math.floor(random() * group.length)]!
      const answer = await post(server.url, file)
      const record: Outcome = { file: file.name, kind, status: answer.status, ms: answer.ms }
      if (answer.error !== undefined) {
        record.error = answer.error
        if (answer.error === 'TimeoutError') timeouts.push(file.name)
        else crashes.push(`${file.name}: request failed at the connection (${answer.error})`)
      }
      if (file.kind === 'normal') {
        const quiet = reference.get(file.name)!
        record.mismatch = answer.status !== quiet.status || answer.body !== quiet.body
        if (record.mismatch) {
          record.differing = answer.body.slice(0, 400)
          if (config.out !== undefined) {
            writeFileSync(`${config.out}.${file.name}.${records.length}.differs`, answer.body)
            writeFileSync(`${config.out}.${file.name}.quiet`, quiet.body)
          }
        }
      }
      records.push(record)
    }
  }
  await Promise.all(Array.from({ length: config.clients }, client))
  const alive = server.child.exitCode === null && server.child.signalCode === null
  stopping = true
  clearInterval(sampler)
  await server.stop()

  // the report
  const smallMs = records.filter((r) => r.kind === 'small' && r.error === undefined).map((r) => r.ms)
  const byFile = new Map<string, Outcome[]>()
  for (const record of records) byFile.set(record.file, [...(byFile.get(record.file) ?? []), record])
  const files = [...byFile.entries()]
    .map(([file, list]) => {
      const statuses: { [status: string]: number } = {}
      for (const r of list)
        statuses[r.status === 0 ? (r.error ?? 'error') : String(r.status)] =
          (statuses[r.status === 0 ? (r.error ?? 'error') : String(r.status)] ?? 0) + 1
      return {
        file,
        kind: list[0]!.kind,
        requests: list.length,
        statuses,
        mismatches: list.filter((r) => r.mismatch === true).length,
        quietMs: quietMs.has(file) ? Math.round(quietMs.get(file)!) : undefined,
        p50Ms: Math.round(
          percentile(
            list.map((r) => r.ms),
            50,
          ),
        ),
        maxMs: Math.round(Math.max(...list.map((r) => r.ms))),
      }
    })
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.file.localeCompare(b.file))
  const mismatches = records.filter((r) => r.mismatch === true)
  const report = {
    repo: config.repo,
    minutes: config.minutes,
    clients: config.clients,
    requests: records.length,
    crashes,
    clientTimeouts: timeouts.length,
    serverAliveAtEnd: alive,
    mismatches: mismatches.length,
    mismatchedFiles: [...new Set(mismatches.map((r) => `${r.file} (${r.status})`))],
    differingAnswers: [...new Set(mismatches.map((r) => `${r.status} ${r.differing ?? ''}`))].slice(0, 20),
    peakRssMb: Math.round(peakBytes / MIB),
    quietPeakRssMb: Math.round(quietPeakBytes / MIB),
    meanRssMb: Math.round(sumBytes / Math.max(1, samples) / MIB),
    peakProcesses,
    budgetMb: config.budgetMb,
    small: {
      requests: smallMs.length,
      quietP50Ms: Math.round(percentile(quietSmall, 50)),
      p50Ms: Math.round(percentile(smallMs, 50)),
      p95Ms: Math.round(percentile(smallMs, 95)),
      maxMs: Math.round(Math.max(...smallMs)),
    },
    files,
  }
  const checks = {
    'zero crashes': crashes.length === 0 && alive,
    'normal outputs identical to the quiet run': mismatches.length === 0,
    [`peak RSS under the budget (${config.budgetMb} MiB)`]: report.peakRssMb <= config.budgetMb,
    [`small files' p95 <= ${config.p95LimitMs} ms`]: report.small.p95Ms <= config.p95LimitMs,
  }
  if (config.out !== undefined) writeFileSync(config.out, JSON.stringify({ ...report, checks }, null, 2))

  const lines = [
    `requests ${report.requests} in ${config.minutes} min, ${config.clients} clients; crashes ${crashes.length}; no answer within ${CLIENT_TIMEOUT_MS / 1000} s: ${timeouts.length}; server alive at the end: ${alive}`,
    `normal outputs differing from the quiet run: ${report.mismatches}${report.mismatchedFiles.length > 0 ? ` (${report.mismatchedFiles.join(', ')})` : ''}`,
    `peak RSS (server + children) ${report.peakRssMb} MiB (quiet run ${report.quietPeakRssMb} MiB, mean under load ${report.meanRssMb} MiB, up to ${peakProcesses} processes); budget ${config.budgetMb} MiB`,
    `small normal files: ${report.small.requests} requests, p50 ${report.small.p50Ms} ms, p95 ${report.small.p95Ms} ms, max ${report.small.maxMs} ms (quiet p50 ${report.small.quietP50Ms} ms)`,
    '',
    'kind     file                                   n  statuses                         quiet ms  p50 ms  max ms',
    ...files.map(
      (f) =>
        `${f.kind.padEnd(8)} ${f.file.padEnd(36)} ${String(f.requests).padStart(3)}  ${JSON.stringify(f.statuses).padEnd(32)} ${String(f.quietMs ?? '').padStart(8)} ${String(f.p50Ms).padStart(7)} ${String(f.maxMs).padStart(7)}${f.mismatches > 0 ? `  MISMATCH ×${f.mismatches}` : ''}`,
    ),
    '',
    ...Object.entries(checks).map(([name, ok]) => `${ok ? 'PASS' : 'FAIL'}  ${name}`),
    ...crashes.slice(0, 10).map((crash) => `crash: ${crash}`),
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
  return Object.values(checks).every(Boolean) ? 0 : 1
}

process.exitCode = await main()
