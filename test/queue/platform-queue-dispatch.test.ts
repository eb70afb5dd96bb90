import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { openPlatform } from '../../src/platform/open-platform.js'
import { openPartitionQueue } from '../../src/queue/bullmq-adapter.js'
import { writeMixedDocuments } from '../platform/mixed-documents.js'
import { startRedisServer } from './redis-server.js'
import type { RedisServer } from './redis-server.js'

const CHILD = join(import.meta.dirname, '..', 'batch', 'run-cli-child.ts')
let redis: RedisServer
let worker: ChildProcess

beforeAll(async () => {
  redis = await startRedisServer()
  worker = await new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, 'worker', '--redis', redis.url, '--concurrency', '2'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let said = ''
    child.stderr!.on('data', (chunk: Buffer) => {
      said += chunk.toString()
      if (said.includes('taking jobs')) resolve(child)
    })
    child.on('exit', (code) => reject(new Error(`the worker exited (${code}): ${said}`)))
  })
})
afterAll(async () => {
  worker.kill('SIGKILL')
  await redis.stop()
})

function tree(dir: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files[relative(dir, join(entry.parentPath, entry.name))] = readFileSync(join(entry.parentPath, entry.name), 'utf8')
  }
  return files
}

async function runWorkflow(dir: string, input: string, output: string, queue?: string) {
  const platform = openPlatform({ databasePath: join(dir, `platform-${queue === undefined ? 'local' : 'queue'}.db`), workers: 0, queue })
  const source = platform.store.createConnector('source', { name: 'in', type: 'local', config: { input_path: input, recursive: true } })
  const sink = platform.store.createConnector('destination', { name: 'out', type: 'local', config: { output_dir: output } })
  const partitionNode = {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'P',
    type: 'partition',
    subtype: 'fast',
    settings: { include_page_breaks: true },
  }
  const workflow = platform.store.createWorkflow({
    name: 'mixed',
    workflow_type: 'custom',
    source_id: source.id,
    destination_id: sink.id,
    schedule: null,
    template_id: null,
    reprocess_all: false,
    workflow_nodes: [partitionNode],
  })
  const job = platform.runner.runWorkflow(workflow.id, { start: false })!
  const final = await platform.runner.execute(job.id)
  await platform.close()
  return final
}

test('a workflow whose files are dispatched to the queue finishes COMPLETED with the same outputs as without it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'docparts-platform-queue-'))
  const ids = await writeMixedDocuments(join(dir, 'in'), 12)

  const local = await runWorkflow(dir, join(dir, 'in'), join(dir, 'out-local'))
  const queued = await runWorkflow(dir, join(dir, 'in'), join(dir, 'out-queue'), redis.url)

  expect(local.status).toBe('COMPLETED')
  expect(queued.status).toBe('COMPLETED')
  expect(queued.message).toBeNull()
  expect(Object.keys(tree(join(dir, 'out-queue')))).toHaveLength(ids.length)
  expect(tree(join(dir, 'out-queue'))).toEqual(tree(join(dir, 'out-local')))
  const queue = await openPartitionQueue(redis.url)
  expect(await queue.counts()).toMatchObject({ completed: ids.length, failed: 0 })
  await queue.close()
})
