/**
 * @module elements/types
 * The element model, exactly as Unstructured serializes it (core §1): `{type, element_id, text, metadata}`
 * with snake_case metadata keys. This is the wire format every consumer already reads; there is no
 * second, camelCase model. Metadata is sparse: a key is absent when unknown, never null or an empty list.
 */

/** Every `type` string Unstructured emits, in the order of core §1.1. */
export const ELEMENT_TYPES = [
  'UncategorizedText',
  'Title',
  'NarrativeText',
  'ListItem',
  'Table',
  'TableChunk',
  'Image',
  'Header',
  'Footer',
  'PageBreak',
  'PageNumber',
  'Address',
  'EmailAddress',
  'FigureCaption',
  'Formula',
  'CodeSnippet',
  'CompositeElement',
  'Form',
  'FormKeysValues',
  'DocumentData',
  'CheckBox',
] as const
export type ElementType = (typeof ELEMENT_TYPES)[number]

/** Coordinate systems of core §1.2. PixelSpace: origin top-left, y down. PointSpace: origin bottom-left. */
export type CoordinateSystem = 'PixelSpace' | 'PointSpace' | 'RelativeCoordinateSystem' | 'CoordinateSystem'

export interface Coordinates {
  /** Corners top-left, bottom-left, bottom-right, top-right (in PixelSpace). */
  points: [number, number][]
  system: CoordinateSystem
  layout_width?: number
  layout_height?: number
}

/** A link found in a PDF annotation or a DOCX run: the anchor text, its URL, and where the text starts. */
export interface Link {
  text: string
  url: string
  start_index: number
}

export interface DataSource {
  url?: string
  version?: string
  record_locator?: Record<string, unknown>
  date_created?: string
  date_modified?: string
  date_processed?: string
  permissions_data?: Record<string, unknown>[]
}

export interface FormKeyValuePair {
  key: { text: string; layout_element_id?: string; custom_element?: unknown }
  value?: { text: string; layout_element_id?: string; custom_element?: unknown }
  confidence: number
}

/**
 * `ElementMetadata` of core §1.2, field for field, in declaration order (which also drives CSV columns).
 * All fields optional; unknown ad-hoc fields are allowed and serialized as given. This is the wide form,
 * any element's metadata; each member of the `Element` union narrows it (`TableMetadata`, `ImageMetadata`, …).
 */
export interface ElementMetadata {
  attached_to_filename?: string
  category_depth?: number
  coordinates?: Coordinates
  data_source?: DataSource
  detection_class_prob?: number
  /** Debug only: never serialized. */
  detection_origin?: string
  enrichment_origins?: Record<string, Record<string, unknown>[]>
  emphasized_text_contents?: string[]
  emphasized_text_tags?: string[]
  file_directory?: string
  filename?: string
  filetype?: string
  image_url?: string
  image_path?: string
  image_base64?: string
  image_mime_type?: string
  header_footer_type?: string
  is_continuation?: boolean
  key_value_pairs?: FormKeyValuePair[]
  /** ISO 639-3 codes, e.g. `["eng"]`. */
  languages?: string[]
  last_modified?: string
  link_texts?: string[]
  link_urls?: string[]
  link_start_indexes?: number[]
  links?: Link[]
  /** Chunks only: the elements a chunk was made from (serialized compressed, core §3.2). */
  orig_elements?: Element[]
  page_name?: string
  page_number?: number
  parent_id?: string
  routing?: string
  routing_score?: number
  bcc_recipient?: string[]
  cc_recipient?: string[]
  email_message_id?: string
  sent_from?: string[]
  sent_to?: string[]
  subject?: string
  signature?: string
  text_as_html?: string
  is_extracted?: string
  table_as_cells?: Record<string, unknown>
  table_extraction_method?: string
  table_id?: string
  chunk_index?: number
  num_carried_over_header_rows?: number
  url?: string
  segment_end_seconds?: number
  segment_start_seconds?: number
  [field: string]: unknown
}

/** The metadata keys that only some element types carry (core §1.2's "Meaning" column). */
type TableKeys = 'text_as_html' | 'table_as_cells' | 'table_extraction_method' | 'table_id' | 'num_carried_over_header_rows'
type ImageKeys = 'image_url' | 'image_path' | 'image_base64' | 'image_mime_type'
type ChunkKeys = 'orig_elements' | 'chunk_index'
type FormKeys = 'key_value_pairs'

/** The declared (not index-signature) keys of ElementMetadata. */
type KnownKey = keyof { [K in keyof ElementMetadata as string extends K ? never : number extends K ? never : K]: true }

/** ElementMetadata where the keys `Absent` never appear (typed `never`, so they read as `undefined`). */
export type MetadataWithout<Absent extends KnownKey> = { [K in KnownKey as K extends Absent ? never : K]?: ElementMetadata[K] } & {
  [K in Absent]?: never
} & { [field: string]: unknown }

