import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { writeBatchCorpus } from '../../fixtures/batch/write-batch-corpus.js'
import type { ManifestEntry } from '../../src/batch/run-manifest.js'
import { main } from '../../src/cli/main.js'
import { openPartitionQueue } from '../../src/queue/bullmq-adapter.js'
import { outputTree } from '../batch/output-tree.js'
import { startRedisServer } from './redis-server.js'
import type { RedisServer } from './redis-server.js'

const CHILD = join(import.meta.dirname, '..', 'batch', 'run-cli-child.ts')
const workdir = () => mkdtempSync(join(tmpdir(), 'docparts-queue-'))
let redis: RedisServer
const workers: ChildProcess[] = []

beforeAll(async () => {
  redis = await startRedisServer()
})
afterAll(async () => {
  for (const worker of workers) worker.kill('SIGKILL')
  await redis.stop()
})

async function run(...argv: string[]) {
  let stdout = ''
  let stderr = ''
  const code = await main(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) })
  return { code, stdout, stderr }
}

/** A `docparts worker` child process, resolved once it takes jobs. */
function startWorker(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, 'worker', '--redis', redis.url, '--concurrency', '1', '--lock-seconds', '2'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    workers.push(child)
    let said = ''
    child.stderr!.on('data', (chunk: Buffer) => {
      said += chunk.toString()
      if (said.includes('taking jobs')) resolve(child)
    })
    child.on('exit', (code) => reject(new Error(`the worker exited (${code}): ${said}`)))
  })
}

const manifestLines = (out: string): ManifestEntry[] =>
  existsSync(join(out, 'docparts-manifest.jsonl'))
    ? readFileSync(join(out, 'docparts-manifest.jsonl'), 'utf8')
        .split('\n')
        .filter((line) => line.endsWith('}'))
        .map((line) => JSON.parse(line) as ManifestEntry)
    : []

test('three workers, one killed with kill -9 mid-run: every file ends exactly once, outputs identical to a local run, failures typed', async () => {
  const input = workdir()
  const files = await writeBatchCorpus(input, 24)
  writeFileSync(
    join(input, 'noise.bin'),
    new Uint8Array(256).map((_, i) => (i * 31 + 7) % 256),
  )
  const local = workdir()
  const distributed = join(workdir(), 'not-yet-created')
  await run('partition', input, '--out-dir', local, '--jobs', '2')
  const [victim] = await Promise.all([startWorker(), startWorker(), startWorker()])

  const kill = setInterval(() => {
    if (manifestLines(distributed).length >= 6 && victim!.exitCode === null && victim!.signalCode === null) victim!.kill('SIGKILL')
  }, 10)
  const result = await run('partition', input, '--out-dir', distributed, '--queue', redis.url).finally(() => clearInterval(kill))

  expect(victim!.signalCode).toBe('SIGKILL')
  expect(result.code).toBe(3) // noise.bin
  expect(result.stderr).toContain(`${files.length} of ${files.length + 1} files partitioned`)
  const lines = manifestLines(distributed)
  expect(lines).toHaveLength(files.length + 1)
  expect(lines.filter((line) => line.status === 'done')).toHaveLength(files.length)
  const queue = await openPartitionQueue(redis.url)
  const counts = await queue.counts()
  const noise = lines.find((line) => line.file === 'noise.bin')!
  await queue.close()
  expect(counts).toMatchObject({ completed: files.length, failed: 1, active: 0, waiting: 0, delayed: 0 })
  expect(noise.error).toMatchObject({ name: 'UnsupportedFileTypeError' })
  expect(JSON.parse(readFileSync(join(distributed, 'failures.json'), 'utf8'))[0].error.name).toBe('UnsupportedFileTypeError')
  expect(outputTree(distributed)).toEqual(outputTree(local))

  // the submitter forgets everything (its manifest gone) and submits again: the jobs are found, none is added
  rmSync(join(distributed, 'docparts-manifest.jsonl'))
  rmSync(join(input, 'noise.bin'))
  const again = await run('partition', input, '--out-dir', distributed, '--queue', redis.url)
  const reopened = await openPartitionQueue(redis.url)
  expect(again.code).toBe(0)
  expect(again.stderr).toContain(`${files.length} of ${files.length} files partitioned`)
  expect(await reopened.counts()).toMatchObject({ completed: files.length, failed: 1 })
  await reopened.close()
  expect(outputTree(distributed)).toEqual(outputTree(local))
})
