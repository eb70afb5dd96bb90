import { Readable } from 'node:stream'
import { describe, expect, test } from 'vitest'
import { readUploadForm } from '../../src/server/multipart-form.js'
import type { UploadForm } from '../../src/server/multipart-form.js'
import { readSmallForm, simpleBoundary } from '../../src/server/small-form.js'
import { BOUNDARY, multipartBody, textFile } from './multipart-body.js'

const LIMITS = { maxUploadBytes: 10_000, maxParts: 20, maxFieldBytes: 1000 }

/** What busboy makes of `payload` (readUploadForm streams it through busboy when no Content-Length is given). */
async function busboyForm(payload: Uint8Array, contentType: string): Promise<UploadForm | string> {
  try {
    return await readUploadForm({ 'content-type': contentType }, Readable.from([Buffer.from(payload)]), LIMITS)
  } catch (error) {
    return `error: ${(error as Error).message}`
  }
}

/** A deterministic pseudo-random source (mulberry32). */
function random(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)]!

/**
 * A body of random parts written byte by byte: with `odd`, every choice may also take a shape the fast
 * path does not know (preamble, epilogue, odd header spacing, extra headers, parameters, non-ASCII names).
 */
function randomBody(next: () => number, odd: boolean): Uint8Array {
  const either = <T>(plain: readonly T[], unusual: readonly T[]): T => pick(next, odd && next() < 0.3 ? unusual : plain)
  let text = either([''], ['preamble\r\n'])
  const parts = 1 + Math.floor(next() * 4)
  for (let p = 0; p < parts; p++) {
    text += `--${BOUNDARY}\r\n`
    const name = either(['files', 'strategy', 'languages', 'coordinates', '', 'x y'], ['toString', 'ünï'])
    const filename = either([undefined, 'a.txt', '', 'dir/b.html', 'C:\\docs\\c.pdf'], ['naïve.txt'])
    const disposition = `form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}`
    text += `${either(['Content-Disposition: ', 'content-disposition:'], ['Content-Disposition:  ', 'Content-Disposition:\t'])}${disposition}\r\n`
    const type = either([undefined, 'text/plain', 'TEXT/HTML', 'application/octet-stream', 'application/pdf'], ['text/plain; charset=utf-8'])
    if (type !== undefined) text += `Content-Type: ${type}\r\n`
    if (odd && next() < 0.1) text += 'Content-Transfer-Encoding: binary\r\n'
    const value = either(['fast', 'eng', '', 'a\r\nb', '--x', '\uFEFFbom', 'ключ'], [`\r\n--${BOUNDARY}x`, 'v'.repeat(1100)])
    text += `\r\n${value}\r\n`
  }
  text += `--${BOUNDARY}--${either(['\r\n', ''], ['epilogue'])}`
  return new TextEncoder().encode(text)
}

