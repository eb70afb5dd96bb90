/**
 * @module formats/text/text
 * Plain text (core §7 text), a port of upstream `partition/text.py::partition_text`: decode, group
 * paragraphs (`auto_paragraph_grouper`), split on newline runs, strip, skip empty strings and lone
 * bullets, classify each paragraph with `element_from_text`. No coordinates, so never Header/Footer.
 * A paragraph longer than limits.maxLineLength (100,000 characters) is cut into pieces first
 * (formats/text/break-long-lines), so one huge line costs time and memory in proportion to its size and
 * never aborts the process.
 */
import { elementFromText } from '../../elements/classify-text.js'
import type { Element } from '../../elements/types.js'
import { decodeText } from '../../encoding/decode-text.js'
import { breakLongLines, MAX_PARAGRAPH_LENGTH } from './break-long-lines.js'
import { documentLimits } from '../../document-limits.js'
import { chooseParagraphGrouping, groupParagraphs, isEmptyBullet, splitOnNewlineRuns } from './paragraphs.js'
import { pyStrip } from '../../elements/python-strings.js'
import type { Partitioner } from '../types.js'

/**
 * Elements of an already decoded plain-text document, in order, with `element_id: ''` and empty
 * metadata. Shared by partitioners whose content is plain text (e-mail bodies, …).
 */
export function elementsFromPlainText(text: string, maxLineLength = MAX_PARAGRAPH_LENGTH): Element[] {
  const elements: Element[] = []
  // upstream's `auto_paragraph_grouper`, with the grouping chosen before over-long lines are cut
  const grouping = chooseParagraphGrouping(text)
  const grouped = groupParagraphs(breakLongLines(text, grouping, maxLineLength), grouping)
  for (const paragraph of splitOnNewlineRuns(pyStrip(grouped))) {
    const stripped = pyStrip(paragraph)
    if (stripped === '' || isEmptyBullet(stripped)) continue
    const { type, text: elementText } = elementFromText(stripped)
    elements.push({ type, element_id: '', text: elementText, metadata: {} })
  }
  return elements
}

/** Partitions a .txt (and other text/plain) document. */
export const partitionText: Partitioner = async ({ bytes, options, warn }) => {
  const { text } = decodeText(bytes, options.encoding, warn)
  return elementsFromPlainText(text, documentLimits(options.limits).maxLineLength)
}
