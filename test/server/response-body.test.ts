import { describe, expect, test } from 'vitest'
import { assertAcceptable, wantsMultipartMixed } from '../../src/server/accept-header.js'
import { combineBodies, multipartMixedReply } from '../../src/server/response-body.js'

describe('combineBodies', () => {
  test('one file is sent as it is; several JSON bodies become an array of arrays', () => {
    expect(combineBodies(['[1]'], 'application/json', true)).toEqual({ status: 200, headers: { 'content-type': 'application/json' }, body: '[1]' })
    expect(combineBodies(['[1]', '[]'], 'application/json', false).body).toBe('[[1],[]]')
  })

  test('several CSV bodies share one header', () => {
    const reply = combineBodies(['h1,h2\r\na,b\r\n', 'h1,h2\r\nc,d\r\n'], 'text/csv', false)
    expect(reply.body).toBe('h1,h2\r\na,b\r\nc,d\r\n')
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8')
  })
})

describe('multipartMixedReply', () => {
  test('base64 parts with their length, no closing boundary', () => {
    const reply = multipartMixedReply(['[]', 'é'], 'application/json', 'b'.repeat(32))
    expect(reply.headers['content-type']).toBe(`multipart/mixed; boundary="${'b'.repeat(32)}"`)
    expect(reply.body).toBe(
      `--${'b'.repeat(32)}\r\nContent-Length: 4\r\nContent-Transfer-Encoding: base64\r\nContent-Type: application/json\r\n\r\nW10=\r\n` +
        `--${'b'.repeat(32)}\r\nContent-Length: 4\r\nContent-Transfer-Encoding: base64\r\nContent-Type: application/json\r\n\r\nw6k=\r\n`,
    )
  })
})

describe('Accept', () => {
  test('several files: only */*, multipart/mixed, application/json, text/csv or no header pass', () => {
    for (const accept of [undefined, '*/*', 'multipart/mixed', 'application/json', 'text/csv']) {
      expect(() => assertAcceptable(accept, 2)).not.toThrow()
    }
    expect(() => assertAcceptable('text/html', 2)).toThrow("Conflict in media type text/html with response type 'multipart/mixed'.\n")
    expect(() => assertAcceptable('text/html', 1)).not.toThrow()
  })

  test('multipart/mixed only for the exact header value', () => {
    expect(wantsMultipartMixed('multipart/mixed')).toBe(true)
    expect(wantsMultipartMixed('multipart/mixed, */*')).toBe(false)
    expect(wantsMultipartMixed(undefined)).toBe(false)
  })
})
