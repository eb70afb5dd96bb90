/**
 * @module images/ocr-page-pixels
 * The pixel budget of a page OCR reads: what a scaled page may have (ocr/ocr-zoom MAX_ZOOM_PIXELS) and
 * above which a JPEG is shrunk while it is decoded (./jpeg-shrink.ts).
 */

/** Most pixels of a page given to OCR (about four 200-DPI letter pages; tesseract.js runs in 32-bit WASM memory). */
export const OCR_PAGE_PIXELS = 16_000_000
