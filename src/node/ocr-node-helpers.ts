/**
 * @module node/ocr-node-helpers
 * What OCR needs from Node in every thread that may run it (the docparts/node entry, the CLI, the server
 * and its worker threads, the partition pool's workers): languages from several data packages joined
 * in one folder, tesseract's worker entry that keeps the engine's diagnostics off stderr, and the
 * 'tesseract-native' agent (the tesseract program) for OCR_AGENT, ocrAgent and tableOcrAgent to name.
 * Imported for its effect (package.json lists it under `sideEffects`).
 */
import './language-folder-joiner.js'
import './tesseract-worker-path.js'
import './native-tesseract-install.js'
