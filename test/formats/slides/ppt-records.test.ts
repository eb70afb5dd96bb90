import { describe, expect, test } from 'vitest'
import { childrenOf, descendantsOf, recordsIn } from '../../../src/formats/slides/ppt-records.js'

// container 0x03E8 (ver 0xF) holding one atom 0x0FA0 of 2 bytes, then a truncated header
const STREAM = new Uint8Array([0x0f, 0x00, 0xe8, 0x03, 10, 0, 0, 0, 0x00, 0x00, 0xa0, 0x0f, 2, 0, 0, 0, 0x41, 0x00, 0x00, 0x00, 0xa8])

describe('ppt records', () => {
  test('headers give type, instance, container flag and body bounds; a header past the end stops the list', () => {
    const [top, ...rest] = recordsIn(STREAM, 0, STREAM.length)
    expect(top).toEqual({ type: 0x03e8, instance: 0, container: true, start: 8, end: 18 })
    expect(rest).toEqual([])
    expect(childrenOf(STREAM, top!)).toEqual([{ type: 0x0fa0, instance: 0, container: false, start: 16, end: 18 }])
    expect(descendantsOf(STREAM, top!).map((r) => r.type)).toEqual([0x0fa0])
  })
})
