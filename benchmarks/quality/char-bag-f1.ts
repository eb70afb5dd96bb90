/**
 * Character-bag F1, the decoding measure: how well two texts agree on WHICH characters they contain,
 * whatever their order. Each text becomes the multiset of its visible characters: code points after
 * NFKC, without whitespace, controls (Cc: pdftotext prints an undecodable glyph as U+0003 and the like)
 * and format characters (Cf: the bidi embeddings U+202B/U+202C pdftotext puts around right-to-left
 * text, zero-width joiners). With c = the size of the multiset intersection,
 *   precision = c / |ours|, recall = c / |reference|, F1 = 2c / (|ours| + |reference|)
 * (1 when both are empty). Also returns the characters most missed (in the reference, not in ours)
 * and most added (in ours, not in the reference), with their surplus counts.
 */
export interface CharBagScore {
  f1: number
  ours: number
  reference: number
  /** [character, how many more the reference has], largest first. */
  missed: [string, number][]
  /** [character, how many more ours has], largest first. */
  added: [string, number][]
}

const INVISIBLE = /[\s\p{Cc}\p{Cf}]/u

/** Multiset of the visible code points of `text` after NFKC (no whitespace, Cc or Cf). */
export function charBag(text: string): Map<string, number> {
  const bag = new Map<string, number>()
  for (const ch of text.normalize('NFKC')) if (!INVISIBLE.test(ch)) bag.set(ch, (bag.get(ch) ?? 0) + 1)
  return bag
}

function surplus(a: Map<string, number>, b: Map<string, number>, top: number): [string, number][] {
  const out: [string, number][] = []
  for (const [ch, n] of a) if (n > (b.get(ch) ?? 0)) out.push([ch, n - (b.get(ch) ?? 0)])
  return out.sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1)).slice(0, top)
}

/** Character-bag F1 of `ours` against `reference`, with the `top` most missed and added characters. */
export function charBagF1(ours: string, reference: string, top = 5): CharBagScore {
  const a = charBag(ours)
  const b = charBag(reference)
  const total = (bag: Map<string, number>): number => [...bag.values()].reduce((s, n) => s + n, 0)
  let common = 0
  for (const [ch, n] of a) common += Math.min(n, b.get(ch) ?? 0)
  const oursCount = total(a)
  const referenceCount = total(b)
  const f1 = oursCount + referenceCount === 0 ? 1 : (2 * common) / (oursCount + referenceCount)
  return { f1, ours: oursCount, reference: referenceCount, missed: surplus(b, a, top), added: surplus(a, b, top) }
}
