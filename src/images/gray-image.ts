/**
 * @module images/gray-image
 * The pixels every image step, OCR agent and table detector passes around.
 */

/** A grayscale image: one byte per pixel, row-major, `width` × `height`. */
export interface GrayImage {
  width: number
  height: number
  gray: Uint8Array
}
