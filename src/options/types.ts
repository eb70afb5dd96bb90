/**
 * @module options/types
 * The resolved options every partitioner and chunker reads: defaults applied, everything validated,
 * camelCase names as the unstructured-client TypeScript SDK spells them. Produced only by
 * `validateOptions()`; code below it never writes `?? default`.
 */
import type { PartitionWarning } from '../errors.js'
import type { OcrAgent } from '../ocr/ocr-types.js'
import type { VlmProvider } from '../pdf/strategies/vlm-types.js'
import type { DocumentLimits } from '../document-limits.js'

export interface ResolvedOptions {
  // ── partition interface (../shared/spec/partition-service.md), defaults as the spec gives them ──
  /** Return coordinates for each element. Default false. */
  coordinates: boolean
  /** MIME hint that overrides detection. */
  contentType?: string
  /** Text encoding; 'utf-8' (default) decodes UTF-8 and falls back to charset detection when the bytes are not UTF-8. */
  encoding: string
  /** Element types whose image is extracted into `image_base64`. Default []. */
  extractImageBlockTypes: string[]
  /** Content type of a gzipped file's content. */
  gzUncompressedContentType?: string
  hiResModelName?: string
  /** Emit PageBreak elements. Default false. */
  includePageBreaks: boolean
  /** Languages of the document (ISO 639-3, tesseract codes, `eng+kor` forms), merged with the deprecated `ocrLanguages`. Default []. */
  languages: string[]
  /** Deprecated spelling of `languages`; kept as given. Default []. */
  ocrLanguages: string[]
  /** 'application/json' (default) or 'text/csv'; other values fail when output is written. */
  outputFormat: string
  /** Deprecated: false with hi_res → no Table elements from PDFs. Default true. */
  pdfInferTableStructure: boolean
  /** Document types for which table structure is skipped. Default []. */
  skipInferTableTypes: string[]
  /** Page number of the first page. */
  startingPageNumber?: number
  /** fast, hi_res (default), auto, ocr_only, od_only, vlm; other values fail when a paged document needs a strategy. */
  strategy: string
  vlmModelProvider?: string
  vlmModel?: string
  tableOcrAgent?: string
  /** Element ids are UUID v4 instead of deterministic hashes. Default false. */
  uniqueElementIds: boolean
  /** XML: keep the tags instead of extracting text. Default false. */
  xmlKeepTags: boolean
  /** basic, by_page, by_similarity, by_title; absent → no chunking. */
  chunkingStrategy?: string
  combineUnderNChars?: number
  /** Default true. */
  includeOrigElements: boolean
  trackingEnabled?: boolean
  /** Default 500. */
  maxCharacters?: number
  /** Default true. */
  multipageSections: boolean
  /** Default 1500. */
  newAfterNChars?: number
  /** Default 0. */
  overlap: number
  /** Default false. */
  overlapAll: boolean
  similarityThreshold?: number
  /** Default false. */
  doNotBreakSimilarityOnFooterHeader: boolean
  /** Default true. */
  includeSlideNotes: boolean
  pdfminerLineOverlap?: number
  pdfminerCharMargin?: number
  pdfminerLineMargin?: number
  /** Default 0.185. */
  pdfminerWordMargin: number
  /** docparts: the password of an encrypted PDF (user, then owner); never echoed in errors or logs. */
  password?: string

  // ── library-only ──
  /** Name of the file (a path is reduced to its basename for `metadata.filename`). Used for ids and detection. */
  filename?: string
  /** Value of `metadata.last_modified`. */
  lastModified?: string
  /** Cancels the work; partition rejects with the signal's reason. */
  signal?: AbortSignal
  /** Receives degraded-output warnings. */
  onWarning?: (warning: PartitionWarning) => void
  /** Vision-language model for strategy `vlm` (none is built in: the library makes no network calls). */
  vlmProvider?: VlmProvider
  /** Extra OCR engines `tableOcrAgent` may name (tesseract is built in). */
  ocrAgents?: Record<string, OcrAgent>
  /** OCR engine for pages, and tables unless `tableOcrAgent` names one (default: `OCR_AGENT`, else built in). */
  ocrAgent?: string
  /** Per-document budgets over DEFAULT_LIMITS (document-limits.ts). */
  limits?: Partial<DocumentLimits>
  /** Folder of docparts' data files (pdf.js, tesseract, language data), as a URL or path (assets/asset-locations). */
  assets?: string
}
