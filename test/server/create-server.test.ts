/**
 * The server's own behaviour beyond test_app.py: upstream's exact 422 bodies and order of checks, the
 * Accept header, the other routes, and the limits that keep the process alive (upload size, field size,
 * queue, time limit, garbage and truncated bodies, aborted connections).
 */
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { OPTION_FIELD_LIST } from '../../src/options/option-fields.js'
import { createServer } from '../../src/server/create-server.js'
import { BOUNDARY, multipartBody, textFile } from './multipart-body.js'
import type { FormPart } from './multipart-body.js'
import { FAKE_TEXT } from './sample-docs.js'

const ROUTE = '/general/v0/general'

let app: FastifyInstance
beforeAll(() => {
  app = createServer({ workers: 0 })
})
afterAll(async () => app.close())

async function post(target: FastifyInstance, parts: FormPart[], headers: Record<string, string> = {}) {
  const body = multipartBody(parts)
  return target.inject({ method: 'POST', url: ROUTE, payload: body.payload, headers: { ...body.headers, ...headers } })
}

/** Varied words, so no cache makes partitioning it cheap: about `bytes` of plain text. */
function bigText(bytes: number): string {
  const words = ['alpha', 'beta', 'gamma', 'delta', 'river', 'stone', 'house', 'light', 'paper', 'tree', 'cloud']
  const lines: string[] = []
  let size = 0
  for (let i = 0; size < bytes; i++) {
    const line = `${words[i % 11]} ${words[(i * 7) % 11]} number ${i} goes ${words[(i * 3) % 11]} over ${i * 13} hills.\n\n`
    lines.push(line)
    size += line.length
  }
  return lines.join('')
}

describe('422 bodies, exactly as upstream (api §1.5)', () => {
  test('a bad integer', async () => {
    const response = await post(app, [textFile(FAKE_TEXT), { name: 'max_characters', value: 'abc' }])
    expect(response.statusCode).toBe(422)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.body).toBe(
      '{"detail":[{"type":"int_parsing","loc":["body","max_characters"],"msg":"Input should be a valid integer, unable to parse string as an integer","input":"abc"}]}',
    )
  })

  test('no files at all, a JSON body, and an empty body all say files: Field required', async () => {
    const missing = '{"detail":[{"type":"missing","loc":["body","files"],"msg":"Field required","input":null}]}'
    expect((await post(app, [{ name: 'strategy', value: 'fast' }])).body).toBe(missing)
    const json = await app.inject({ method: 'POST', url: ROUTE, payload: '{"files": 1}', headers: { 'content-type': 'application/json' } })
    expect([json.statusCode, json.body]).toEqual([422, missing])
    const empty = await app.inject({ method: 'POST', url: ROUTE })
    expect([empty.statusCode, empty.body]).toEqual([422, missing])
  })

  test('files sent as a text field', async () => {
    const response = await post(app, [{ name: 'files', value: 'abc' }])
    expect(response.body).toBe(
      `{"detail":[{"type":"value_error","loc":["body","files",0],"msg":"Value error, Expected UploadFile, received: <class 'str'>","input":"abc","ctx":{"error":{}}}]}`,
    )
  })

  test('a bad boolean, and several bad fields reported together in the spec order', async () => {
    const bool = await post(app, [textFile(FAKE_TEXT), { name: 'unique_element_ids', value: 'abc' }])
    expect(bool.json()).toEqual({
      detail: [
        {
          type: 'bool_parsing',
          loc: ['body', 'unique_element_ids'],
          msg: 'Input should be a valid boolean, unable to interpret input',
          input: 'abc',
        },
      ],
    })
    const several = await post(app, [textFile(FAKE_TEXT), { name: 'overlap', value: 'x' }, { name: 'new_after_n_chars', value: 'y' }])
    expect(several.json<{ detail: { loc: string[] }[] }>().detail.map((d) => d.loc[1])).toEqual(['new_after_n_chars', 'overlap'])
  })

  test('coordinates, xml_keep_tags and pdf_infer_table_structure never fail (anything but "true" is false)', async () => {
    const response = await post(app, [textFile(FAKE_TEXT), { name: 'coordinates', value: 'yes' }, { name: 'xml_keep_tags', value: 'abc' }])
    expect(response.statusCode).toBe(200)
  })

  test('key[] is key, unknown fields (split_pdf_*) are ignored', async () => {
    const response = await post(app, [
      textFile(FAKE_TEXT),
      { name: 'languages[]', value: 'eng' },
      { name: 'split_pdf_page', value: 'true' },
      { name: 'split_pdf_concurrency_level', value: '5' },
    ])
    expect(response.statusCode).toBe(200)
    for (const element of response.json<{ metadata: { languages: string[] } }[]>()) {
      expect(element.metadata.languages).toEqual(['eng'])
    }
  })
})

