/** Levenshtein (edit) distance between two strings, unit weights, two rows of memory. */
export function levenshtein(a: string, b: string): number {
  if (a.length < b.length) [a, b] = [b, a]
  let prev = new Uint32Array(b.length + 1)
  let next = new Uint32Array(b.length + 1)
  for (let j = 0; j <= b.length; j++) prev[j] = j
  for (let i = 1; i <= a.length; i++) {
    next[0] = i
    const ca = a.charCodeAt(i - 1)
    for (let j = 1; j <= b.length; j++) {
      const sub = prev[j - 1]! + (ca === b.charCodeAt(j - 1) ? 0 : 1)
      next[j] = Math.min(sub, prev[j]! + 1, next[j - 1]! + 1)
    }
    ;[prev, next] = [next, prev]
  }
  return prev[b.length]!
}
