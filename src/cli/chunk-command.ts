/**
 * @module cli/chunk-command
 * `docparts chunk <elements.json> --chunking-strategy <s> [--<parameter> <value>]…`: reads an element
 * array as `partition` writes it and writes the chunks as JSON to stdout.
 */
import { readFile } from 'node:fs/promises'
import { chunk } from '../chunking/chunk.js'
import { assignElementIds } from '../elements/assign-element-ids.js'
import type { ResolvedOptions } from '../options/types.js'
import { elementsFromJson } from '../serialize/elements-from-json.js'
import { formatOutput } from './format-output.js'
import { EXIT_OK } from '../batch/exit-code.js'
import { UsageError } from './parse-args.js'

export interface ChunkCommandInput {
  paths: string[]
  options: ResolvedOptions
  stdout: (text: string) => void
}

export async function runChunkCommand({ paths, options, stdout }: ChunkCommandInput): Promise<number> {
  if (paths.length !== 1) throw new UsageError('Give one element file to chunk: docparts chunk <elements.json> --chunking-strategy by_title')
  if (options.chunkingStrategy === undefined) {
    throw new UsageError('Give --chunking-strategy basic|by_title|by_page|by_similarity.')
  }
  const elements = elementsFromJson(await readFile(paths[0]!, 'utf8'))
  const chunks = assignElementIds(chunk(elements, options), { uniqueElementIds: options.uniqueElementIds })
  stdout(formatOutput(chunks, options.outputFormat))
  return EXIT_OK
}