describe('order of checks (api §1.4)', () => {
  test('validation (422) comes before the API key (401), the key before the Accept conflict (406)', async () => {
    const guarded = createServer({ workers: 0, apiKey: 'secret' })
    try {
      const bad = await post(guarded, [textFile(FAKE_TEXT), { name: 'max_characters', value: 'abc' }], { 'unstructured-api-key': 'wrong' })
      expect(bad.statusCode).toBe(422)
      const twoFiles = [textFile(FAKE_TEXT), textFile(FAKE_TEXT)]
      const sdkAccept = { accept: 'application/json;q=1, text/csv;q=0' }
      expect((await post(guarded, twoFiles, { ...sdkAccept, 'unstructured-api-key': 'wrong' })).statusCode).toBe(401)
      expect((await post(guarded, twoFiles, { ...sdkAccept, 'unstructured-api-key': 'secret' })).statusCode).toBe(406)
    } finally {
      await guarded.close()
    }
  })

  test('406: several files with an Accept other than */*, multipart/mixed, application/json or text/csv', async () => {
    const accept = 'application/json;q=1, text/csv;q=0'
    const response = await post(app, [textFile(FAKE_TEXT), textFile(FAKE_TEXT)], { accept })
    expect(response.statusCode).toBe(406)
    expect(response.json()).toEqual({ detail: `Conflict in media type ${accept} with response type 'multipart/mixed'.\n` })
    expect((await post(app, [textFile(FAKE_TEXT)], { accept })).statusCode).toBe(200)
    expect((await post(app, [textFile(FAKE_TEXT), textFile(FAKE_TEXT)], { accept: '*/*' })).statusCode).toBe(200)
  })

  test('an output format that cannot be served is a 400 before any file is read', async () => {
    const response = await post(app, [textFile(FAKE_TEXT), { name: 'output_format', value: 'text/html' }])
    expect(response.statusCode).toBe(400)
    expect(response.json<{ detail: string }>().detail).toContain("'application/json', 'text/csv'")
  })

  test('the first failing file decides: an unsupported second file gives 400 File type X is not supported.', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)])
    const response = await post(app, [textFile(FAKE_TEXT), { name: 'files', filename: 'a.zip', contentType: 'application/zip', data: zip }])
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: 'File type application/zip is not supported.' })
  })

  test('unknown binary is application/octet-stream and an empty file is inode/x-empty, both 400', async () => {
    const binary = await post(app, [{ name: 'files', filename: 'blob', data: new Uint8Array([0, 1, 2, 3, 255, 254, 0, 7]) }])
    expect(binary.json()).toEqual({ detail: 'File type application/octet-stream is not supported.' })
    const empty = await post(app, [{ name: 'files', filename: 'empty.txt', contentType: 'text/plain', data: '' }])
    expect([empty.statusCode, empty.json()]).toEqual([400, { detail: 'File type inode/x-empty is not supported.' }])
  })
})

describe('responses', () => {
  test('Accept: multipart/mixed gives one base64 part per file, without a closing boundary', async () => {
    const single = await post(app, [textFile(FAKE_TEXT)])
    const response = await post(app, [textFile(FAKE_TEXT), textFile(FAKE_TEXT)], { accept: 'multipart/mixed' })
    expect(response.statusCode).toBe(200)
    const boundary = /^multipart\/mixed; boundary="([0-9a-f]{32})"$/.exec(response.headers['content-type'] as string)?.[1]
    expect(boundary).toBeDefined()
    const parts = response.body.split(`--${boundary}\r\n`).slice(1)
    expect(parts).toHaveLength(2)
    for (const part of parts) {
      const [head, body] = part.split('\r\n\r\n') as [string, string]
      const base64 = body.replace(/\r\n$/, '')
      expect(head).toBe(`Content-Length: ${base64.length}\r\nContent-Transfer-Encoding: base64\r\nContent-Type: application/json`)
      expect(JSON.parse(Buffer.from(base64, 'base64').toString('utf8'))).toEqual(single.json())
    }
    expect(response.body.endsWith(`--${boundary}--\r\n`)).toBe(false)
  })

  test('a file name with a path becomes its basename in metadata.filename', async () => {
    const response = await post(app, [textFile(FAKE_TEXT, 'some/dir/notes.txt')])
    for (const element of response.json<{ metadata: { filename: string } }[]>()) expect(element.metadata.filename).toBe('notes.txt')
  })
})