/**
 * Metadata of a text element (Title, NarrativeText, ListItem, …): no table, chunk or form keys. Image keys
 * are allowed (`extractImageBlockTypes` may name any type upstream).
 */
export type TextMetadata = MetadataWithout<TableKeys | ChunkKeys | FormKeys>

/**
 * Metadata of a Table: `text_as_html` (when the table's structure is inferred — always for HTML, DOCX,
 * XLSX…, with hi_res for PDFs and images), `table_as_cells`; the image keys when `extractImageBlockTypes`
 * names "Table"; `orig_elements` when a whole table is a chunk.
 */
export type TableMetadata = MetadataWithout<FormKeys>

/** Metadata of a TableChunk (a piece of a table too long for a chunk): its rows as `text_as_html`, `chunk_index`. */
export type TableChunkMetadata = MetadataWithout<ImageKeys | FormKeys>

/**
 * Metadata of an Image: `image_base64`/`image_mime_type` when `extractImageBlockTypes` names "Image",
 * `image_url` from HTML; never table, chunk or form keys.
 */
export type ImageMetadata = MetadataWithout<TableKeys | ChunkKeys | FormKeys>

/** Metadata of a CompositeElement (a text chunk): `orig_elements`, and `text_as_html` joined from its elements'. */
export type CompositeMetadata = MetadataWithout<Exclude<TableKeys, 'text_as_html'> | ImageKeys | FormKeys>

/** Metadata of a FormKeysValues element: `key_value_pairs`. */
export type FormKeysValuesMetadata = MetadataWithout<TableKeys | ImageKeys | ChunkKeys>

/** Metadata of a PageBreak or a CheckBox: only the keys every element may carry. */
export type CommonMetadata = MetadataWithout<TableKeys | ImageKeys | ChunkKeys | FormKeys>

/** The element types whose metadata is `TextMetadata`. */
export type TextElementType = Exclude<
  ElementType,
  'Table' | 'TableChunk' | 'Image' | 'CompositeElement' | 'PageBreak' | 'FormKeysValues' | 'CheckBox'
>

interface ElementBase {
  element_id: string
  text: string
  /** Present only when non-empty. */
  embeddings?: number[]
  /** CheckBox only. */
  checked?: undefined
}

/** Title, NarrativeText, ListItem, Header, Footer, Address, Formula, CodeSnippet, …: text and common metadata. */
export interface TextElement extends ElementBase {
  type: TextElementType
  metadata: TextMetadata
}

/** A table; its structure is `metadata.text_as_html`. */
export interface TableElement extends ElementBase {
  type: 'Table'
  metadata: TableMetadata
}

/** A piece of a table split by chunking. */
export interface TableChunk extends ElementBase {
  type: 'TableChunk'
  metadata: TableChunkMetadata
}

/** A picture; its text is a caption, alt text or OCR of the picture. */
export interface ImageElement extends ElementBase {
  type: 'Image'
  metadata: ImageMetadata
}

/** A chunk of text elements (chunkingStrategy); `metadata.orig_elements` are the elements it was made from. */
export interface CompositeElement extends ElementBase {
  type: 'CompositeElement'
  metadata: CompositeMetadata
}

/** Where a page (or a slide) ends, with `includePageBreaks`; its text is empty. */
export interface PageBreak extends ElementBase {
  type: 'PageBreak'
  metadata: CommonMetadata
}

/** Key/value pairs of a form. */
export interface FormKeysValues extends ElementBase {
  type: 'FormKeysValues'
  metadata: FormKeysValuesMetadata
}

/** A check box; its text is empty and `checked` tells its state (serialized as `"checked": false` when absent). */
export interface CheckBox extends Omit<ElementBase, 'checked'> {
  type: 'CheckBox'
  metadata: CommonMetadata
  checked?: boolean
}

/**
 * One typed piece of a document, discriminated by `type`: `if (e.type === 'Table') e.metadata.text_as_html`
 * needs no cast. Plain data: safe to structuredClone, postMessage and JSON.stringify.
 */
export type Element = TextElement | TableElement | TableChunk | ImageElement | CompositeElement | PageBreak | FormKeysValues | CheckBox

/**
 * The wide form of an element: any `type`, any metadata. What a builder fills in while the type is still
 * a variable (a classifier's verdict, a JSON dict); `asElement` in elements/element-draft makes it an
 * `Element`. Every `Element` is an `ElementDraft`.
 */
export interface ElementDraft {
  type: ElementType
  element_id: string
  text: string
  metadata: ElementMetadata
  /** CheckBox only. */
  checked?: boolean
  /** Present only when non-empty. */
  embeddings?: number[]
}