describe('readSmallForm', () => {
  test('plain forms, as the SDKs and curl send them, are read without busboy and exactly as busboy reads them', async () => {
    const { payload, headers } = multipartBody([
      textFile('first file', 'a.txt'),
      { name: 'strategy', value: 'hi_res' },
      { name: 'files', filename: 'dir/b.html', contentType: 'text/html', data: '<p>é</p>' },
      { name: 'languages', value: 'eng' },
      { name: 'languages', value: 'deu' },
      { name: 'files', data: new Uint8Array([0, 1, 2, 13, 10, 45, 45]) },
      { name: 'extra', filename: 'ignored.bin', data: 'dropped' },
    ])
    const boundary = simpleBoundary(headers['content-type']!)!
    const fast = readSmallForm(payload, boundary, LIMITS)
    expect(fast).toBeDefined()
    expect(fast).toEqual(await busboyForm(payload, headers['content-type']!))
  })

  test('on 400 random bodies, plain and odd, it agrees with busboy or leaves the body to it', async () => {
    const next = random(7)
    let accepted = 0
    for (let i = 0; i < 400; i++) {
      const body = randomBody(next, i % 2 === 1)
      const fast = readSmallForm(body, BOUNDARY, LIMITS)
      if (fast === undefined) continue
      accepted++
      expect(fast, new TextDecoder().decode(body)).toEqual(await busboyForm(body, `multipart/form-data; boundary=${BOUNDARY}`))
    }
    // the comparison means something only if the fast path took a fair share of them
    expect(accepted).toBeGreaterThan(100)
  })

  test('files are plain Uint8Arrays owning their bytes, even when the body is a Buffer', () => {
    const { payload } = multipartBody([textFile('owned bytes')])
    const form = readSmallForm(payload, BOUNDARY, LIMITS)!
    const file = form.files[0] as { bytes: Uint8Array }
    expect(Buffer.isBuffer(file.bytes)).toBe(false)
    expect(file.bytes.buffer.byteLength).toBe(11)
  })

  test.each([
    ['a preamble', (b: string) => `preamble\r\n${b}`],
    ['an epilogue', (b: string) => `${b}epilogue`],
    ['a missing closing delimiter', (b: string) => b.slice(0, b.lastIndexOf(`--${BOUNDARY}--`))],
    ['another part header', (b: string) => b.replace('Content-Type: text/plain', 'Content-Type: text/plain\r\nX-Extra: 1')],
    ['a part type with parameters', (b: string) => b.replace('Content-Type: text/plain', 'Content-Type: text/plain; charset=latin1')],
    ['a non-ASCII header', (b: string) => b.replace('a.txt', 'ä.txt')],
  ])('leaves a body with %s to busboy', (_what, edit) => {
    const { payload } = multipartBody([textFile('x', 'a.txt')])
    const body = new TextEncoder().encode(edit(new TextDecoder().decode(payload)))
    expect(readSmallForm(body, BOUNDARY, LIMITS)).toBeUndefined()
  })

  test('leaves anything past a limit to busboy, which words the error', () => {
    const { payload } = multipartBody([textFile('x'.repeat(10_001))])
    expect(readSmallForm(payload, BOUNDARY, LIMITS)).toBeUndefined()
    const manyFields = multipartBody(Array.from({ length: 21 }, (_, i) => ({ name: `f${i}`, value: 'v' })))
    expect(readSmallForm(manyFields.payload, BOUNDARY, LIMITS)).toBeUndefined()
    const proto = multipartBody([{ name: '__proto__', value: 'v' }])
    expect(readSmallForm(proto.payload, BOUNDARY, LIMITS)).toBeUndefined()
  })

  test('simpleBoundary takes the plain boundary parameter and nothing fancier', () => {
    expect(simpleBoundary(`multipart/form-data; boundary=${BOUNDARY}`)).toBe(BOUNDARY)
    expect(simpleBoundary('multipart/form-data;boundary=abc')).toBe('abc')
    expect(simpleBoundary('multipart/form-data; boundary="quoted"')).toBeUndefined()
    expect(simpleBoundary('multipart/form-data; charset=utf-8; boundary=abc')).toBeUndefined()
  })
})

describe('readUploadForm with a Content-Length', () => {
  test('a small body gives the same form as the streamed one; errors come from busboy as before', async () => {
    const { payload, headers } = multipartBody([textFile('small'), { name: 'strategy', value: 'fast' }])
    const sized = { ...headers, 'content-length': String(payload.length) }
    const fast = await readUploadForm(sized, Readable.from([payload]), LIMITS)
    expect(fast).toEqual(await busboyForm(payload, headers['content-type']!))
    const tooMany = multipartBody(Array.from({ length: 21 }, (_, i) => ({ name: `f${i}`, value: 'v' })))
    const tooManySized = { ...tooMany.headers, 'content-length': String(tooMany.payload.length) }
    await expect(readUploadForm(tooManySized, Readable.from([tooMany.payload]), LIMITS)).rejects.toMatchObject({
      status: 400,
      message: 'Too many fields. Maximum number of fields is 20.',
    })
  })
})
