/**
 * @module node/native-tesseract-install
 * The 'tesseract-native' OCR agent (node/native-tesseract-agent) for `ocrAgent`, `tableOcrAgent` and
 * `OCR_AGENT` to name: one agent per thread, made when first named. Installed by `installNodeOcr`
 * (./ocr-node-helpers.ts); importing this module changes nothing.
 */
import { setNativeTesseractAgent } from '../ocr/ocr-agent-choice.js'
import type { OcrAgent } from '../ocr/ocr-types.js'
import { createNativeTesseractAgent } from './native-tesseract-agent.js'

let agent: OcrAgent | undefined

/** Makes 'tesseract-native' a nameable OCR agent in this thread. */
export function installNativeTesseractAgent(): void {
  setNativeTesseractAgent(() => (agent ??= createNativeTesseractAgent()))
}
