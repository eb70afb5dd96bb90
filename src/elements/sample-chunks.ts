/**
 * @module elements/sample-chunks
 * The chunks of a text that language detection reads (./detect-languages.ts): the text cut at sentence ends
 * and line breaks (./split-at-sentence-ends.ts), the pieces joined with spaces into chunks of at least
 * MIN_CHUNK_LENGTH characters (what is left at the end joins the last chunk), and of those at most
 * MAX_CHUNKS, taken evenly. Only the chunks taken are built: a document's text (the 400-page manual's
 * 336,000 characters) makes thousands of chunks, of which 64 are read.
 */
import { splitAtSentenceEnds } from './split-at-sentence-ends.js'

/** Text is cut into chunks of at least this many characters (whole sentences) before identification. */
export const MIN_CHUNK_LENGTH = 100
/** At most this many chunks are identified; longer texts are sampled evenly. */
export const MAX_CHUNKS = 64

/** The chunks of `text` detection reads, in order (see the module). */
export function sampleChunks(text: string): string[] {
  const pieces = splitAtSentenceEnds(text)
  // chunk k is the non-empty pieces from bounds[2k] to bounds[2k + 1] (exclusive), joined by spaces
  const bounds: number[] = []
  const from = pushChunkBounds(pieces, bounds)
  // the pieces left over (shorter than a chunk) join the last chunk, or are the only one
  if (from !== -1) {
    if (bounds.length > 0) bounds[bounds.length - 1] = pieces.length
    else bounds.push(from, pieces.length)
  }
  const count = bounds.length / 2
  const chunks: string[] = []
  if (count <= MAX_CHUNKS) {
    for (let k = 0; k < count; k++) chunks.push(joined(pieces, bounds[2 * k]!, bounds[2 * k + 1]!))
    return chunks
  }
  const step = count / MAX_CHUNKS
  for (let i = 0; i < MAX_CHUNKS; i++) {
    const k = Math.floor(i * step)
    chunks.push(joined(pieces, bounds[2 * k]!, bounds[2 * k + 1]!))
  }
  return chunks
}

/**
 * Pushes the bounds of each full chunk of `pieces` onto `bounds`; returns the first piece of the pieces left over
 * (-1 for none). A function of its own: V8 compiles a long loop while it runs (on-stack replacement), and when this
 * loop was sampleChunks's, that code also held the rest of sampleChunks, not run yet; it was entered and thrown
 * away at the loop's end on every long text until the whole function was compiled (16 times in one pass over the corpus).
 */
function pushChunkBounds(pieces: readonly string[], bounds: number[]): number {
  let from = -1
  let length = 0
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!
    if (piece === '') continue
    if (from === -1) {
      from = i
      length = piece.length
    } else length += 1 + piece.length
    if (length >= MIN_CHUNK_LENGTH) {
      bounds.push(from, i + 1)
      from = -1
    }
  }
  return from
}

/** The non-empty pieces from `from` to `to` (exclusive), joined by spaces. */
function joined(pieces: readonly string[], from: number, to: number): string {
  let chunk = ''
  for (let i = from; i < to; i++) {
    const piece = pieces[i]!
    if (piece !== '') chunk = chunk === '' ? piece : `${chunk} ${piece}`
  }
  return chunk
}
