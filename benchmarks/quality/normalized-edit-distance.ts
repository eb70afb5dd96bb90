/**
 * Normalised edit distance for the reading-order measure: Levenshtein distance (unit weights, two
 * typed-array rows: O(n·m) time, O(min(n, m)) memory; ~10k × 10k characters in well under a second)
 * divided by the longer length. 0 = identical, 1 = nothing in common. Inputs are compared as given;
 * callers normalise first (normalize-text.ts).
 */
import { levenshtein } from '../fidelity/levenshtein.js'

/** levenshtein(a, b) / max(|a|, |b|); 0 when both are empty. */
export function normalizedEditDistance(a: string, b: string): number {
  const longer = Math.max(a.length, b.length)
  return longer === 0 ? 0 : levenshtein(a, b) / longer
}