describe('other routes', () => {
  test('GET /general/docs is a self-contained HTML page listing every parameter', async () => {
    const response = await app.inject({ method: 'GET', url: '/general/docs' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    for (const field of OPTION_FIELD_LIST) expect(response.body).toContain(`<code>${field.wire}</code>`)
    expect(response.body).not.toMatch(/<script|https?:\/\/(?!localhost)/)
  })

  test('GET /general/openapi.json is OpenAPI 3.1 with every form field of the option record', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/general/openapi.json' })).json<{
      openapi: string
      components: { schemas: { partition_parameters: { properties: Record<string, unknown>; required: string[] } } }
    }>()
    expect(doc.openapi).toBe('3.1.0')
    const body = doc.components.schemas.partition_parameters
    expect(Object.keys(body.properties).sort()).toEqual(['files', ...OPTION_FIELD_LIST.map((f) => f.wire)].sort())
    expect(body.required).toEqual(['files'])
  })

  test('other methods on the partition path are 405, unknown paths 404, both JSON', async () => {
    const put = await app.inject({ method: 'PUT', url: ROUTE })
    expect([put.statusCode, put.json()]).toEqual([405, { detail: 'Method Not Allowed' }])
    const missing = await app.inject({ method: 'GET', url: '/nowhere' })
    expect([missing.statusCode, missing.json()]).toEqual([404, { detail: 'Not Found' }])
  })
})

