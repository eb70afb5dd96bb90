/**
 * @module serialize/markdown-output-format
 * `text/markdown`: Unstructured's Markdown rendering of the elements (serialize/elements-to-markdown).
 * Not served by the partition API, whose `output_format` is JSON or CSV.
 */
import { elementsToMarkdown } from './elements-to-markdown.js'
import { outputFormat } from './output-format.js'

export const markdownOutputFormat = outputFormat({ mime: 'text/markdown', extension: '.md', serialize: (elements) => elementsToMarkdown(elements) })
