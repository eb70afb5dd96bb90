/**
 * @module batch/jsonl-sink
 * `--jsonl <file|->`: every element of a batch, one JSON object per line, into one stream (a file, or
 * stdout with `-`) for piping into loaders. A file's elements are written together, files in the order
 * they finish. Writes wait for the stream to drain, so a slow reader slows the batch instead of filling memory.
 */
import { createWriteStream } from 'node:fs'
import type { Element } from '../elements/types.js'

export interface JsonlSink {
  write(lines: string): Promise<void>
  close(): Promise<void>
}

/** The elements as JSON lines (each ends with a newline). */
export function elementsToJsonLines(elements: readonly Element[]): string {
  let text = ''
  for (const element of elements) text += `${JSON.stringify(element)}\n`
  return text
}

/** `-` writes through `stdout` (the command's stdout), anything else creates or truncates that file. */
export function openJsonlSink(target: string, stdout: (text: string) => void): JsonlSink {
  if (target === '-') {
    return {
      async write(lines) {
        stdout(lines)
        if (process.stdout.writableNeedDrain) await new Promise<void>((resolve) => process.stdout.once('drain', () => resolve()))
      },
      close: async () => undefined,
    }
  }
  const stream = createWriteStream(target)
  let failure: Error | undefined
  stream.on('error', (error) => (failure = error))
  return {
    async write(lines) {
      if (failure !== undefined) throw failure
      if (!stream.write(lines)) await new Promise<void>((resolve) => stream.once('drain', () => resolve()))
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (failure !== undefined) return reject(failure)
        stream.end(() => resolve())
      }),
  }
}
