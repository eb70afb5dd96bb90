/**
 * @module formats/rtf/rtf
 * The RTF partitioner. Upstream converts RTF to HTML with pandoc and partitions that HTML (core §7);
 * this reads the RTF (formats/rtf/rtf-reader), writes the same kind of HTML — headings as `<hN>`, list
 * paragraphs as nested `<ul><li>`, other paragraphs as `<p>`, tables as `<table>`, bold as `<strong>`,
 * italic as `<em>`, hyperlinks as `<a href>` — and hands it to the HTML partitioner, so the element
 * types, emphasis, links and `text_as_html` are the HTML partitioner's. The `encoding` option, when
 * not the default, names the code page of the document's 8-bit text instead of its `\ansicpg`.
 */
import type { Element } from '../../elements/types.js'
import { DocumentError } from '../../errors.js'
import { elementsFromHtmlText } from '../html/elements-from-html.js'
import { escapeHtml } from '../html/html-table.js'
import { lookupPythonCodec } from '../../encoding/python-codecs.js'
import { readRtf, type RtfBlock, type RtfRun } from './rtf-reader.js'
import type { Partitioner } from '../types.js'

/** Partition an RTF document into elements, `element_id: ''`. */
export const partitionRtf: Partitioner = async ({ bytes, options }) => {
  options.signal?.throwIfAborted()
  const encoding = rtfCodePage(options.encoding)
  const html = rtfBlocksToHtml(readRtf(bytes, encoding === undefined ? {} : { encoding }))
  return elementsFromHtmlText(html, options) satisfies Element[]
}

/** The iconv code page the `encoding` option asks for, or undefined for the default (the document's own). */
function rtfCodePage(encoding: string): string | undefined {
  if (encoding.trim().toLowerCase() === 'utf-8') return undefined
  const codec = lookupPythonCodec(encoding)
  if (codec === undefined) throw new DocumentError(`unknown encoding: ${encoding}`)
  return codec.iconv ?? codec.kind.replace('-sig', '')
}

/** The HTML pandoc would write for the blocks, in the shape the HTML partitioner reads. */
export function rtfBlocksToHtml(blocks: readonly RtfBlock[]): string {
  let html = '<html><body>'
  let listDepth = 0
  for (const block of blocks) {
    const level = block.kind === 'paragraph' ? block.listLevel : undefined
    const target = level === undefined ? 0 : level + 1
    while (listDepth > target) {
      html += '</ul>'
      listDepth--
    }
    while (listDepth < target) {
      html += '<ul>'
      listDepth++
    }
    if (block.kind === 'table') {
      html += '<table>'
      for (const row of block.rows) html += `<tr>${row.map((cell) => `<td>${runsToHtml(cell)}</td>`).join('')}</tr>`
      html += '</table>'
    } else if (level !== undefined) html += `<li>${runsToHtml(block.runs)}</li>`
    else if (block.headingLevel !== undefined) {
      const h = Math.min(block.headingLevel, 6)
      html += `<h${h}>${runsToHtml(block.runs)}</h${h}>`
    } else html += `<p>${runsToHtml(block.runs)}</p>`
  }
  html += '</ul>'.repeat(listDepth)
  return html + '</body></html>'
}

function runsToHtml(runs: readonly RtfRun[]): string {
  let html = ''
  for (const run of runs) {
    let piece = escapeHtml(run.text).replace(/\n/g, '<br/>')
    if (run.italic) piece = `<em>${piece}</em>`
    if (run.bold) piece = `<strong>${piece}</strong>`
    if (run.url !== undefined) piece = `<a href="${escapeHtml(run.url)}">${piece}</a>`
    html += piece
  }
  return html
}
