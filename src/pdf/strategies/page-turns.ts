/**
 * @module pdf/strategies/page-turns
 * Pages of one document that only compute (a text layer, its tables) take turns: a page waits until the
 * page before it has finished its computing or gone off to wait for pixels (render, OCR). The page lanes
 * of pdf/partition-pdf exist for OCR; between pages that need none, interleaving at every `await` only kept
 * two pages' glyphs, paths and words alive at once, so they outlived young collections and were copied and
 * promoted (DA-619p, 619 born-digital pages: ~700 ms of GC per run). Same elements, fewer survivors.
 */

/** The end of the last turn taken under each key (a document's strategy context). */
const lastTurn = new WeakMap<object, Promise<void>>()

/**
 * Waits for the turn under `key` and returns the function that ends it (idempotent: call it before waiting
 * for anything that is not computing on this thread, and again in a `finally`).
 */
export async function takeTurn(key: object): Promise<() => void> {
  const previous = lastTurn.get(key) ?? Promise.resolve()
  let end!: () => void
  const ended = new Promise<void>((resolve) => (end = resolve))
  lastTurn.set(key, ended)
  await previous
  return end
}
