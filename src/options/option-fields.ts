/**
 * @module options/option-fields
 * The record of every partition option: camelCase name (as the unstructured-client TypeScript SDK spells
 * it), snake_case wire name (HTTP form field, CLI flag `--max-characters`), kind, spec default, the known
 * values of the tolerant enums and a one-line description. This is the one declaration of the partition
 * options: the zod schema (./schema.ts `fieldSchema`), the `ResolvedOptions` type
 * (./resolved-partition-options.ts), the wire names (./options-from-wire.ts), the CLI flags and --help
 * (cli/parse-args.ts, cli/help-text.ts), the README options table (`npm run docs:options`), the OpenAPI
 * document and the strategy lists (./strategies.ts) are derived from it. Adding an option is one entry
 * here. Order is the spec table's (partition-service.md, "Partition"), which is also the order validation
 * errors are reported in.
 */

/**
 * How a value is typed.
 * - `enum-tolerant`: a string with a list of known values; any string passes validation (the spec:
 *   "Unknown values are tolerated by the schema"); the stage that uses it calls `assertServable`.
 * - `string-list`: an array of strings (on the wire: repeated fields, `x[]`, a JSON array, `+` or `,` joined).
 */
export type OptionKind = 'boolean' | 'integer' | 'number' | 'string' | 'string-list' | 'enum-tolerant'

/** A value an option can hold once validated. */
export type OptionValue = boolean | number | string | readonly string[]

export interface OptionField {
  /** snake_case name of the HTTP form field (and, with `-` for `_`, of the CLI flag). */
  readonly wire: string
  readonly kind: OptionKind
  /** The spec types it "… or null": `null` in the library form means "absent". */
  readonly nullable: boolean
  /** The spec's default; `undefined` when the spec gives none. */
  readonly default?: OptionValue
  /**
   * Who applies `default` when the option is absent: `options` (validateOptions fills it in) or
   * `chunker` (ResolvedOptions keeps `undefined`; the chunker derives it, see CHUNKER_DERIVED_DEFAULTS).
   * Absent when there is no default.
   */
  readonly defaultAppliedBy?: 'options' | 'chunker'
  /** Known values of a tolerant enum, in the spec's order. */
  readonly knownValues?: readonly string[]
  /**
   * Wire-only coercion exceptions (api §1.2): `true-only` booleans are `value.lower() == "true"` and never
   * an error; `strip-quotes` removes every `'` and `"` before validation.
   */
  readonly wireRule?: 'true-only' | 'strip-quotes'
  /** Inclusive numeric bounds (pydantic `ge`/`le`). */
  readonly min?: number
  readonly max?: number
  /** The spec marks it deprecated. */
  readonly deprecated?: boolean
  /** One line: what it does. */
  readonly description: string
}

/**
 * Why three chunking defaults are not applied here: upstream's chunker derives `new_after_n_chars =
 * max_characters` and (by_title) `combine_text_under_n_chars = max_characters` when they are absent
 * (core §4.1), so `maxCharacters: 300` alone must give new-after 300, not the spec's 1500. Filling in
 * 500/1500/500 at validation would make "absent" and "explicitly 1500" indistinguishable. The spec
 * defaults stay in the record (README, OpenAPI) and the chunker applies upstream's derivation.
 */
export const CHUNKER_DERIVED_DEFAULTS = ['combineUnderNChars', 'maxCharacters', 'newAfterNChars'] as const

