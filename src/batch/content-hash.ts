/**
 * @module batch/content-hash
 * The SHA-256 of a file's bytes (hex), read as a stream so a file of any size hashes in a few KiB.
 * With the options hash it identifies one piece of work: the same bytes with the same options give the
 * same output.
 */
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'

export async function hashFileContent(path: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** The SHA-256 of bytes already read (a worker hashes what it partitions). */
export function hashBytes(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex')
}
