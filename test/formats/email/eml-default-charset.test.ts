import { describe, expect, test } from 'vitest'
import { withDefaultCharset } from '../../../src/formats/email/eml-default-charset.js'

const latin1 = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0))
const text = (b: Uint8Array): string => new TextDecoder('latin1').decode(b)

describe('withDefaultCharset: a charset for text parts that name none', () => {
  test('a single-part text message gets the charset on its Content-Type; the 8-bit body is untouched', () => {
    const message = 'Subject: Menu\r\nContent-Type: text/plain\r\nContent-Transfer-Encoding: 8bit\r\n\r\nThe caf\xe9.\r\n'

    const out = text(withDefaultCharset(latin1(message), 'windows-1252'))

    expect(out).toBe('Subject: Menu\r\nContent-Type: text/plain; charset="windows-1252"\r\nContent-Transfer-Encoding: 8bit\r\n\r\nThe caf\xe9.\r\n')
  })

  test('a message with no Content-Type (RFC 2045: text/plain) gets one', () => {
    const out = text(withDefaultCharset(latin1('From: a@example.org\nSubject: x\n\nNa\xefve.\n'), 'windows-1252'))

    expect(out).toBe('Content-Type: text/plain; charset="windows-1252"\r\nFrom: a@example.org\nSubject: x\n\nNa\xefve.\n')
  })

  test('a folded Content-Type gets the parameter at the end of its last line', () => {
    const out = text(withDefaultCharset(latin1('Content-Type: text/html;\r\n\tformat=flowed\r\n\r\n<p>x</p>'), 'koi8-r'))

    expect(out).toBe('Content-Type: text/html;\r\n\tformat=flowed; charset="koi8-r"\r\n\r\n<p>x</p>')
  })

  test('in a multipart message only the text parts without a charset change; attachments and declared charsets stay', () => {
    const message = [
      'Content-Type: multipart/mixed; boundary="b1"',
      '',
      'preamble',
      '--b1',
      'Content-Type: multipart/alternative; boundary=b2',
      '',
      '--b2',
      'Content-Type: text/plain',
      '',
      'caf\xe9',
      '--b2',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>ok</p>',
      '--b2--',
      '--b1',
      'Content-Type: application/pdf',
      '',
      '%PDF-1.4',
      '--b1',
      'Content-Type: message/rfc822',
      '',
      'Content-Type: text/plain',
      '',
      'inner',
      '--b1',
      '',
      'headerless part',
      '--b1--',
      '',
    ].join('\r\n')

    const out = text(withDefaultCharset(latin1(message), 'windows-1252'))

    expect(out).toBe(
      message
        .replace('--b2\r\nContent-Type: text/plain\r\n', '--b2\r\nContent-Type: text/plain; charset="windows-1252"\r\n')
        .replace('--b1\r\n\r\nheaderless part', '--b1\r\nContent-Type: text/plain; charset="windows-1252"\r\n\r\nheaderless part'),
    )
  })

  test('a message whose text already names its charset comes back as the same bytes', () => {
    const message = latin1('Content-Type: text/plain; charset="iso-8859-2"\r\n\r\nx')

    expect(withDefaultCharset(message, 'windows-1252')).toBe(message)
  })

  test('a multipart without a boundary parameter, or nested past 50 levels, is left as it is', () => {
    const noBoundary = latin1('Content-Type: multipart/mixed\r\n\r\nContent-Type: text/plain\r\n\r\nx')
    expect(withDefaultCharset(noBoundary, 'windows-1252')).toBe(noBoundary)

    let deep = 'Content-Type: text/plain\r\n\r\nx\r\n'
    for (let i = 0; i < 60; i++) deep = `Content-Type: multipart/mixed; boundary=b${i}\r\n\r\n--b${i}\r\n${deep}--b${i}--\r\n`
    expect(text(withDefaultCharset(latin1(deep), 'windows-1252'))).toBe(deep)
  })
})
