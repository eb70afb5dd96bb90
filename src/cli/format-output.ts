/**
 * @module cli/format-output
 * Elements → the body written for `output_format`, and the extension of a written output: thin
 * wrappers over the output-format registry (serialize/output-formats), which knows JSON, CSV,
 * Markdown and HTML. An unknown format is an UnsupportedOptionError naming the known ones.
 */
import type { Element } from '../elements/types.js'
import { OUTPUT_FORMAT_NAMES, outputFormatFor } from '../serialize/output-formats.js'

export const OUTPUT_FORMATS = OUTPUT_FORMAT_NAMES

export function formatOutput(elements: Element[], outputFormat: string): string {
  return outputFormatFor(outputFormat).serialize(elements)
}

export function outputExtension(outputFormat: string): string {
  return outputFormatFor(outputFormat).extension
}
