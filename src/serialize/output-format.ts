/**
 * @module serialize/output-format
 * What an output format is to the CLI, the server and the platform: the `output_format` value (a MIME
 * type), the file extension of a written output, the HTTP content type, how elements become the
 * body, and how several documents' bodies become one (where that applies). The registry of formats
 * is serialize/output-formats.
 */
import type { Element } from '../elements/types.js'

export interface OutputFormat {
  /** The `output_format` value, e.g. `text/csv`. */
  readonly mime: string
  /** Extension of a written output file, with its dot: `.json`. */
  readonly extension: string
  /** `content-type` of an HTTP reply carrying this format. */
  readonly contentType: string
  /** Whether the partition API serves it (upstream's API knows only JSON and CSV). */
  readonly servedByApi: boolean
  /** One document's elements → the body. */
  serialize(elements: readonly Element[]): string
  /** Several documents' bodies (each from `serialize`) → one body; absent when the format has no such form. */
  combine?(bodies: readonly string[]): string
}

/** What a format's file declares; `outputFormat` fills in the rest. */
export type OutputFormatDeclaration = Pick<OutputFormat, 'mime' | 'extension' | 'serialize' | 'combine'> & Partial<Pick<OutputFormat, 'servedByApi'>>

/**
 * The format `declared`: not served by the partition API unless it says so, and sent as its MIME type — with
 * `; charset=utf-8` for a `text/` type, whose default charset would otherwise be US-ASCII (JSON is UTF-8 by
 * definition and takes no charset parameter).
 */
export function outputFormat(declared: OutputFormatDeclaration): OutputFormat {
  const contentType = declared.mime.startsWith('text/') ? `${declared.mime}; charset=utf-8` : declared.mime
  return { contentType, servedByApi: false, ...declared }
}