export const OPTION_FIELDS = {
  coordinates: {
    wire: 'coordinates',
    kind: 'boolean',
    nullable: false,
    default: false,
    defaultAppliedBy: 'options',
    wireRule: 'true-only',
    description: 'Return coordinates for each element extracted via OCR.',
  },
  contentType: {
    wire: 'content_type',
    kind: 'string',
    nullable: true,
    description: 'MIME type hint (type/subtype) that overrides file-type detection.',
  },
  encoding: {
    wire: 'encoding',
    kind: 'string',
    nullable: true,
    default: 'utf-8',
    defaultAppliedBy: 'options',
    description: 'Encoding used to decode text input.',
  },
  extractImageBlockTypes: {
    wire: 'extract_image_block_types',
    kind: 'string-list',
    nullable: false,
    default: [],
    defaultAppliedBy: 'options',
    description: 'Element types to extract as base64-encoded image blocks in metadata.',
  },
  gzUncompressedContentType: {
    wire: 'gz_uncompressed_content_type',
    kind: 'string',
    nullable: true,
    description: 'Content type to use after unzipping a gzipped file.',
  },
  hiResModelName: {
    wire: 'hi_res_model_name',
    kind: 'string',
    nullable: true,
    description: 'Inference model name used when strategy is hi_res.',
  },
  includePageBreaks: {
    wire: 'include_page_breaks',
    kind: 'boolean',
    nullable: false,
    default: false,
    defaultAppliedBy: 'options',
    description: 'Include PageBreak elements when the file type supports them.',
  },
  languages: {
    wire: 'languages',
    kind: 'string-list',
    nullable: false,
    default: [],
    defaultAppliedBy: 'options',
    description: 'Languages present in the document, used for partitioning and OCR.',
  },
  ocrLanguages: {
    wire: 'ocr_languages',
    kind: 'string-list',
    nullable: false,
    default: [],
    defaultAppliedBy: 'options',
    deprecated: true,
    description: 'Deprecated form of languages (eng+kor style); used when languages is empty.',
  },
  outputFormat: {
    wire: 'output_format',
    kind: 'enum-tolerant',
    nullable: false,
    default: 'application/json',
    defaultAppliedBy: 'options',
    knownValues: ['application/json', 'text/csv'],
    description: 'Output format: application/json or text/csv.',
  },
  pdfInferTableStructure: {
    wire: 'pdf_infer_table_structure',
    kind: 'boolean',
    nullable: false,
    default: true,
    defaultAppliedBy: 'options',
    wireRule: 'true-only',
    deprecated: true,
    description: 'When false with hi_res, no Table elements are extracted from PDFs.',
  },
  skipInferTableTypes: {
    wire: 'skip_infer_table_types',
    kind: 'string-list',
    nullable: false,
    default: [],
    defaultAppliedBy: 'options',
    description: 'Document types for which table extraction is skipped.',
  },
  startingPageNumber: {
    wire: 'starting_page_number',
    kind: 'integer',
    nullable: true,
    description: 'Page number assigned to the first page (for PDFs split before sending).',
  },
  strategy: {
    wire: 'strategy',
    kind: 'enum-tolerant',
    nullable: false,
    default: 'hi_res',
    defaultAppliedBy: 'options',
    knownValues: ['fast', 'hi_res', 'auto', 'ocr_only', 'od_only', 'vlm'],
    wireRule: 'strip-quotes',
    description: 'Partitioning strategy for PDFs and images.',
  },
  vlmModelProvider: {
    wire: 'vlm_model_provider',
    kind: 'enum-tolerant',
    nullable: false,
    knownValues: ['openai', 'anthropic', 'bedrock', 'anthropic_bedrock', 'vertexai', 'google', 'azure_openai'],
    description: 'Vision-language model provider for the vlm strategy.',
  },
  vlmModel: {
    wire: 'vlm_model',
    kind: 'enum-tolerant',
    nullable: false,
    knownValues: [],
    description: 'Name of the vision-language model for the vlm strategy.',
  },
  tableOcrAgent: {
    wire: 'table_ocr_agent',
    kind: 'string',
    nullable: true,
    description: 'OCR agent used for table OCR inference (default: the built-in OCR agent).',
  },
  uniqueElementIds: {
    wire: 'unique_element_ids',
    kind: 'boolean',
    nullable: false,
    default: false,
    defaultAppliedBy: 'options',
    description: 'Element ids are UUIDs instead of SHA-256 hashes of the element.',
  },
  xmlKeepTags: {
    wire: 'xml_keep_tags',
    kind: 'boolean',
    nullable: false,
    default: false,
    defaultAppliedBy: 'options',
    wireRule: 'true-only',
    description: 'XML only: keep the tags instead of extracting only their text.',
  },
  chunkingStrategy: {
    wire: 'chunking_strategy',
    kind: 'enum-tolerant',
    nullable: true,
    knownValues: ['basic', 'by_page', 'by_similarity', 'by_title'],
    description: 'Chunking strategy; absent means no chunking and the other chunking options are ignored.',
  },
  combineUnderNChars: {
    wire: 'combine_under_n_chars',
    kind: 'integer',
    nullable: true,
    default: 500,
    defaultAppliedBy: 'chunker',
    description: 'by_title: combine small sections until one reaches this many characters (default: max_characters).',
  },
  includeOrigElements: {
    wire: 'include_orig_elements',
    kind: 'boolean',
    nullable: true,
    default: true,
    defaultAppliedBy: 'options',
    description: 'Each chunk carries its source elements in metadata.orig_elements.',
  },
  trackingEnabled: {
    wire: 'tracking_enabled',
    kind: 'boolean',
    nullable: true,
    description: 'Tracking flag (accepted, no effect offline).',
  },
  maxCharacters: {
    wire: 'max_characters',
    kind: 'integer',
    nullable: true,
    default: 500,
    defaultAppliedBy: 'chunker',
    description: 'Chunking: hard maximum chunk length in characters.',
  },
  multipageSections: {
    wire: 'multipage_sections',
    kind: 'boolean',
    nullable: false,
    default: true,
    defaultAppliedBy: 'options',
    description: 'Chunking: sections may span several pages.',
  },
  newAfterNChars: {
    wire: 'new_after_n_chars',
    kind: 'integer',
    nullable: true,
    default: 1500,
    defaultAppliedBy: 'chunker',
    description: 'Chunking: soft maximum; start a new chunk after this many characters (default: max_characters).',
  },
  overlap: {
    wire: 'overlap',
    kind: 'integer',
    nullable: false,
    default: 0,
    defaultAppliedBy: 'options',
    description: 'Chunking: length of the tail of each chunk prefixed to the next.',
  },
  overlapAll: {
    wire: 'overlap_all',
    kind: 'boolean',
    nullable: false,
    default: false,
    defaultAppliedBy: 'options',
    description: 'Chunking: overlap also between chunks formed from whole elements.',
  },
  similarityThreshold: {
    wire: 'similarity_threshold',
    kind: 'number',
    nullable: true,
    min: 0,
    max: 1,
    description: 'by_similarity: minimum similarity (0.0 to 1.0) for two elements to share a chunk.',
  },
  doNotBreakSimilarityOnFooterHeader: {
    wire: 'do_not_break_similarity_on_footer_header',
    kind: 'boolean',
    nullable: false,
    default: false,
    defaultAppliedBy: 'options',
    description: 'by_similarity: footer, header and page number count as similar to the text before them.',
  },
  includeSlideNotes: {
    wire: 'include_slide_notes',
    kind: 'boolean',
    nullable: false,
    default: true,
    defaultAppliedBy: 'options',
    description: 'Include the slide notes of .ppt and .pptx files.',
  },
  pdfminerLineOverlap: {
    wire: 'pdfminer_line_overlap',
    kind: 'number',
    nullable: true,
    description: 'Characters overlapping more than this (relative to the smaller height) are on one line.',
  },
  pdfminerCharMargin: {
    wire: 'pdfminer_char_margin',
    kind: 'number',
    nullable: true,
    description: 'Characters closer than this (relative to character width) are on one line.',
  },
  pdfminerLineMargin: {
    wire: 'pdfminer_line_margin',
    kind: 'number',
    nullable: true,
    description: 'Lines closer than this (relative to line height) belong to one paragraph.',
  },
  pdfminerWordMargin: {
    wire: 'pdfminer_word_margin',
    kind: 'number',
    nullable: true,
    default: 0.185,
    defaultAppliedBy: 'options',
    description: 'Characters on one line farther apart than this (relative to char width) are separate words.',
  },
  // ── docparts extensions (not in the spec table) ──
  password: {
    wire: 'password',
    kind: 'string',
    nullable: true,
    description: 'docparts: password of an encrypted PDF, tried as the user password, then as the owner password; never echoed.',
  },
} as const satisfies Record<string, OptionField>

