/**
 * @module node/ocr-node-helpers
 * What OCR needs from Node in every thread that may run it: languages from several data packages joined in
 * one folder, tesseract's worker entry that keeps the engine's diagnostics off stderr, and the
 * 'tesseract-native' agent (the tesseract program) for OCR_AGENT, ocrAgent and tableOcrAgent to name.
 * The entry points call `installNodeOcr()` (the docparts/node entry, the CLI, the server and its worker
 * processes, the partition pool's workers); importing this module changes nothing.
 */
import { installLanguageFolderJoiner } from './language-folder-joiner.js'
import { installNativeTesseractAgent } from './native-tesseract-install.js'
import { installTesseractWorkerPath } from './tesseract-worker-path.js'

let installed = false

/** Installs the Node side of OCR in this thread, once (a later call does nothing). */
export function installNodeOcr(): void {
  if (installed) return
  installed = true
  installLanguageFolderJoiner()
  installTesseractWorkerPath()
  installNativeTesseractAgent()
}
