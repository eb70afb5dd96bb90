/**
 * @module ocr/ocr-agent-choice
 * Which OCR agent reads pages, and tables unless `tableOcrAgent` names another: the library option
 * `ocrAgent`, else the `OCR_AGENT` environment variable (read as Unstructured reads it, when the platform
 * has one), else the built-in agent.
 *  - built in: tesseract.js in a worker (runs everywhere, Electron and browsers included). Names: 'tesseract',
 *    'OCRAgentTesseract' and upstream's class path, so Unstructured's settings keep working.
 *  - 'tesseract-native': the `tesseract` program (Debian tesseract-ocr), on the same model files, through
 *    stdin/stdout — about 1.4× less CPU per page. Node only: docparts/node installs it
 *    (node/native-tesseract-agent); elsewhere naming it is an error that says so.
 *  - any name registered through the library option `ocrAgents`.
 * An unknown name fails before any page is read.
 */
import { UnsupportedOptionError } from '../errors.js'
import { tesseractAgent } from './ocr-pool.js'
import type { OcrAgent } from './ocr-types.js'

/** Names of the built-in tesseract.js agent (upstream's class path and its old key name included). */
export const TESSERACT_AGENT_NAMES: readonly string[] = [
  'tesseract',
  'OCRAgentTesseract',
  'unstructured.partition.utils.ocr_models.tesseract_ocr.OCRAgentTesseract',
]

/** Names of the agent that drives the `tesseract` program. */
export const NATIVE_TESSERACT_AGENT_NAMES: readonly string[] = ['tesseract-native']

let nativeAgent: (() => OcrAgent) | undefined

/**
 * Installs (or removes, with undefined) the native tesseract agent: a function that returns it, checking
 * that the program is there (it throws an UnsupportedOptionError naming the program when it is not).
 */
export function setNativeTesseractAgent(make: (() => OcrAgent) | undefined): void {
  nativeAgent = make
}

/** `OCR_AGENT` of the process environment, when there is one (Node, Electron; not a browser). */
export function ocrAgentFromEnvironment(): string | undefined {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env
  const value = env?.OCR_AGENT?.trim()
  return value === undefined || value === '' ? undefined : value
}

/** The name that selects the page agent: the option, else `OCR_AGENT`, else undefined (built in). */
export function chosenOcrAgentName(option: string | undefined): string | undefined {
  return option ?? ocrAgentFromEnvironment()
}

/**
 * The agent `name` selects (undefined: the built-in one). `setting` says where the name came from, for
 * the error: "table_ocr_agent", "ocrAgent or OCR_AGENT".
 */
export function ocrAgentNamed(name: string | undefined, registered: Readonly<Record<string, OcrAgent>>, setting: string): OcrAgent {
  if (name === undefined || TESSERACT_AGENT_NAMES.includes(name) || name.toLowerCase() === 'tesseract') return tesseractAgent
  const own = registered[name]
  if (own !== undefined) return own
  if (NATIVE_TESSERACT_AGENT_NAMES.includes(name)) {
    if (nativeAgent === undefined) {
      throw new UnsupportedOptionError(
        `OCR agent '${name}' runs the tesseract program and needs Node: import partition from 'docparts/node' (or use the CLI or server), or choose the built-in agent 'tesseract'.`,
      )
    }
    return nativeAgent()
  }
  throw new UnsupportedOptionError(
    `Unknown ${setting} '${name}'. This build has 'tesseract' (built in, tesseract.js; also spelled ${TESSERACT_AGENT_NAMES.slice(1)
      .map((n) => `'${n}'`)
      .join(', ')}) and 'tesseract-native' (the tesseract program, Node only); other engines can be registered through the library option ocrAgents.`,
  )
}
