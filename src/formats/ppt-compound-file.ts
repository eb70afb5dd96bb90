/**
 * @module formats/ppt-compound-file
 * Reads a stream out of a Compound File Binary (OLE2) container: the project's only adapter of the
 * `cfb` package, used by the legacy PowerPoint reader.
 */
import CFB from 'cfb'
import { DocumentError } from '../errors.js'

/**
 * The bytes of the root-level stream `name` of the compound file `bytes`, or undefined when there is
 * none. Throws `DocumentError` when the bytes are not a readable compound file.
 */
export function readCompoundFileStream(bytes: Uint8Array, name: string): Uint8Array | undefined {
  let container: ReturnType<typeof CFB.read>
  try {
    container = CFB.read(bytes, { type: 'array' })
  } catch (error) {
    throw new DocumentError(`The compound file could not be read (${(error as Error).message}); it may be damaged.`, { cause: error })
  }
  const entry = CFB.find(container, `/${name}`)
  if (entry === null || entry.type !== 2 || entry.content === undefined) return undefined
  const content = entry.content as Uint8Array | number[]
  return content instanceof Uint8Array ? content : Uint8Array.from(content)
}
