import { describe, expect, test } from 'vitest'
import { headerlessPartOffsets } from '../../../src/formats/email/eml-headerless-parts.js'

describe('headerlessPartOffsets', () => {
  test('a part whose first line is content gets an offset right after its delimiter line', () => {
    const message = 'Content-Type: multipart/signed; boundary="XX"\r\n\r\n--XX\r\nThis is a test\r\n--XX--\r\n'
    const offsets = headerlessPartOffsets(message)
    expect(offsets).toEqual([message.indexOf('This is a test')])
  })

  test('parts that start with a header or an empty line need nothing', () => {
    const message = 'Content-Type: multipart/mixed; boundary=b1\n\n--b1\nContent-Type: text/plain\n\nhi\n--b1\n\nno headers\n--b1--\n'
    expect(headerlessPartOffsets(message)).toEqual([])
  })

  test('a "-- " signature line is not a delimiter when no such boundary is declared', () => {
    const message = 'Subject: hi\n\nBest,\n-- \nMallori\n'
    expect(headerlessPartOffsets(message)).toEqual([])
  })
})
