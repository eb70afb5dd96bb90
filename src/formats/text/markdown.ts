/**
 * @module formats/text/markdown
 * The Markdown partitioner (upstream `partition_md`, core §7): Markdown → HTML → the HTML
 * partitioner's walk, so fenced code becomes CodeSnippet, pipe tables become Table, headings Title.
 * The project's only adapter of `marked`.
 *
 * Upstream converts with python-markdown and the `tables` and `fenced_code` extensions. marked's GFM
 * mode gives both, plus three things python-markdown does not do, which are switched off so the text
 * stays the same: `~~strike~~` (it would become `<del>`, which the HTML partitioner drops with its
 * content), bare-URL autolinks (they would add link metadata) and task-list checkboxes (an `<input>`
 * would split the list item; the `[ ]` is kept as text instead).
 *
 * Quotes and lists nested more than 32 levels deep are flattened before marked sees them
 * (formats/text/cap-markdown-nesting), with a warning. Should marked still overflow the stack (inline
 * markup nested thousands deep), the text is partitioned as plain text, with a warning.
 */
import { Marked } from 'marked'
import { capMarkdownNesting, MAX_MARKDOWN_NESTING } from './cap-markdown-nesting.js'
import { documentLimits } from '../../document-limits.js'
import { decodeText } from '../../encoding/decode-text.js'
import { escapeHtml } from '../html/html-table.js'
import { elementsFromHtmlText } from '../html/elements-from-html.js'
import { elementsFromPlainText } from './text.js'
import type { Partitioner } from '../types.js'

const markdown = new Marked({
  gfm: true, // pipe tables (python-markdown `tables`); fenced code is CommonMark anyway
  breaks: false,
  async: false,
  tokenizer: {
    // `undefined` (not `false`) means "no token here" without falling back to the built-in rule
    del: () => undefined,
    url: () => undefined,
  },
  renderer: {
    checkbox: ({ checked }) => escapeHtml(checked ? '[x] ' : '[ ] '),
  },
})

/** Markdown source → HTML, as upstream's `markdown.markdown(text, extensions=["tables", "fenced_code"])` would give it. */
export function markdownToHtml(text: string): string {
  return markdown.parse(text, { async: false })
}

/** Partition a Markdown document (text/markdown) into elements, `element_id: ''`. */
export const partitionMarkdown: Partitioner = async ({ bytes, options, warn }) => {
  options.signal?.throwIfAborted()
  const { text } = decodeText(bytes, options.encoding, warn)
  // marked lexes nested quotes and lists recursively, once per level: the depth is bounded first
  const maxNesting = Math.min(MAX_MARKDOWN_NESTING, documentLimits(options.limits).maxNestingDepth)
  const capped = capMarkdownNesting(text, maxNesting)
  if (capped.capped) {
    warn({
      code: 'unsupported-feature',
      message: `The Markdown nests block quotes or lists more than ${maxNesting} levels deep; the deeper levels were read as level ${maxNesting}, their text kept.`,
    })
  }
  let html: string
  try {
    html = markdownToHtml(capped.text)
  } catch (error) {
    // marked also recurses on inline nesting (emphasis inside emphasis, …), which is not bounded
    // here: rather than fail, the document's text is read as plain text
    if (!(error instanceof RangeError)) throw error
    warn({
      code: 'unsupported-feature',
      message: `The Markdown could not be parsed (${error.message.split('\n')[0]}), probably inline markup nested thousands deep; its text was partitioned as plain text.`,
    })
    return elementsFromPlainText(capped.text, documentLimits(options.limits).maxLineLength)
  }
  return elementsFromHtmlText(html, options, warn)
}
