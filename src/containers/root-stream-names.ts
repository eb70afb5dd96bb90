/**
 * @module containers/root-stream-names
 * Lists the streams of a Compound File Binary (OLE2) file — the container of DOC, XLS, PPT and MSG —
 * through the project's bounded compound-file reader (containers/compound-file). Only the root
 * storage's streams are listed, as upstream's detector reads them: an XLS that embeds a Word document
 * still has its `WordDocument` stream one storage down, where it must not count.
 */
import { openCompoundFile } from './compound-file.js'

/**
 * Names of the streams directly in the root storage of the CFB file `bytes`, in directory-tree order.
 * Throws `DocumentError` when the bytes are not a sound CFB file.
 */
export function cfbStreamNames(bytes: Uint8Array): string[] {
  const file = openCompoundFile(bytes)
  return file.root.children.map((id) => file.entries.get(id)!).flatMap((entry) => (entry.kind === 'stream' ? [entry.name] : []))
}
