/**
 * @module serialize/output-formats
 * The output formats, one line each: the CLI, the server and the platform look a format up here, so a
 * new format is one file (an `OutputFormat`) and one line below.
 */
import { UnsupportedOptionError } from '../errors.js'
import { csvOutputFormat } from './csv-output-format.js'
import { htmlOutputFormat } from './html-output-format.js'
import { jsonOutputFormat } from './json-output-format.js'
import { markdownOutputFormat } from './markdown-output-format.js'
import type { OutputFormat } from './output-format.js'

export const OUTPUT_FORMATS = {
  'application/json': jsonOutputFormat,
  'text/csv': csvOutputFormat,
  'text/markdown': markdownOutputFormat,
  'text/html': htmlOutputFormat,
} as const satisfies Record<string, OutputFormat>

export type OutputFormatName = keyof typeof OUTPUT_FORMATS

/** Every `output_format` value this build writes, in registry order. */
export const OUTPUT_FORMAT_NAMES = Object.keys(OUTPUT_FORMATS) as OutputFormatName[]

/** The `output_format` values the partition API serves (JSON and CSV, as upstream's API). */
export const API_OUTPUT_FORMAT_NAMES = OUTPUT_FORMAT_NAMES.filter((name) => OUTPUT_FORMATS[name].servedByApi)

/** The format named `name`; an unknown name is an UnsupportedOptionError listing the known ones. */
export function outputFormatFor(name: string): OutputFormat {
  if (Object.hasOwn(OUTPUT_FORMATS, name)) return OUTPUT_FORMATS[name as OutputFormatName]
  const known = OUTPUT_FORMAT_NAMES.map((n) => `'${n}'`).join(', ')
  throw new UnsupportedOptionError(`output_format '${name}' cannot be served: use one of ${known}.`)
}
