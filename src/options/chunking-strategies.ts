/**
 * @module options/chunking-strategies
 * The chunking strategies docparts accepts: upstream's `basic` and `by_title` (chunking/dispatch.py)
 * and the hosted-only `by_page` and `by_similarity` (api §1.11), run locally.
 */

/** Every accepted `chunking_strategy` value, in the order error messages list them. */
export const CHUNKING_STRATEGIES = ['basic', 'by_page', 'by_similarity', 'by_title'] as const

export type ChunkingStrategy = (typeof CHUNKING_STRATEGIES)[number]

/** True when `value` names a chunking strategy. */
export function isChunkingStrategy(value: unknown): value is ChunkingStrategy {
  return typeof value === 'string' && (CHUNKING_STRATEGIES as readonly string[]).includes(value)
}
