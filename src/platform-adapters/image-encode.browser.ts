/**
 * @module platform-adapters/image-encode.browser
 * JPEG encoding of image blocks in a browser or worker (package.json `imports` "#platform/image-encode",
 * condition `browser`): the pixels are put on an OffscreenCanvas (over white, as sharp flattens them in
 * Node) and encoded by the browser at quality 0.85. The bytes differ from sharp's (another encoder); the
 * image is the same.
 */
import { imageData, offscreenCanvas } from './browser-canvas.js'

const WHAT = 'Encoding image blocks'

/** Encodes raw pixels (1 = gray, 3 = RGB, 4 = RGBA) as JPEG (quality 85; alpha flattened on white). */
export async function encodeJpeg(pixels: Uint8Array, width: number, height: number, channels: 1 | 3 | 4): Promise<Uint8Array> {
  const rgba = new Uint8Array(width * height * 4)
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += channels) {
    const alpha = channels === 4 ? pixels[j + 3]! : 255
    for (let c = 0; c < 3; c++) {
      const value = channels === 1 ? pixels[j]! : pixels[j + c]!
      rgba[i + c] = alpha === 255 ? value : Math.round((value * alpha + 255 * (255 - alpha)) / 255)
    }
    rgba[i + 3] = 255
  }
  const { canvas, context } = offscreenCanvas(width, height, WHAT)
  context.putImageData(imageData(rgba, width, height, WHAT), 0, 0)
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 })
  return new Uint8Array(await blob.arrayBuffer())
}
