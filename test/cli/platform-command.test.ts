import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { main } from '../../src/cli/main.js'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'docparts-cli-platform-'))
  mkdirSync(join(dir, 'in'))
  writeFileSync(join(dir, 'in', 'a.txt'), 'Hello there.\n\nA paragraph of text.')
  writeFileSync(join(dir, 'in', 'b.md'), '# Title\n\nBody.')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = ''
  let err = ''
  const code = await main([...argv, '--data-dir', join(dir, 'data')], { stdout: (t) => (out += t), stderr: (t) => (err += t) })
  return { code, out, err }
}

describe('docparts workflow / job', () => {
  it('creates a workflow on a local folder, runs it in the foreground, and lists, gets and cancels jobs on the same store', async () => {
    const nodes = JSON.stringify([{ name: 'P', type: 'partition', subtype: 'fast' }])
    const created = await run(
      'workflow',
      'create',
      '--name',
      'cli',
      '--input-path',
      join(dir, 'in'),
      '--output-dir',
      join(dir, 'out'),
      '--nodes',
      nodes,
    )
    expect(created.code).toBe(0)
    const workflow = JSON.parse(created.out)
    expect(workflow).toMatchObject({ name: 'cli', workflow_type: 'custom', status: 'active' })
    expect(JSON.parse((await run('workflow', 'list')).out).map((w: any) => w.id)).toEqual([workflow.id])

    const ran = await run('workflow', 'run', workflow.id)
    expect(ran.code).toBe(0)
    const job = JSON.parse(ran.out)
    expect(job).toMatchObject({ status: 'COMPLETED', input_file_ids: ['a.txt', 'b.md'] })
    expect(JSON.parse(readFileSync(join(dir, 'out', 'b.md.json'), 'utf8'))[0].type).toBe('Title')

    expect(JSON.parse((await run('job', 'get', job.id)).out).status).toBe('COMPLETED')
    expect(JSON.parse((await run('job', 'list', '--workflow-id', workflow.id)).out)).toHaveLength(1)
    const queued = JSON.parse((await run('workflow', 'run', workflow.id, '--no-wait')).out)
    expect(queued.status).toBe('SCHEDULED')
    expect(JSON.parse((await run('job', 'cancel', queued.id)).out).status).toBe('STOPPED')
  })

  it('exits 2 with a message for an unknown workflow id', async () => {
    const result = await run('workflow', 'run', 'fcdc4994-eea5-425c-91fa-e03f2bd8030d')
    expect(result.code).toBe(2)
    expect(result.err).toMatch(/Workflow fcdc4994-eea5-425c-91fa-e03f2bd8030d not found/)
  })
})
