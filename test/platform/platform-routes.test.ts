import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createServer } from '../../src/server/create-server.js'
import { openPlatform } from '../../src/platform/open-platform.js'
import type { Platform } from '../../src/platform/open-platform.js'

type App = ReturnType<typeof createServer>
let dir: string
let platform: Platform
let app: App

async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: method as 'GET',
    url,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  })
  return { status: response.statusCode, body: response.body === '' ? undefined : (JSON.parse(response.body) as any) }
}

function setup(apiKey?: string): void {
  platform = openPlatform({ databasePath: join(dir, 'platform.db'), workers: 0 })
  app = createServer({ workers: 0, apiKey, platform })
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'docparts-routes-'))
  mkdirSync(join(dir, 'in'))
  writeFileSync(join(dir, 'in', 'a.txt'), 'A first paragraph of plain text.\n\nA second paragraph.')
  writeFileSync(join(dir, 'in', 'b.md'), '# Heading\n\nBody text under the heading.')
  writeFileSync(join(dir, 'in', 'broken.bin'), new Uint8Array([0, 159, 146, 150, 0, 1]))
})

afterEach(async () => {
  await app.close()
  await platform.close()
  rmSync(dir, { recursive: true, force: true })
})

async function makeWorkflow(extra: Record<string, unknown> = {}) {
  const source = await call('POST', '/api/v1/sources/', { name: 'in', type: 'local', config: { input_path: join(dir, 'in') } })
  const destination = await call('POST', '/api/v1/destinations/', { name: 'out', type: 'local', config: { output_dir: join(dir, 'out') } })
  const workflow = await call('POST', '/api/v1/workflows/', {
    name: 'wf',
    workflow_type: 'custom',
    source_id: source.body.id,
    destination_id: destination.body.id,
    workflow_nodes: [
      { name: 'Partitioner', type: 'partition', subtype: 'unstructured_api', settings: { strategy: 'fast' } },
      { name: 'Chunker', type: 'chunk', subtype: 'chunk_by_title', settings: { max_characters: 200 } },
    ],
    ...extra,
  })
  return { source: source.body, destination: destination.body, workflow: workflow.body }
}

