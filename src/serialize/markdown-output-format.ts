/**
 * @module serialize/markdown-output-format
 * `text/markdown`: Unstructured's Markdown rendering of the elements (serialize/elements-to-markdown).
 * Not served by the partition API, whose `output_format` is JSON or CSV.
 */
import { elementsToMarkdown } from './elements-to-markdown.js'
import type { OutputFormat } from './output-format.js'

export const markdownOutputFormat: OutputFormat = {
  mime: 'text/markdown',
  extension: '.md',
  contentType: 'text/markdown; charset=utf-8',
  servedByApi: false,
  serialize: (elements) => elementsToMarkdown(elements),
}
