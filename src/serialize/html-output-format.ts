/**
 * @module serialize/html-output-format
 * `text/html`: Unstructured's HTML page of the elements (serialize/elements-to-html). Not served by the
 * partition API, whose `output_format` is JSON or CSV.
 */
import { elementsToHtml } from './elements-to-html.js'
import { outputFormat } from './output-format.js'

export const htmlOutputFormat = outputFormat({ mime: 'text/html', extension: '.html', serialize: (elements) => elementsToHtml(elements) })
