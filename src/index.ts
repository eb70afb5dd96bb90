/**
 * @module docparts
 * The core entry: runs anywhere JavaScript runs (Node, Electron renderer, workers). Re-exports only.
 */
export { partition, partitionResolved } from './partition.js'
export { partitionStream } from './partition-stream.js'
export { validateOptions } from './options/validate-options.js'
export type { PartitionOptions } from './options/validate-options.js'
export type {
  Strategy,
  ChunkingStrategy,
  OutputFormatName,
  HiResModelName,
  VlmModelProvider,
  OpenString,
  EnumeratedOptions,
} from './options/option-values.js'
export type { ChunkOptions } from './chunking/chunk.js'
export type { DocumentInput } from './detect/document-bytes.js'
export type { ResolvedOptions } from './options/types.js'
export { chunk } from './chunking/chunk.js'
export { elementsToJson } from './serialize/elements-to-json.js'
export { elementsToCsv } from './serialize/elements-to-csv.js'
export { elementsToMarkdown } from './serialize/elements-to-markdown.js'
export type { ElementsToMarkdownOptions } from './serialize/elements-to-markdown.js'
export { elementsToHtml } from './serialize/elements-to-html.js'
export type { ElementsToHtmlOptions } from './serialize/elements-to-html.js'
export { OUTPUT_FORMATS, outputFormatFor } from './serialize/output-formats.js'
export type { OutputFormat } from './serialize/output-format.js'
export { elementsFromJson } from './serialize/elements-from-json.js'
export { encodeOrigElements, decodeOrigElements } from './serialize/orig-elements.js'
export { detectFileType } from './detect/detect-file-type.js'
export { ELEMENT_TYPES } from './elements/types.js'
export type {
  Element,
  ElementDraft,
  ElementMetadata,
  ElementType,
  TextElementType,
  TextElement,
  TableElement,
  TableChunk,
  ImageElement,
  CompositeElement,
  PageBreak,
  FormKeysValues,
  CheckBox,
  TextMetadata,
  TableMetadata,
  TableChunkMetadata,
  ImageMetadata,
  CompositeMetadata,
  FormKeysValuesMetadata,
  CommonMetadata,
  MetadataWithout,
  Coordinates,
  Link,
} from './elements/types.js'
export { isTable, isImage } from './elements/element-guards.js'
export { FILE_TYPES, FILE_TYPE_INFO } from './detect/file-types.js'
export type { FileType } from './detect/file-types.js'
export {
  PartitionError,
  ValidationError,
  UnsupportedOptionError,
  MissingPackageError,
  UnsupportedFileTypeError,
  DocumentError,
  InternalError,
} from './errors.js'
export type { ValidationIssue, PartitionWarning, WarningCode } from './errors.js'
export { DEFAULT_LIMITS, LimitExceededError } from './document-limits.js'
export type { DocumentLimits } from './document-limits.js'
