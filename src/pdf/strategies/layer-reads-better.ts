/**
 * @module pdf/strategies/layer-reads-better
 * Whether a page's invisible text layer (someone else's OCR of the scan) should be kept rather than our own
 * OCR of the same image. When the two agree on most words (pdf/strategies/text-agreement), the layer is kept:
 * it has the author's characters and costs nothing more. When they disagree, the question is who to believe,
 * and tesseract says how sure it is of every word: the words our OCR reads differently from the layer are
 * weighed by their confidence. Confident disagreement (the layer belongs to another page, was made by a poor
 * engine, or is shifted) → our OCR; unsure disagreement (the scan is too small or too degraded for us to read:
 * "Siace the we of bones hae, howener" against a layer reading "Since the use of bones has, however") → the
 * layer. A layer that is itself garbage (broken encoding, vowel-less runs) never wins a disagreement.
 */
import type { OcrLine } from '../../ocr/ocr-types.js'
import { textAgreement } from './text-agreement.js'
import { hasUndecodedText } from './text-layer-quality.js'

/** A layer sharing at least this share of words with OCR of the image is kept. */
export const MIN_AGREEMENT = 0.7
/**
 * Mean confidence (percent, character-weighted) of the OCR words the layer does not contain, below which our
 * reading is too unsure to replace the layer. Correct words of a legible page score 85–97; tesseract's guesses
 * on text a few pixels high score 20–60.
 */
export const MIN_DISPUTED_CONFIDENCE = 75

const wordsOf = (s: string): string[] =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '')

/** Mean confidence of the OCR words (character-weighted) that the layer's text does not contain; undefined when there are none. */
export function disputedConfidence(layerText: string, lines: readonly OcrLine[]): number | undefined {
  const counts = new Map<string, number>()
  for (const w of wordsOf(layerText)) counts.set(w, (counts.get(w) ?? 0) + 1)
  let weight = 0
  let sum = 0
  for (const line of lines) {
    for (const word of line.words) {
      const tokens = wordsOf(word.text)
      if (tokens.length === 0) continue
      const missing = tokens.filter((t) => {
        const n = counts.get(t) ?? 0
        if (n > 0) counts.set(t, n - 1)
        return n === 0
      })
      if (missing.length === 0) continue
      const chars = missing.reduce((n, t) => n + t.length, 0)
      weight += chars
      sum += chars * word.confidence
    }
  }
  return weight === 0 ? undefined : sum / weight
}

/** Whether to keep the invisible layer (`layerText`, `layerGarbled` as text-layer-quality judges it) over OCR `lines`. */
export function layerReadsBetter(layerText: string, layerGarbled: boolean, lines: readonly OcrLine[]): boolean {
  const ocrText = lines.map((l) => l.words.map((w) => w.text).join(' ')).join('\n')
  if (textAgreement(layerText, ocrText) >= MIN_AGREEMENT) return true
  if (layerGarbled) return false
  const disputed = disputedConfidence(layerText, lines)
  return disputed !== undefined && disputed < MIN_DISPUTED_CONFIDENCE
}

/** OCR reading more visible characters than this (beyond twice the layer's) found a page the short layer does not describe. */
const SHORT_LAYER_SLACK = 16

/**
 * A layer too short to judge (text-layer-quality's "empty": a few characters) against OCR of the page: kept
 * when OCR reads nothing, or hardly more than the layer and not confidently otherwise (`layerReadsBetter`)
 * — a heading in a script the OCR languages lack comes back as a few unsure Latin letters ("Rs", "Bx 8" for
 * "开 票 通 知 单"). A scan whose OCR finds a body of text beyond the layer's few characters (a stamp, a page
 * number) is OCR's.
 */
export function shortLayerReadsBetter(glyphs: readonly { text: string }[], lines: readonly OcrLine[]): boolean {
  const layerText = glyphs.map((g) => g.text).join('')
  const layerChars = visibleLength(layerText)
  if (layerChars === 0 || hasUndecodedText(layerText)) return false
  const ocrChars = lines.reduce((n, line) => n + line.words.reduce((m, w) => m + visibleLength(w.text), 0), 0)
  if (ocrChars === 0) return true
  if (ocrChars > 2 * layerChars + SHORT_LAYER_SLACK) return false
  return layerReadsBetter(layerText, false, lines)
}

const visibleLength = (text: string): number => text.replace(/\s+/gu, '').length
