/**
 * @module pages/strategy-context
 * What every page strategy needs, resolved once per document from the options: the OCR agent and its
 * languages, the layout parameters, the detector named by `hiResModelName`, the render resolution.
 * Unknown names fail here, before any page is read (upstream's texts where upstream has one).
 */
import { UnsupportedOptionError } from '../errors.js'
import type { LayoutParams } from '../layout/params.js'
import { HI_RES_MODEL_NAMES } from '../options/hi-res-model-names.js'
import { ocrLanguages } from '../ocr/ocr-languages.js'
import { chosenOcrAgentName, ocrAgentNamed, TESSERACT_AGENT_NAMES } from '../ocr/ocr-agent-choice.js'
import type { OcrAgent } from '../ocr/ocr-types.js'
import type { ResolvedOptions } from '../options/types.js'
import type { PartitionInput } from '../formats/types.js'
import { detectTables } from '../tables/detect-tables.js'
import type { TableDetector } from '../tables/table-detection-page.js'
import { layoutParamsFromOptions } from './page-elements.js'

/**
 * Resolution pages are rendered at for OCR, in dots per inch. Measured (benchmarks/ocr.bench.ts, corpus
 * text pages): see OCR_DPI_NOTE in the report; upstream renders at 200 (`pdf_image_dpi`).
 */
export const OCR_DPI = 200

/** tableOcrAgent values that select the built-in tesseract agent (upstream's class paths included). */
export { TESSERACT_AGENT_NAMES }

export interface StrategyContext {
  options: ResolvedOptions
  params: Partial<LayoutParams>
  /** Tesseract language string ("eng", "eng+kor"). */
  languages: string
  /** OCR of whole pages and image regions. */
  agent: OcrAgent
  /** OCR inside tables (`tableOcrAgent`). */
  tableAgent: OcrAgent
  /** Finds the tables of a page (pages/table-hook); tables/detect-tables unless the caller gives another. */
  tableDetector: TableDetector
  dpi: number
  warn: PartitionInput['warn']
  signal?: AbortSignal
}

/** Throws UnsupportedOptionError "Unknown model type: <name>" (api §1.8, upstream's UnknownModelException text). */
export function assertHiResModel(name: string | undefined): void {
  if (name === undefined || (HI_RES_MODEL_NAMES as readonly string[]).includes(name)) return
  throw new UnsupportedOptionError(`Unknown model type: ${name}`)
}

/** The OCR agent `tableOcrAgent` names; absent → the page agent (`ocrAgent`, else `OCR_AGENT`, else built in). */
export function tableOcrAgentFor(name: string | undefined, registered: Readonly<Record<string, OcrAgent>> = {}, pageAgentName?: string): OcrAgent {
  if (name === undefined) return ocrAgentNamed(pageAgentName, registered, 'ocrAgent or OCR_AGENT')
  return ocrAgentNamed(name, registered, 'table_ocr_agent')
}

export function strategyContext(
  input: PartitionInput,
  registeredAgents: Readonly<Record<string, OcrAgent>> = {},
  tableDetector: TableDetector = detectTables,
): StrategyContext {
  const { options } = input
  const pageAgent = chosenOcrAgentName(options.ocrAgent)
  const languages = ocrLanguages(options.languages)
  if (languages.dropped.length > 0) {
    input.warn({
      code: 'unsupported-feature',
      message: `No OCR model exists for ${languages.dropped.map((c) => `'${c}'`).join(', ')}; OCR reads ${languages.tesseract}.`,
    })
  }
  return {
    options,
    params: layoutParamsFromOptions(options),
    languages: languages.tesseract,
    agent: ocrAgentNamed(pageAgent, registeredAgents, 'ocrAgent or OCR_AGENT'),
    tableAgent: tableOcrAgentFor(options.tableOcrAgent, registeredAgents, pageAgent),
    tableDetector,
    dpi: OCR_DPI,
    warn: input.warn,
    ...(options.signal !== undefined ? { signal: options.signal } : {}),
  }
}
