/**
 * The `password` option through its three doors — library, CLI `--password`, HTTP form field `password` —
 * on a user-password PDF encrypted by qpdf at test time: it opens with the password, and without it (or
 * with a wrong one) gives upstream's 422 text / CLI exit 3, never echoing the password.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { main } from '../../src/cli/main.js'
import { createServer } from '../../src/server/create-server.js'
import { partition } from '../../src/index.js'
import { multipartBody } from '../server/multipart-body.js'
import { encryptWithQpdf, hasQpdf } from './reader/security/qpdf-encrypt.js'

const PLAIN = new Uint8Array(readFileSync(join(import.meta.dirname, '../../fixtures/samples/field-report.pdf')))
const PASSWORD = 'correct horse'
const WRONG = 'battery staple'
const ENCRYPTED_422 = 'File is encrypted. Please decrypt it with password.'

describe.skipIf(!hasQpdf() && process.env.CI === undefined)('the password option (qpdf-encrypted fixture)', () => {
  let encrypted: Uint8Array
  let app: FastifyInstance
  beforeAll(() => {
    encrypted = encryptWithQpdf(PLAIN, { user: PASSWORD, owner: 'owner secret', bits: 256 })
    app = createServer({ workers: 0 })
  })
  afterAll(async () => app.close())

  const post = (fields: { name: string; value: string }[]) => {
    const body = multipartBody([
      { name: 'files', filename: 'report.pdf', contentType: 'application/pdf', data: encrypted },
      { name: 'strategy', value: 'fast' },
      ...fields,
    ])
    return app.inject({ method: 'POST', url: '/general/v0/general', payload: body.payload, headers: body.headers })
  }

  test("HTTP: the form field opens the file; without it, or wrong, the 422 body is upstream's and names no password", async () => {
    const expected = (await partition(PLAIN, { strategy: 'fast', filename: 'report.pdf' })).map((e) => e.text)
    const opened = await post([{ name: 'password', value: PASSWORD }])
    expect(opened.statusCode).toBe(200)
    expect((JSON.parse(opened.body) as { text: string }[]).map((e) => e.text)).toEqual(expected)
    for (const fields of [[], [{ name: 'password', value: WRONG }]]) {
      const refused = await post(fields)
      expect(refused.statusCode).toBe(422)
      expect(JSON.parse(refused.body)).toEqual({ detail: ENCRYPTED_422 })
    }
  })

  test("CLI: --password opens the file; a wrong one exits 3 with upstream's text and without the password", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docparts-password-'))
    const file = join(dir, 'report.pdf')
    writeFileSync(file, encrypted)
    const run = async (...argv: string[]) => {
      let stdout = ''
      let stderr = ''
      const code = await main(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) })
      return { code, stdout, stderr }
    }
    const opened = await run('partition', file, '--strategy', 'fast', '--password', PASSWORD)
    expect(opened.code).toBe(0)
    expect(opened.stdout).toContain('Field report: river gauge network')
    const refused = await run('partition', file, '--strategy', 'fast', `--password=${WRONG}`)
    expect(refused.code).toBe(3)
    expect(refused.stderr).toContain(ENCRYPTED_422)
    expect(refused.stderr).not.toContain(WRONG)
  })
})
