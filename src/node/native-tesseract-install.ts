/**
 * @module node/native-tesseract-install
 * Installs, on import, the 'tesseract-native' OCR agent (node/native-tesseract-agent) for `ocrAgent`,
 * `tableOcrAgent` and `OCR_AGENT` to name: one agent per thread, made when first named. Imported for its
 * effect by node/ocr-node-helpers (package.json lists this file under `sideEffects`).
 */
import { setNativeTesseractAgent } from '../ocr/ocr-agent-choice.js'
import type { OcrAgent } from '../ocr/ocr-types.js'
import { createNativeTesseractAgent } from './native-tesseract-agent.js'

let agent: OcrAgent | undefined
setNativeTesseractAgent(() => (agent ??= createNativeTesseractAgent()))
