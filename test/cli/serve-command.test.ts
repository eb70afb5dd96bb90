import { request } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { runServeCommand } from '../../src/cli/serve-command.js'
import { UsageError } from '../../src/cli/parse-args.js'
import type { ServerState } from '../../src/server/create-server.js'
import { multipartBody, textFile } from '../server/multipart-body.js'

function post(address: string, body: { payload: Buffer; headers: Record<string, string> }, onSent: () => void) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(`${address}/general/v0/general`, { method: 'POST', headers: body.headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }))
    })
    req.on('error', reject)
    req.end(body.payload, onSent)
  })
}

describe('docparts serve', () => {
  test('serves on the given port; SIGTERM lets the request in flight finish, then resolves 0', async () => {
    const handlers = new Map<string, () => void>()
    const messages: string[] = []
    let state: ServerState | undefined
    let listening: (address: string) => void = () => undefined
    const address = new Promise<string>((resolve) => (listening = resolve))
    const dataDir = mkdtempSync(join(tmpdir(), 'docparts-serve-'))
    const done = runServeCommand({
      switches: { port: '0', host: '127.0.0.1', 'log-level': 'silent', workers: '1', 'data-dir': dataDir },
      env: { DOCPARTS_API_KEY: 'k' },
      stderr: (text) => messages.push(text),
      onSignal: (signal, handler) => handlers.set(signal, handler),
      onListening: (at, serverState) => {
        state = serverState
        listening(at)
      },
    })
    const base = await address
    expect(messages.join('')).toContain(`${base}/general/v0/general`)
    expect((await fetch(`${base}/healthcheck`)).status).toBe(200)

    const text = Array.from({ length: 20_000 }, (_, i) => `Line ${i} of a long report about rivers.\n\n`).join('')
    const body = multipartBody([textFile(text, 'long.txt')])
    let sent: () => void = () => undefined
    const flushed = new Promise<void>((resolve) => (sent = resolve))
    const inFlight = post(base, { payload: body.payload, headers: { ...body.headers, 'unstructured-api-key': 'k' } }, sent)
    await flushed
    while (state!.admitted() === 0) await new Promise((resolve) => setTimeout(resolve, 5))
    handlers.get('SIGTERM')!()
    const response = await inFlight
    expect(response.status).toBe(200)
    expect(JSON.parse(response.text).length).toBeGreaterThan(1000)
    expect(await done).toBe(0)
    await expect(fetch(`${base}/healthcheck`)).rejects.toThrow()
    rmSync(dataDir, { recursive: true, force: true })
  })

  test('a port that is not a number is a usage error', async () => {
    await expect(runServeCommand({ switches: { port: 'eighty' }, env: {}, stderr: () => undefined })).rejects.toBeInstanceOf(UsageError)
  })
})
