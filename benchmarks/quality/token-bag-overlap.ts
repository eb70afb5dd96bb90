/**
 * Token-bag overlap, the table measure's matching rule. Tokens are the whitespace-separated words of
 * normalize-text.ts's form of a text, lower-cased. The overlap of two texts is the size of the
 * multiset intersection of their token bags divided by the size of the SMALLER bag:
 *   overlap(a, b) = Σ_t min(count_a(t), count_b(t)) / min(|a|, |b|)      (0 when either is empty)
 * so a predicted table that is a clean part of a labelled one, or contains it, scores 1. A predicted
 * table matches a labelled table when overlap ≥ TABLE_MATCH (0.5).
 */
import { normalizeText } from './normalize-text.js'

export const TABLE_MATCH = 0.5

/** The bag of lower-cased, normalised words of `text`. */
export function tokenBag(text: string): Map<string, number> {
  const bag = new Map<string, number>()
  for (const token of normalizeText(text).toLowerCase().split(' ')) if (token !== '') bag.set(token, (bag.get(token) ?? 0) + 1)
  return bag
}

const size = (bag: Map<string, number>): number => [...bag.values()].reduce((s, n) => s + n, 0)

/** Multiset intersection of the two token bags over the smaller bag's size, in [0, 1]. */
export function tokenBagOverlap(a: string, b: string): number {
  const bagA = tokenBag(a)
  const bagB = tokenBag(b)
  const smaller = Math.min(size(bagA), size(bagB))
  if (smaller === 0) return 0
  let common = 0
  for (const [token, n] of bagA) common += Math.min(n, bagB.get(token) ?? 0)
  return common / smaller
}
