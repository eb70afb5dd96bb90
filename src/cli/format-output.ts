/**
 * @module cli/format-output
 * Elements → the body the API would send for `output_format`.
 */
import type { Element } from '../elements/types.js'
import { UnsupportedOptionError } from '../errors.js'
import { elementsToCsv } from '../serialize/elements-to-csv.js'
import { elementsToJson } from '../serialize/elements-to-json.js'

export const OUTPUT_FORMATS = ['application/json', 'text/csv'] as const

export function formatOutput(elements: Element[], outputFormat: string): string {
  if (outputFormat === 'text/csv') return elementsToCsv(elements)
  if (outputFormat === 'application/json') return elementsToJson(elements)
  throw unsupportedFormat(outputFormat)
}

export function outputExtension(outputFormat: string): string {
  if (outputFormat === 'text/csv') return '.csv'
  if (outputFormat === 'application/json') return '.json'
  throw unsupportedFormat(outputFormat)
}

function unsupportedFormat(outputFormat: string): UnsupportedOptionError {
  return new UnsupportedOptionError(
    `output_format '${outputFormat}' cannot be served: use 'application/json' or 'text/csv'.`,
  )
}