describe('limits: nothing a client sends can crash or wedge the server', () => {
  test('an upload past the limit is 413 with a JSON detail, for one big file or several that add up', async () => {
    const small = createServer({ workers: 0, maxUploadBytes: 1000 })
    try {
      const one = await post(small, [textFile('x'.repeat(2000))])
      expect(one.statusCode).toBe(413)
      expect(one.json<{ detail: string }>().detail).toContain('larger than the limit')
      const two = await post(small, [textFile('y'.repeat(600)), textFile('z'.repeat(600))])
      expect(two.statusCode).toBe(413)
      const raw = await small.inject({ method: 'POST', url: ROUTE, payload: 'q'.repeat(5000), headers: { 'content-type': 'text/plain' } })
      expect(raw.statusCode).toBe(413)
      expect((await post(small, [textFile(FAKE_TEXT)])).statusCode).toBe(200)
    } finally {
      await small.close()
    }
  })

  test('a text field over 1 MiB is 400 as Starlette says it', async () => {
    const response = await post(app, [textFile(FAKE_TEXT), { name: 'languages', value: 'e'.repeat(1024 * 1024 + 1) }])
    expect([response.statusCode, response.json()]).toEqual([400, { detail: 'Part exceeded maximum size of 1024KB.' }])
  })

  test('more than 1000 fields is 400 Too many fields', async () => {
    const fields = Array.from({ length: 1001 }, (_, i) => ({ name: `f${i}`, value: 'v' }))
    const response = await post(app, [textFile(FAKE_TEXT), ...fields])
    expect([response.statusCode, response.json()]).toEqual([400, { detail: 'Too many fields. Maximum number of fields is 1000.' }])
  })

  test('garbage, a missing boundary and a truncated multipart body are 4xx JSON, and the server still serves', async () => {
    const garbage = await app.inject({
      method: 'POST',
      url: ROUTE,
      payload: Buffer.from([0, 255, 13, 10, 45, 45, 1, 2, 3]),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    })
    const noBoundary = await app.inject({ method: 'POST', url: ROUTE, payload: 'abc', headers: { 'content-type': 'multipart/form-data' } })
    const whole = multipartBody([textFile(FAKE_TEXT)])
    const truncated = await app.inject({
      method: 'POST',
      url: ROUTE,
      payload: whole.payload.subarray(0, whole.payload.length - 30),
      headers: whole.headers,
    })
    for (const response of [garbage, noBoundary, truncated]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400)
      expect(response.statusCode).toBeLessThan(500)
      expect(typeof response.json<{ detail: unknown }>().detail).toBe('string')
    }
    expect((await post(app, [textFile(FAKE_TEXT)])).statusCode).toBe(200)
  })

  test('past maxConcurrency + maxQueue a request is 503 at once; the admitted ones are served', async () => {
    const busy = createServer({ workers: 1, maxQueue: 0 })
    try {
      await busy.docparts.warm()
      const slow = multipartBody([textFile(bigText(300_000), 'slow.txt')])
      const responses = await Promise.all(
        [0, 1, 2].map(() => busy.inject({ method: 'POST', url: ROUTE, payload: slow.payload, headers: slow.headers })),
      )
      const statuses = responses.map((r) => r.statusCode).sort()
      expect(statuses).toEqual([200, 503, 503])
      const refused = responses.find((r) => r.statusCode === 503)!
      expect(refused.json()).toEqual({ detail: 'Server is under heavy load. Please try again later.' })
      expect(busy.docparts.admitted()).toBe(0)
    } finally {
      await busy.close()
    }
  })

  test('an encrypted e-mail gives 200 [] as upstream does, with a Warning header that says why', async () => {
    const message =
      'From: a@example.com\r\nSubject: secret\r\nContent-Type: multipart/encrypted; protocol="application/pgp-encrypted"; boundary=foo\r\n\r\n' +
      '--foo\r\nContent-Type: application/pgp-encrypted\r\n\r\nVersion: 1\r\n--foo--\r\n'
    const response = await post(app, [textFile(message, 'secret.eml', 'message/rfc822')])

    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([])
    expect(String(response.headers.warning)).toMatch(/^199 docparts ".*encrypted.*decrypt it first/)
  })

  test('a normal document has no Warning header', async () => {
    const response = await post(app, [textFile(FAKE_TEXT)])

    expect(response.statusCode).toBe(200)
    expect(response.headers.warning).toBeUndefined()
  })

  test('a document that kills its worker process (out of memory) gets a 422 naming it; the server serves the next request', async () => {
    const tight = createServer({ workers: 1, workerMemoryMb: 64 })
    try {
      const response = await post(tight, [textFile(bigText(30_000_000), 'huge.txt')])
      expect(response.statusCode).toBe(422)
      expect(response.json<{ detail: string }>().detail).toMatch(/"huge\.txt" could not be partitioned.*out of memory/)
      const next = await post(tight, [textFile(bigText(200_000), 'normal.txt')])
      expect(next.statusCode).toBe(200)
      expect(next.json<unknown[]>().length).toBeGreaterThan(0)
    } finally {
      await tight.close()
    }
  })

  test('a request past its time limit is 504, its worker process is killed, and the next request is served', async () => {
    const limited = createServer({ workers: 1, timeoutMs: 1000 })
    try {
      await limited.docparts.warm()
      const response = await post(limited, [textFile(bigText(20_000_000), 'huge.txt')])
      expect(response.statusCode).toBe(504)
      expect(response.json<{ detail: string }>().detail).toContain('time limit of 1 s')
      expect(limited.docparts.pool().workersTerminated).toBe(1)
      await limited.docparts.warm() // the replacement process (slow to start from TypeScript sources)
      const next = await post(limited, [textFile(FAKE_TEXT)])
      expect(next.statusCode).toBe(200)
    } finally {
      await limited.close()
    }
  })

  test('a client that disconnects mid-upload leaves nothing admitted and the server answering', async () => {
    const live = createServer({ workers: 0 })
    try {
      await live.listen({ port: 0, host: '127.0.0.1' })
      const { port } = live.server.address() as AddressInfo
      const whole = multipartBody([textFile(FAKE_TEXT.repeat(1000))])
      await new Promise<void>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            `POST ${ROUTE} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${whole.headers['content-type']}\r\nContent-Length: ${whole.payload.length}\r\n\r\n`,
          )
          socket.write(whole.payload.subarray(0, 5000), () => setTimeout(() => socket.destroy(), 50))
        })
        socket.on('close', () => resolve())
      })
      const health = await fetch(`http://127.0.0.1:${port}/healthcheck`)
      expect(health.status).toBe(200)
      for (let i = 0; i < 50 && live.docparts.admitted() > 0; i++) await new Promise((r) => setTimeout(r, 20))
      expect(live.docparts.admitted()).toBe(0)
    } finally {
      await live.close()
    }
  })
})
