/**
 * @module ocr/ocr-zoom
 * How much to scale a page before reading it again so that its text has the height tesseract reads best
 * (upstream's `OCRAgentTesseract.get_layout_from_image`: TESSERACT_MIN_TEXT_HEIGHT 12, _MAX_TEXT_HEIGHT 100,
 * _OPTIMUM_TEXT_HEIGHT 20, zoom rounded to 0.1, bounded by a pixel budget). Text whose median word height
 * (ocr/text-height) lies in [MIN, MAX] is left alone, so a 200-DPI render of body text (~19 px words) is read
 * once, as before. A 72-DPI page (~7 px words: 47 % CER on the LayoutParser paper) is enlarged ×2.5–3 and
 * a poster's giant letters are shrunk. Measured on corpus pages (benchmarks/ocr/corpus-cer.ts --dpi 72,100,200):
 * see OPTIMUM_TEXT_HEIGHT.
 */
import { OCR_PAGE_PIXELS } from '../images/ocr-page-pixels.js'

/** Median word heights (pixels) from which on the page is read as it is. */
export const MIN_TEXT_HEIGHT = 12
/** Median word heights (pixels) up to which the page is read as it is. */
export const MAX_TEXT_HEIGHT = 100
/**
 * The median word height (pixels) a scaled page is brought to (upstream: 20). Sweeps of the scale on corpus
 * pages (CER; median word height after scaling in brackets): LayoutParser p1 at 72 DPI (7 px words) 47.3 % ×1,
 * 6.4 % ×1.5 (11), 3.3 % ×2 (14), 2.7 % ×2.5 (18), 3.2 % ×3 (21), 3.8 % ×4 (29); multi-column p1 at 72 DPI
 * 7.6 % ×1.7 (13), 3.2 % ×2 (16), 5.2 % ×2.5 (20), 3.2 % ×3 (24); LayoutParser p1 at 100 DPI 3.8 % ×1,
 * 2.8 % ×1.5 (14), 5.6 % ×1.8 (17), 5.2 % ×2.2 (21); p2 at 100 DPI 0.76 % ×1, 0.15 % ×1.3 (14), 0.46 % ×1.5
 * (16), 0.27 % ×1.8 (19). Tesseract's LSTM is noisy from one scale to the next; 14–16 px was good everywhere.
 */
export const OPTIMUM_TEXT_HEIGHT = 16
/** Largest enlargement: text this small (a few pixels) carries too little to be recovered by interpolation. */
export const MAX_ZOOM = 4
/** Most pixels a scaled page may have (about four 200-DPI letter pages; tesseract.js runs in 32-bit WASM memory). */
export const MAX_ZOOM_PIXELS = OCR_PAGE_PIXELS

/**
 * The scale factor for a `width` × `height` page whose words are `textHeight` pixels high: 1 when the height
 * is unknown or already in range, else OPTIMUM / height rounded to 0.1, at most MAX_ZOOM and the pixel budget.
 */
export function ocrZoom(textHeight: number | undefined, width: number, height: number): number {
  if (textHeight === undefined || !(textHeight > 0) || (textHeight >= MIN_TEXT_HEIGHT && textHeight <= MAX_TEXT_HEIGHT)) return 1
  const budget = Math.sqrt(MAX_ZOOM_PIXELS / Math.max(1, width * height))
  const wanted = Math.round((10 * OPTIMUM_TEXT_HEIGHT) / textHeight) / 10
  const zoom = Math.min(wanted, MAX_ZOOM, Math.floor(budget * 10) / 10)
  // A page already at the budget, or a scale that rounds to nothing, is read as it is.
  if (!(zoom > 0) || Math.abs(zoom - 1) < 0.05 || (textHeight < MIN_TEXT_HEIGHT && zoom <= 1)) return 1
  return zoom
}
