import { describe, expect, test } from 'vitest'
import { decodeBmp } from '../../src/images/decode-bmp.js'
import { DocumentError } from '../../src/errors.js'

/** A 24-bit bottom-up BMP of 2×2 pixels: bottom row blue, white; top row red, green. */
function bmp24(): Uint8Array {
  const rowBytes = 8 // 2 px × 3 bytes, padded to 4
  const bytes = new Uint8Array(54 + rowBytes * 2)
  const view = new DataView(bytes.buffer)
  bytes[0] = 0x42
  bytes[1] = 0x4d
  view.setUint32(2, bytes.length, true)
  view.setUint32(10, 54, true)
  view.setUint32(14, 40, true)
  view.setInt32(18, 2, true)
  view.setInt32(22, 2, true)
  view.setUint16(26, 1, true)
  view.setUint16(28, 24, true)
  // Stored bottom row first, BGR.
  bytes.set([255, 0, 0, 255, 255, 255], 54)
  bytes.set([0, 0, 255, 0, 255, 0], 54 + rowBytes)
  return bytes
}

describe('decodeBmp', () => {
  test('reads a 24-bit bottom-up bitmap into top-down RGB', () => {
    const image = decodeBmp(bmp24())
    expect([image.width, image.height]).toEqual([2, 2])
    expect(Array.from(image.rgb)).toEqual([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255])
  })

  test('bytes that are not a bitmap are a DocumentError that says what to do', () => {
    expect(() => decodeBmp(new Uint8Array(40))).toThrow(DocumentError)
    expect(() => decodeBmp(new Uint8Array(40))).toThrow(/Convert it to PNG/)
  })
})
