/**
 * @module pdf/in-thread-port
 * The message port between pdfjs's API and its worker when both run in this thread. pdfjs's own
 * LoopbackPort deep-copies every message with structuredClone, as a real worker boundary would; for an
 * operator list that means one cloned object per glyph, which cost ~10 % of a text page's CPU (clone and
 * the garbage it leaves). Here an operator-list chunk is handed over by sharing its operations: the two
 * arrays are copied (the worker empties and reuses them right after sending), their entries are not
 * (the worker never touches a flushed operation again, and docparts only reads them). Every other message
 * is still cloned, as before.
 */

type Listener = (event: { data: unknown }) => void

interface OperatorListChunk {
  fnArray: unknown[]
  argsArray: unknown[]
}

function isOperatorListChunk(chunk: unknown): chunk is OperatorListChunk {
  if (chunk === null || typeof chunk !== 'object') return false
  const c = chunk as Partial<OperatorListChunk>
  return Array.isArray(c.fnArray) && Array.isArray(c.argsArray)
}

/** A copy of a pdfjs message that shares the operations of an operator-list chunk. */
export function handOver(message: unknown, transfer?: readonly unknown[]): unknown {
  if (message !== null && typeof message === 'object') {
    const chunk = (message as { chunk?: unknown }).chunk
    if (isOperatorListChunk(chunk)) {
      return { ...message, chunk: { ...chunk, fnArray: chunk.fnArray.slice(), argsArray: chunk.argsArray.slice() } }
    }
  }
  const options = transfer !== undefined && transfer.length > 0 ? ({ transfer } as Parameters<typeof structuredClone>[1]) : undefined
  return structuredClone(message, options)
}

/**
 * A port both sides listen on (each side's MessageHandler filters by its own name), delivering
 * asynchronously, as pdfjs's LoopbackPort does: a listener added with an AbortSignal is removed on abort
 * (a destroyed document's handlers leave the shared port).
 */
export class InThreadPort {
  #listeners = new Map<Listener, (() => void) | null>()
  #deferred: Promise<void> = Promise.resolve()

  postMessage(message: unknown, transfer?: readonly unknown[]): void {
    const event = { data: handOver(message, transfer) }
    void this.#deferred.then(() => {
      for (const [listener] of this.#listeners) listener.call(this, event)
    })
  }

  addEventListener(type: string, listener: Listener, options?: { signal?: AbortSignal } | null): void {
    let removeAbort: (() => void) | null = null
    const signal = options?.signal
    if (signal !== undefined) {
      if (signal.aborted) return
      const onAbort = (): void => this.removeEventListener(type, listener)
      removeAbort = () => signal.removeEventListener('abort', onAbort)
      signal.addEventListener('abort', onAbort)
    }
    this.#listeners.set(listener, removeAbort)
  }

  removeEventListener(_type: string, listener: Listener): void {
    this.#listeners.get(listener)?.()
    this.#listeners.delete(listener)
  }

  terminate(): void {
    for (const [, removeAbort] of this.#listeners) removeAbort?.()
    this.#listeners.clear()
  }

  /** Listeners attached now (for tests: destroyed documents must not leave theirs behind). */
  get listenerCount(): number {
    return this.#listeners.size
  }
}
