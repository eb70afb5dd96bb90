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
 * All fields optional; unknown ad-hoc fields are allowed and serialized as given.
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

/** One typed piece of a document. Plain data: safe to structuredClone, postMessage and JSON.stringify. */
export interface Element {
  type: ElementType
  element_id: string
  text: string
  metadata: ElementMetadata
  /** CheckBox only. */
  checked?: boolean
  /** Present only when non-empty. */
  embeddings?: number[]
}
