import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openPlatform } from '../../src/platform/open-platform.js'
import type { Platform } from '../../src/platform/open-platform.js'
import { openDatabase } from '../../src/platform/sqlite.js'
import { writeMixedDocuments } from './mixed-documents.js'

let dir: string
let platforms: Platform[] = []

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'docparts-runner-'))
})
afterEach(async () => {
  for (const platform of platforms) await platform.close().catch(() => undefined)
  platforms = []
  rmSync(dir, { recursive: true, force: true })
})

function open(options: Parameters<typeof openPlatform>[0] = {}): Platform {
  const platform = openPlatform({ databasePath: join(dir, 'platform.db'), workers: 0, ...options })
  platforms.push(platform)
  return platform
}

function localWorkflow(platform: Platform, destination: { type: string; config: Record<string, unknown> }, reprocessAll = false) {
  const source = platform.store.createConnector('source', { name: 'in', type: 'local', config: { input_path: join(dir, 'in'), recursive: true } })
  const sink = platform.store.createConnector('destination', { name: 'out', ...destination })
  return platform.store.createWorkflow({
    name: 'mixed',
    workflow_type: 'custom',
    source_id: source.id,
    destination_id: sink.id,
    schedule: null,
    template_id: null,
    reprocess_all: reprocessAll,
    workflow_nodes: [
      { id: '11111111-1111-4111-8111-111111111111', name: 'P', type: 'partition', subtype: 'unstructured_api', settings: { strategy: 'fast' } },
      { id: '22222222-2222-4222-8222-222222222222', name: 'C', type: 'chunk', subtype: 'chunk_by_character', settings: { max_characters: 300 } },
    ],
  })
}

describe('job runner', () => {
  it('runs 100 generated mixed documents on the worker pool with every output in the local destination', async () => {
    const ids = await writeMixedDocuments(join(dir, 'in'), 100)
    const platform = open({ workers: 2 })
    const workflow = localWorkflow(platform, { type: 'local', config: { output_dir: join(dir, 'out') } })
    const job = platform.runner.runWorkflow(workflow.id)!
    const final = await platform.runner.execute(job.id)
    expect(final.status).toBe('COMPLETED')
    expect(final.message).toBeNull()
    expect(final.input_file_ids).toEqual(ids)
    expect(platform.store.jobFiles(job.id).every((file) => file.status === 'success')).toBe(true)
    for (const id of ids) {
      const elements = JSON.parse(readFileSync(join(dir, 'out', `${id}.json`), 'utf8')) as { type: string; metadata: { filename: string } }[]
      expect(elements.length, id).toBeGreaterThan(0)
      expect(elements[0]!.metadata.filename).toBe(id.split('/').pop())
    }
  }, 120_000)

  it('writes one row per element to a sqlite destination and skips unchanged files on the next run unless reprocess_all', async () => {
    await writeMixedDocuments(join(dir, 'in'), 6)
    const platform = open()
    const workflow = localWorkflow(platform, { type: 'sqlite', config: { path: join(dir, 'out.db'), table: 'chunks' } })
    const first = await platform.runner.execute(platform.runner.runWorkflow(workflow.id, { start: false })!.id)
    expect(first.status).toBe('COMPLETED')
    const db = openDatabase(join(dir, 'out.db'))
    const rows = db.all<{ record_id: string; n: number }>('SELECT record_id, count(*) AS n FROM chunks GROUP BY record_id ORDER BY record_id')
    expect(rows.map((row) => row.record_id)).toEqual(first.input_file_ids)
    const total = db.get<{ n: number }>('SELECT count(*) AS n FROM chunks')!.n
    const second = await platform.runner.execute(platform.runner.runWorkflow(workflow.id, { start: false })!.id)
    expect(platform.store.jobFiles(second.id).map((file) => file.status)).toEqual(Array(6).fill('skipped'))
    platform.store.updateWorkflow(workflow.id, { reprocess_all: true })
    const third = await platform.runner.execute(platform.runner.runWorkflow(workflow.id, { start: false })!.id)
    expect(platform.store.jobFiles(third.id).map((file) => file.status)).toEqual(Array(6).fill('success'))
    expect(db.get<{ n: number }>('SELECT count(*) AS n FROM chunks')!.n).toBe(total)
    db.close()
  })

  it('fails a job whose source folder is missing, naming the folder', async () => {
    const platform = open()
    const workflow = localWorkflow(platform, { type: 'local', config: { output_dir: join(dir, 'out') } })
    const job = await platform.runner.execute(platform.runner.runWorkflow(workflow.id, { start: false })!.id)
    expect(job.status).toBe('FAILED')
    expect(job.message).toBe(`${join(dir, 'in')} does not exist.`)
  })

  it('marks a job left IN_PROGRESS by a dead process FAILED with a reason when recovery is "fail"', async () => {
    await writeMixedDocuments(join(dir, 'in'), 2)
    const first = open()
    const workflow = localWorkflow(first, { type: 'local', config: { output_dir: join(dir, 'out') } })
    const job = first.runner.runWorkflow(workflow.id, { start: false })!
    first.store.updateJob(job.id, { status: 'IN_PROGRESS', owner: 'elsewhere:1' })
    const second = open({ recovery: 'fail', runner: { isOwnerAlive: () => false } })
    expect(second.recovered).toEqual([job.id])
    const after = second.store.getJob(job.id)!
    expect(after.status).toBe('FAILED')
    expect(after.message).toMatch(/The process running this job \(elsewhere:1\) stopped before it finished/)
  })

  it('survives a SIGKILL mid-job: at restart the job resumes, finished outputs are kept and not redone, none stays IN_PROGRESS', async () => {
    await writeMixedDocuments(join(dir, 'in'), 40)
    const setup = open()
    const workflow = localWorkflow(setup, { type: 'local', config: { output_dir: join(dir, 'out') } })
    const job = setup.runner.runWorkflow(workflow.id, { start: false })!
    await setup.close()
    platforms = []

    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'run-job-child.ts'), join(dir, 'platform.db'), job.id], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (/done (1[0-9])\n/.test(chunk.toString())) {
          child.kill('SIGKILL')
          resolve()
        }
      })
      child.on('exit', () => resolve())
      child.on('error', reject)
    })
    await new Promise((resolve) => child.once('exit', resolve).once('close', resolve))
    expect(child.signalCode).toBe('SIGKILL')

    const db = openDatabase(join(dir, 'platform.db'))
    expect(db.get<{ status: string }>('SELECT status FROM jobs WHERE id = ?', [job.id])!.status).toBe('IN_PROGRESS')
    const finished = db.all<{ file_id: string }>("SELECT file_id FROM job_files WHERE job_id = ? AND status = 'success'", [job.id])
    db.close()
    expect(finished.length).toBeGreaterThanOrEqual(10)
    expect(finished.length).toBeLessThan(40)
    const writtenAt = new Map(finished.map((row) => [row.file_id, statSync(join(dir, 'out', `${row.file_id}.json`)).mtimeMs]))

    const restarted = open()
    expect(restarted.recovered).toEqual([job.id])
    await restarted.runner.idle()
    const final = restarted.store.getJob(job.id)!
    expect(final.status).toBe('COMPLETED')
    expect(restarted.store.jobsInStatus(['IN_PROGRESS', 'SCHEDULED'])).toEqual([])
    for (const id of final.input_file_ids!) expect(existsSync(join(dir, 'out', `${id}.json`)), id).toBe(true)
    for (const [id, mtime] of writtenAt) expect(statSync(join(dir, 'out', `${id}.json`)).mtimeMs, id).toBe(mtime)
  }, 120_000)
})
