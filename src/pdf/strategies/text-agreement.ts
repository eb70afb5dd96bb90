/**
 * @module pdf/strategies/text-agreement
 * How far two readings of one page agree: the share of the larger word multiset that both contain
 * (words lower-cased, punctuation stripped). 1 = same words, 0 = nothing in common. Used to decide
 * whether an invisible text layer matches what OCR reads in the image.
 */
export function textAgreement(a: string, b: string): number {
  const words = (s: string): string[] =>
    s
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w !== '')
  const left = words(a)
  const right = words(b)
  if (left.length === 0 && right.length === 0) return 1
  const counts = new Map<string, number>()
  for (const w of left) counts.set(w, (counts.get(w) ?? 0) + 1)
  let common = 0
  for (const w of right) {
    const n = counts.get(w) ?? 0
    if (n > 0) {
      common++
      counts.set(w, n - 1)
    }
  }
  return common / Math.max(left.length, right.length)
}