/** camelCase name of a partition option (a field of the partition interface). */
export type OptionName = keyof typeof OPTION_FIELDS

/** Every option name, in the spec table's order. */
export const OPTION_NAMES = Object.keys(OPTION_FIELDS) as OptionName[]

/** One option with its name, typed uniformly (for generators: README table, CLI help, OpenAPI). */
export interface OptionFieldEntry extends OptionField {
  readonly name: OptionName
}

/** Every option as an entry, in the spec table's order. */
export const OPTION_FIELD_LIST: readonly OptionFieldEntry[] = OPTION_NAMES.map((name) => ({
  name,
  ...(OPTION_FIELDS[name] as OptionField),
}))

/** The record of one option, typed uniformly (`OPTION_FIELDS[name]` keeps the literal types). */
export function optionField(name: OptionName): OptionField {
  return OPTION_FIELDS[name]
}

/** Options that exist only in the library (no wire name): they describe the call, not the request. */
export const LIBRARY_ONLY_FIELDS = {
  filename: { description: 'Name of the file; used for metadata.filename, element ids and type detection.' },
  lastModified: { description: 'Value of metadata.last_modified (ISO 8601).' },
  signal: { description: 'AbortSignal that cancels the work; partition rejects with its reason.' },
  onWarning: { description: 'Receives degraded-output warnings (PartitionWarning).' },
  vlmProvider: { description: 'Vision-language model provider for strategy vlm: (request) => Promise<regions>; none is built in.' },
  ocrAgents: { description: 'Extra OCR engines by name, selectable with tableOcrAgent; tesseract is built in.' },
  ocrAgent: {
    description:
      "OCR engine for pages (and tables unless tableOcrAgent says otherwise): 'tesseract' (built in), 'tesseract-native' (the tesseract program, Node only) or an ocrAgents name; default: the OCR_AGENT environment variable, else 'tesseract'.",
  },
  limits: {
    description:
      'Per-document budgets (maxStreamBytes, maxInflatedBytes, maxPdfObjects, maxOperatorsPerPage, maxImagePixels, maxNestingDepth, maxLineLength, maxElements, timeoutMs; README, "Hostile input"); a document over one is a LimitExceededError naming it.',
  },
  assets: {
    description:
      "Folder (URL in a browser, path in Node) of the data files pdf.js and OCR read, laid out as copyBrowserAssets writes it; default: the installed packages in Node, 'docparts-assets/' beside the page in a browser. Never a CDN.",
  },
} as const satisfies Record<string, { description: string }>

export type LibraryOnlyOptionName = keyof typeof LIBRARY_ONLY_FIELDS

/** The snake_case wire name of an option: `wireName('maxCharacters')` → `'max_characters'`. */
export function wireName(name: OptionName): string {
  return OPTION_FIELDS[name].wire
}

/** The CLI flag of an option, without dashes: `cliFlagName('maxCharacters')` → `'max-characters'`. */
export function cliFlagName(name: OptionName): string {
  return OPTION_FIELDS[name].wire.replaceAll('_', '-')
}

const BY_WIRE: ReadonlyMap<string, OptionName> = new Map(OPTION_NAMES.map((name) => [OPTION_FIELDS[name].wire, name]))

/** The option a wire name designates (`'max_characters'` → `'maxCharacters'`), or undefined for an unknown field. */
export function optionByWireName(wire: string): OptionName | undefined {
  return BY_WIRE.get(wire)
}
