/**
 * @module images/image-kind
 * The image file kinds docparts reads and what a decoded page is, shared by the platforms' decoders
 * (platform-adapters/image-decode.*).
 */
import type { GrayImage } from './gray-image.js'

/** Image file kinds (the detect/file-types names). */
export type ImageKind = 'png' | 'jpg' | 'tiff' | 'bmp' | 'gif' | 'webp' | 'heic'

/** A decoded page: grayscale for OCR, and the pixel density the file declares (dots per inch), if any. */
export interface ImagePage extends GrayImage {
  dpi?: number
  /** The file's own (upright) size, when the decoder shrank the image (a large JPEG); absent: this size. */
  fileSize?: { width: number; height: number }
}

/** What a decoder may decode: pages of a multi-page file, pixels of one page (limits.maxImagePixels). */
export interface DecodeLimits {
  maxPages?: number
  maxPixels?: number
}
