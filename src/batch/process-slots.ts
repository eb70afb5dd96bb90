/**
 * @module batch/process-slots
 * At most N jobs on the batch's worker processes at once, the others waiting in the order they came: a
 * split PDF's ranges and the other files share the processes without starting more of them.
 */

export interface ProcessSlots {
  /** Runs `job` when a slot is free; rejects without running it once the slots are closed. */
  run<T>(job: () => Promise<T>): Promise<T>
  /** Refuses every job waiting and every later one with `reason`. */
  close(reason: Error): void
}

export function createProcessSlots(size: number): ProcessSlots {
  let free = Math.max(1, size)
  const waiting: { start: () => void; refuse: (reason: Error) => void }[] = []
  let closedWith: Error | undefined
  const release = (): void => {
    const next = waiting.shift()
    if (next === undefined) free++
    else next.start()
  }
  return {
    run<T>(job: () => Promise<T>): Promise<T> {
      if (closedWith !== undefined) return Promise.reject(closedWith)
      const started = (): Promise<T> => job().finally(release)
      if (free > 0) {
        free--
        return started()
      }
      return new Promise<T>((resolve, reject) => {
        waiting.push({ start: () => void started().then(resolve, reject), refuse: reject })
      })
    },
    close(reason: Error) {
      closedWith = reason
      for (const entry of waiting.splice(0)) entry.refuse(reason)
    },
  }
}