async function waitForJob(id: string) {
  for (;;) {
    const job = await call('GET', `/api/v1/jobs/${id}`)
    if (job.body.status !== 'SCHEDULED' && job.body.status !== 'IN_PROGRESS') return job.body
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('platform routes on a SQLite file', () => {
  beforeEach(() => setup())

  it('creates, lists, gets, updates and deletes sources and destinations with and without the trailing slash', async () => {
    const created = await call('POST', '/api/v1/sources', { name: 's3 bucket', type: 's3', config: { remote_url: 's3://x' } })
    expect(created.status).toBe(200)
    expect(Object.keys(created.body).sort()).toEqual(['config', 'created_at', 'id', 'name', 'type', 'updated_at'])
    expect(created.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(created.body.updated_at).toBeNull()
    expect((await call('GET', '/api/v1/sources/')).body).toHaveLength(1)
    expect((await call('GET', `/api/v1/sources/${created.body.id}/`)).body.name).toBe('s3 bucket')
    const updated = await call('PUT', `/api/v1/sources/${created.body.id}`, { config: { remote_url: 's3://y' } })
    expect(updated.body.config).toEqual({ remote_url: 's3://y' })
    expect(updated.body.updated_at).not.toBeNull()
    expect((await call('DELETE', `/api/v1/sources/${created.body.id}`)).status).toBe(200)
    expect(await call('GET', `/api/v1/sources/${created.body.id}`)).toEqual({
      status: 404,
      body: { detail: `Source connector ${created.body.id} not found` },
    })
    const destination = await call('POST', '/api/v1/destinations/', { name: 'db', type: 'sqlite', config: { path: join(dir, 'out.db') } })
    expect((await call('GET', `/api/v1/destinations/${destination.body.id}`)).body.type).toBe('sqlite')
    expect((await call('GET', '/api/v1/sources/')).body).toEqual([])
  })

  it('answers 422 with pydantic details for missing and mistyped fields, bad JSON and an empty body', async () => {
    const missing = await call('POST', '/api/v1/sources/', { name: 'x' })
    expect(missing.status).toBe(422)
    expect(missing.body.detail.map((d: any) => [d.type, d.loc])).toEqual([
      ['missing', ['body', 'type']],
      ['missing', ['body', 'config']],
    ])
    const typed = await call('POST', '/api/v1/workflows/', { name: 3, workflow_type: 'gold', schedule: 'hourly', reprocess_all: 'maybe' })
    expect(typed.body.detail).toEqual([
      { type: 'string_type', loc: ['body', 'name'], msg: 'Input should be a valid string', input: 3 },
      {
        type: 'enum',
        loc: ['body', 'workflow_type'],
        msg: "Input should be 'basic', 'advanced', 'platinum' or 'custom'",
        input: 'gold',
        ctx: { expected: "'basic', 'advanced', 'platinum' or 'custom'" },
      },
      expect.objectContaining({ type: 'enum', loc: ['body', 'schedule'], input: 'hourly' }),
      { type: 'bool_parsing', loc: ['body', 'reprocess_all'], msg: 'Input should be a valid boolean, unable to interpret input', input: 'maybe' },
    ])
    const node = await call('POST', '/api/v1/workflows/', { name: 'n', workflow_type: 'custom', workflow_nodes: [{ name: 'P', type: 'partition' }] })
    expect(node.body.detail[0]).toMatchObject({ type: 'missing', loc: ['body', 'workflow_nodes', 0, 'subtype'] })
    const json = await call('POST', '/api/v1/workflows/', '{"name": ')
    expect(json.status).toBe(422)
    expect(json.body.detail[0]).toMatchObject({ type: 'json_invalid', msg: 'JSON decode error' })
    const empty = await app.inject({ method: 'POST', url: '/api/v1/workflows/' })
    expect(JSON.parse(empty.body)).toEqual({ detail: [{ type: 'missing', loc: ['body'], msg: 'Field required', input: null }] })
  })

  it('answers a malformed id with uuid_parsing at ["path", "<name>_id"] and an unknown one with 404', async () => {
    expect(await call('GET', '/api/v1/jobs/x')).toEqual({
      status: 422,
      body: {
        detail: [
          {
            type: 'uuid_parsing',
            loc: ['path', 'job_id'],
            msg: 'Input should be a valid UUID, invalid character: found `x` at 1',
            input: 'x',
            ctx: { error: 'invalid character: found `x` at 1' },
          },
        ],
      },
    })
    expect((await call('GET', '/api/v1/workflows/1234')).body.detail[0].msg).toBe(
      'Input should be a valid UUID, invalid length: expected length 32 for simple format, found 4',
    )
    expect((await call('DELETE', '/api/v1/sources/a-b')).body.detail[0]).toMatchObject({
      loc: ['path', 'source_id'],
      msg: 'Input should be a valid UUID, invalid group count: expected 5, found 2',
    })
    const unknown = 'fcdc4994-eea5-425c-91fa-e03f2bd8030d'
    expect(await call('GET', `/api/v1/jobs/${unknown}`)).toEqual({ status: 404, body: { detail: 'Job not found' } })
    expect(await call('GET', `/api/v1/workflows/${unknown}`)).toEqual({ status: 404, body: { detail: 'Workflow not found' } })
    expect(await call('GET', '/api/v1/templates/nonexistent_template')).toEqual({
      status: 404,
      body: { detail: 'Template nonexistent_template not found' },
    })
  })

  it('runs connection checks: 202 SCHEDULED, then 200 SUCCESS or FAILURE with a reason and reported_at', async () => {
    const good = await call('POST', '/api/v1/sources/', { name: 'in', type: 'local', config: { input_path: join(dir, 'in') } })
    const missing = await call('POST', '/api/v1/sources/', { name: 'gone', type: 'local', config: { input_path: join(dir, 'nope') } })
    const remote = await call('POST', '/api/v1/destinations/', { name: 'pc', type: 'pinecone', config: {} })
    const db = await call('POST', '/api/v1/destinations/', { name: 'db', type: 'sqlite', config: { path: join(dir, 'x.db') } })
    const scheduled = await call('POST', `/api/v1/sources/${good.body.id}/connection-check`)
    expect(scheduled.status).toBe(202)
    expect(scheduled.body).toMatchObject({ status: 'SCHEDULED', reason: null, reported_at: null })
    const latest = async (kind: string, id: string) => {
      await call('POST', `/api/v1/${kind}/${id}/connection-check/`)
      for (;;) {
        const check = await call('GET', `/api/v1/${kind}/${id}/connection-check`)
        if (check.body.status !== 'SCHEDULED') return check
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    }
    const ok = await latest('sources', good.body.id)
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ status: 'SUCCESS', reason: null })
    expect(ok.body.reported_at).toMatch(/Z$/)
    expect((await latest('sources', missing.body.id)).body).toMatchObject({ status: 'FAILURE', reason: `${join(dir, 'nope')} does not exist.` })
    expect((await latest('destinations', remote.body.id)).body.reason).toMatch(/'pinecone' is not available offline/)
    expect((await latest('destinations', db.body.id)).body.status).toBe('SUCCESS')
  })

  it('creates a workflow as WorkflowInformation with the schedule as a cron entry and server ids on nodes', async () => {
    const { source, destination, workflow } = await makeWorkflow({ schedule: 'weekly' })
    expect(workflow).toMatchObject({
      name: 'wf',
      sources: [source.id],
      destinations: [destination.id],
      workflow_type: 'custom',
      schedule: { crontab_entries: [{ cron_expression: '0 0 * * 0' }] },
      status: 'active',
      updated_at: null,
      reprocess_all: false,
    })
    expect(workflow.workflow_nodes.map((node: any) => node.id)).toEqual([expect.any(String), expect.any(String)])
    const minimal = await call('POST', '/api/v1/workflows', { name: 'test_integration_workflow', workflow_type: 'basic' })
    expect(minimal.body.workflow_nodes.map((node: any) => node.subtype)).toEqual(['unstructured_api', 'chunk_by_title'])
    expect(minimal.body.schedule).toBeNull()
    expect((await call('GET', '/api/v1/workflows/?sort_by=id')).body).toHaveLength(2)
    expect((await call('GET', `/api/v1/workflows/?source_id=${source.id}`)).body.map((w: any) => w.id)).toEqual([workflow.id])
    expect((await call('GET', '/api/v1/workflows/?page=1&page_size=1&sort_by=name&sort_direction=desc')).body.map((w: any) => w.name)).toEqual(['wf'])
    expect((await call('GET', '/api/v1/workflows/?page=x')).body.detail[0]).toMatchObject({ type: 'int_parsing', loc: ['query', 'page'] })
    const updated = await call('PUT', `/api/v1/workflows/${workflow.id}`, { name: 'renamed', schedule: 'every 15 minutes' })
    expect(updated.body).toMatchObject({ name: 'renamed', schedule: { crontab_entries: [{ cron_expression: '*/15 * * * *' }] } })
    expect(updated.body.workflow_nodes).toEqual(workflow.workflow_nodes)
    expect((await call('DELETE', `/api/v1/workflows/${workflow.id}/`)).status).toBe(200)
    expect((await call('GET', `/api/v1/workflows/${workflow.id}`)).status).toBe(404)
  })

  it('refuses a workflow whose source or template does not exist', async () => {
    const id = 'aeebecc7-9d8e-4625-bf1d-815c2f084869'
    expect(await call('POST', '/api/v1/workflows/', { name: 'x', workflow_type: 'custom', source_id: id })).toEqual({
      status: 404,
      body: { detail: `Source connector ${id} not found` },
    })
    expect((await call('POST', '/api/v1/workflows/', { name: 'x', workflow_type: 'custom', template_id: 'nope' })).body).toEqual({
      detail: 'Template nope not found',
    })
  })

  it('runs a workflow: 202 Job, then COMPLETED with outputs, details, failed files and downloads', async () => {
    const { workflow } = await makeWorkflow()
    const run = await call('POST', `/api/v1/workflows/${workflow.id}/run`)
    expect(run.status).toBe(202)
    expect(run.body).toMatchObject({ workflow_id: workflow.id, workflow_name: 'wf', job_type: 'ephemeral' })
    expect(['SCHEDULED', 'IN_PROGRESS']).toContain(run.body.status)
    const job = await waitForJob(run.body.id)
    expect(job.status).toBe('COMPLETED')
    expect(job.runtime).toMatch(/^PT[\d.]+S$/)
    expect(job.input_file_ids).toEqual(['a.txt', 'b.md', 'broken.bin'])
    expect(job.output_node_files).toHaveLength(4)
    expect(job.output_node_files[0]).toEqual({
      file_id: 'a.txt',
      node_id: workflow.workflow_nodes[0].id,
      node_subtype: 'unstructured_api',
      node_type: 'partition',
    })
    const details = await call('GET', `/api/v1/jobs/${job.id}/details`)
    expect(details.body.processing_status).toBe('COMPLETED_WITH_ERRORS')
    expect(details.body.node_stats).toEqual([
      { node_name: 'Partitioner', node_type: 'partition', node_subtype: 'unstructured_api', ready: 0, in_progress: 0, success: 2, failure: 1 },
      { node_name: 'Chunker', node_type: 'chunk', node_subtype: 'chunk_by_title', ready: 0, in_progress: 0, success: 2, failure: 0 },
    ])
    const failed = await call('GET', `/api/v1/jobs/${job.id}/failed-files/`)
    expect(failed.body.failed_files).toEqual([{ document: 'broken.bin', error: expect.stringMatching(/not supported/) }])
    const partitioned = await call('GET', `/api/v1/jobs/${job.id}/download?file_id=b.md&node_id=${workflow.workflow_nodes[0].id}`)
    expect(partitioned.body.map((e: any) => e.type)).toEqual(['Title', 'NarrativeText'])
    const chunked = await call('GET', `/api/v1/jobs/${job.id}/download?file_id=b.md`)
    expect(chunked.body.map((e: any) => e.type)).toEqual(['CompositeElement'])
    expect((await call('GET', `/api/v1/jobs/${job.id}/download`)).body.detail[0]).toMatchObject({ type: 'missing', loc: ['query', 'file_id'] })
    expect((await call('GET', `/api/v1/jobs/${job.id}/download?file_id=zzz`)).status).toBe(404)
    expect((await call('GET', `/api/v1/jobs/?workflow_id=${workflow.id}&status=COMPLETED`)).body.map((j: any) => j.id)).toEqual([job.id])
    expect((await call('GET', '/api/v1/jobs/?status=DONE')).body.detail[0]).toMatchObject({ type: 'enum', loc: ['query', 'status'] })
  })

  it('fails a job with a clear reason when an embed node has no provider', async () => {
    const { workflow } = await makeWorkflow({
      workflow_nodes: [
        { name: 'P', type: 'partition', subtype: 'unstructured_api', settings: { strategy: 'fast' } },
        { name: 'Embedder', type: 'embed', subtype: 'azure_openai', settings: { model_name: 'text-embedding-3-large' } },
      ],
    })
    const run = await call('POST', `/api/v1/workflows/${workflow.id}/run`)
    const job = await waitForJob(run.body.id)
    expect(job.status).toBe('FAILED')
    const details = await call('GET', `/api/v1/jobs/${job.id}/details`)
    expect(details.body.message).toMatch(/Node "Embedder" \(embed\/azure_openai\) needs a model provider/)
  })

  it('cancels a job: STOPPED, and cancelling again leaves it STOPPED', async () => {
    const { workflow } = await makeWorkflow()
    const job = platform.runner.runWorkflow(workflow.id, { start: false })!
    const cancelled = await call('POST', `/api/v1/jobs/${job.id}/cancel`)
    expect(cancelled.body.status).toBe('STOPPED')
    expect((await call('POST', `/api/v1/jobs/${job.id}/cancel/`)).body.status).toBe('STOPPED')
    expect((await call('GET', `/api/v1/jobs/${job.id}/details`)).body.processing_status).toBe('STOPPED')
  })

  it('lists the built-in templates, basic among them', async () => {
    const templates = await call('GET', '/api/v1/templates/')
    expect(templates.body.map((t: any) => t.id)).toContain('basic')
    const basic = await call('GET', '/api/v1/templates/basic')
    expect(Object.keys(basic.body).sort()).toEqual(['description', 'id', 'last_updated', 'name', 'nodes', 'version'])
    expect(basic.body.nodes.map((n: any) => `${n.type}/${n.subtype}`)).toEqual(['partition/unstructured_api', 'chunk/chunk_by_title'])
  })
})

describe('platform routes with an API key', () => {
  beforeEach(() => setup('secret'))

  it('accepts the unstructured-api-key header or a Bearer token and refuses others with 401', async () => {
    expect((await call('GET', '/api/v1/workflows/', undefined, { 'unstructured-api-key': 'secret' })).status).toBe(200)
    expect((await call('GET', '/api/v1/workflows/', undefined, { authorization: 'Bearer secret' })).status).toBe(200)
    expect(await call('GET', '/api/v1/workflows/', undefined, { 'unstructured-api-key': 'wrong' })).toEqual({
      status: 401,
      body: { detail: 'API key wrong is invalid' },
    })
    expect((await call('GET', '/api/v1/jobs/x')).status).toBe(401)
  })
})
