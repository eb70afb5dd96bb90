import { describe, expect, test } from 'vitest'
import { hasMessageHeaderBlock, looksLikeEmail, matchesEmailHead } from '../../src/detect/looks-like-email.js'

const UPSTREAM_HEAD = [
  'MIME-Version: 1.0',
  'Date: Fri, 16 Dec 2022 17:04:16 -0500',
  'Message-ID: <CADc-_xaLB2FeVQ7mNsoX+NJb_7hAJhBKa_zet-rtgPGenj0uVw@mail.gmail.com>',
  'Subject: Test Email',
  'From: Matthew Robinson <mrobinson@unstructured.io>',
  'To: Matthew Robinson <mrobinson@unstructured.io>',
  '',
  'This is a test email to use for unit tests.',
].join('\n')

describe('matchesEmailHead', () => {
  test("matches upstream's EMAIL_HEAD_RE, with or without the MIME-Version line", () => {
    expect(matchesEmailHead(UPSTREAM_HEAD)).toBe(true)
    expect(matchesEmailHead(UPSTREAM_HEAD.split('\n').slice(1).join('\n'))).toBe(true)
  })

  test('requires the fields in that order and at the very start', () => {
    expect(matchesEmailHead('Subject: x\nDate: y\nMessage-ID: z\nFrom: a\nTo: b')).toBe(false)
    expect(matchesEmailHead('\n' + UPSTREAM_HEAD)).toBe(false)
  })
})

describe('hasMessageHeaderBlock', () => {
  test('accepts a header block with From and a message field, in any order, with folded lines', () => {
    const head = 'Received: from mx.example.org\n\tby mail.example.com; Tue, 1 Oct 2024\nFrom: a@example.org\nSubject: hi\n\nBody'

    expect(hasMessageHeaderBlock(head)).toBe(true)
  })

  test('rejects key-value text that is not a message', () => {
    expect(hasMessageHeaderBlock('title: Notes\nauthor: me\ndate: today\n\nText')).toBe(false)
    expect(hasMessageHeaderBlock('From: me\nTo: you')).toBe(false)
    expect(hasMessageHeaderBlock('Dear team,\nFrom: me')).toBe(false)
  })

  test('ignores the partial last line of a truncated head', () => {
    expect(hasMessageHeaderBlock('From: a\nTo: b\nSubject: c\nX-Lon', true)).toBe(true)
  })
})

describe('looksLikeEmail', () => {
  test('accepts either form', () => {
    expect(looksLikeEmail(UPSTREAM_HEAD)).toBe(true)
    expect(looksLikeEmail('Return-Path: <a@b.c>\nFrom: a@b.c\nTo: d@e.f\n\nhello')).toBe(true)
    expect(looksLikeEmail('Just a letter.\nFrom: me')).toBe(false)
  })
})

describe('hasMessageHeaderBlock with routing headers only', () => {
  test('accepts two transport fields when From lies beyond the head', () => {
    const head = 'X-Gmail-Labels: Inbox\nDelivered-To: a@example.com\nReceived: by 10.0.0.1 with SMTP;\n        Mon, 17 Mar 2014\nX-Recei'

    expect(hasMessageHeaderBlock(head, true)).toBe(true)
  })

  test('does not accept one transport field among ordinary keys', () => {
    expect(hasMessageHeaderBlock('name: x\nreceived: yes\nstatus: done\n\n')).toBe(false)
  })
})
