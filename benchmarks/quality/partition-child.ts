/**
 * Child-process entry of partition-in-child.ts: partitions one file with the given options and writes
 * the elements, reduced to what the quality measures read (type, text, page, text_as_html), as JSON to
 * the output path. Run apart so that a hostile document (a hang, an abort, memory exhaustion) costs
 * only its own line in a measure.
 *   node --import tsx benchmarks/quality/partition-child.ts <document> '<options json>' <output.json>
 */
import { writeFileSync } from 'node:fs'
import { partitionFile } from '../../src/node/partition-file.js'
import { disposeOcrPool } from '../../src/ocr/ocr-pool.js'
import type { PartitionOptions } from '../../src/options/validate-options.js'
import type { ChildElement } from './partition-in-child.js'

const [path, optionsJson, output] = process.argv.slice(2)
if (path === undefined || optionsJson === undefined || output === undefined) {
  throw new Error('usage: partition-child.ts <document> <options json> <output.json>')
}
const elements = await partitionFile(path, JSON.parse(optionsJson) as PartitionOptions)
const reduced: ChildElement[] = elements.map((e) => ({
  type: e.type,
  text: e.text,
  page: e.metadata.page_number,
  html: e.metadata.text_as_html,
}))
writeFileSync(output, JSON.stringify(reduced))
await disposeOcrPool()
process.exit(0)
