/**
 * The request log at `info` (what `docparts serve` runs): one JSON line per answered request. Pino writes
 * straight to file descriptor 1, so the server runs in a child process and its stdout is read.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

const script = `
import { createServer } from './src/server/create-server.ts'
import { multipartBody, textFile } from './test/server/multipart-body.ts'
const app = createServer({ workers: 0, logLevel: 'info' })
const body = multipartBody([textFile('The river crossed the valley in spring.', 'notes.txt')])
await app.inject({ method: 'POST', url: '/general/v0/general', payload: body.payload, headers: body.headers })
await app.inject({ method: 'GET', url: '/healthcheck' })
await app.close()
`

test('logs one line per request, with the files, their types and the element count of a partition', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  })

  const lines = run.stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
  expect(run.stderr).not.toMatch(/Error/)
  expect(lines).toHaveLength(2)
  expect(lines[0]).toMatchObject({
    msg: 'request completed',
    method: 'POST',
    url: '/general/v0/general',
    statusCode: 200,
    files: 1,
    filetypes: ['text/plain'],
    elements: 1,
  })
  expect(lines[1]).toMatchObject({ msg: 'request completed', method: 'GET', url: '/healthcheck', statusCode: 200 })
  expect(lines[1]).not.toHaveProperty('files')
})
