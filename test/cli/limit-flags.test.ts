/**
 * The per-document limits outside the library: a CLI flag per limit (one file, and a batch whose worker
 * processes get them), `docparts serve` flags and DOCPARTS_* variables, and the server's setting, which
 * applies to every request and which no form field can raise. A file over a limit exits 3 (server: 422)
 * with a message naming the limit and the flag and setting that raise it.
 */
import { mkdtempSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { main } from '../../src/cli/main.js'
import { createServer } from '../../src/server/create-server.js'
import { serverOptionsFromEnv } from '../../src/server/server-options-from-env.js'
import { multipartBody } from '../server/multipart-body.js'

async function run(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = ''
  let stderr = ''
  const code = await main(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) })
  return { code, stdout, stderr }
}

/** XML whose text sits 40 elements deep: read under the default maxNestingDepth (2,000), refused under 10. */
const DEEP_XML = `<?xml version="1.0"?><root>${'<level>'.repeat(40)}Deep text.${'</level>'.repeat(40)}</root>`

function fixture(): { dir: string; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'docparts-limits-'))
  const file = join(dir, 'deep.xml')
  writeFileSync(file, DEEP_XML)
  return { dir, file }
}

describe('docparts partition with limit flags', () => {
  test('a file over a lowered limit exits 3 with a message naming the limit and the flag; the default reads it', async () => {
    const { file } = fixture()
    const refused = await run('partition', file, '--max-nesting-depth', '10')
    expect(refused.code).toBe(3)
    expect(refused.stdout).toBe('')
    expect(refused.stderr).toMatch(/maxNestingDepth = 10/)
    expect(refused.stderr).toContain('--max-nesting-depth')
    const read = await run('partition', file)
    expect(read.code).toBe(0)
    expect(JSON.parse(read.stdout).map((e: { text: string }) => e.text)).toEqual(['Deep text.'])
  })

  test('a batch passes the limits to its worker processes', async () => {
    const { dir } = fixture()
    writeFileSync(join(dir, 'shallow.xml'), '<root><a>Shallow text.</a></root>')
    const out = mkdtempSync(join(tmpdir(), 'docparts-limits-out-'))
    const result = await run('partition', dir, '--out-dir', out, '--jobs', '1', '--max-nesting-depth=10')
    expect(result.code).toBe(3)
    expect(existsSync(join(out, 'shallow.xml.json'))).toBe(true)
    expect(existsSync(join(out, 'deep.xml.json'))).toBe(false)
    expect(result.stderr).toContain('--max-nesting-depth')
  })

  test('--help lists every limit flag with its default; a value that is not a whole number is a usage error', async () => {
    const help = await run('partition', '--help')
    for (const line of ['--max-stream-bytes <n>', '(default 268435456)', '--max-pdf-objects <n>', '--max-operators-per-page <n>', '--timeout-ms <n>'])
      expect(help.stdout).toContain(line)
    const serveHelp = await run('serve', '--help')
    expect(serveHelp.stdout).toContain('--max-image-pixels <n>')
    const bad = await run('partition', fixture().file, '--max-nesting-depth', 'deep')
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain("--max-nesting-depth takes a whole number of at least 1; got 'deep'")
  })
})

describe('docparts serve limit settings', () => {
  const servers: FastifyInstance[] = []
  afterAll(async () => Promise.all(servers.map((s) => s.close())))

  async function post(app: FastifyInstance, fields: Record<string, string> = {}) {
    const body = multipartBody([
      { name: 'files', filename: 'deep.xml', contentType: 'application/xml', data: DEEP_XML },
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ])
    return app.inject({ method: 'POST', url: '/general/v0/general', payload: body.payload, headers: body.headers })
  }

  test('DOCPARTS_MAX_… variables are read as the server limits; a bad one names the variable', () => {
    expect(serverOptionsFromEnv({ DOCPARTS_MAX_NESTING_DEPTH: '10', DOCPARTS_TIMEOUT_MS: '0' }).limits).toEqual({ maxNestingDepth: 10, timeoutMs: 0 })
    expect(() => serverOptionsFromEnv({ DOCPARTS_MAX_ELEMENTS: '-5' })).toThrow(/DOCPARTS_MAX_ELEMENTS/)
  })

  test.each([0, 1])('a server started with a lowered limit answers 422 naming it, whatever the form says (workers: %i)', async (workers) => {
    const lowered = createServer({ workers, smallWorkers: 0, inlineMaxBytes: 0, memoryBudgetMb: 0, limits: { maxNestingDepth: 10 } })
    const defaults = createServer({ workers: 0 })
    servers.push(lowered, defaults)
    const refused = await post(lowered, { max_nesting_depth: '100000', limits: '{"maxNestingDepth": 100000}' })
    expect(refused.statusCode).toBe(422)
    expect(refused.body).toMatch(/maxNestingDepth = 10/)
    expect(refused.body).toContain('DOCPARTS_MAX_NESTING_DEPTH')
    const read = await post(defaults)
    expect(read.statusCode).toBe(200)
    expect(JSON.parse(read.body).map((e: { text: string }) => e.text)).toEqual(['Deep text.'])
  })
})
