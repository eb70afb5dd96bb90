/**
 * @module options/strategies
 * The partitioning strategies, read from their one declaration (`strategy`'s known values in
 * ./option-fields.ts): the PDF partitioner, the image partitioner, the platform's partition node subtypes
 * and the server's memory estimate take their lists from here, so a new strategy is one known value there
 * plus its entry in pdf/page-strategies.ts `PAGE_STRATEGIES` (a Record the compiler checks is complete).
 */
import { OPTION_FIELDS } from './option-fields.js'
import type { Strategy } from './option-values.js'

/** Every strategy of the partition interface, in the spec's order: `fast`, `hi_res`, `auto`, `ocr_only`, `od_only`, `vlm`. */
export const STRATEGIES: readonly Strategy[] = OPTION_FIELDS.strategy.knownValues

/** A strategy that renders pages (every one but `fast`). */
export type RenderingStrategy = Exclude<Strategy, 'fast'>

/** The strategies that render pages: the ones an image can be partitioned with. */
export const RENDERING_STRATEGIES: readonly RenderingStrategy[] = STRATEGIES.filter((strategy): strategy is RenderingStrategy => strategy !== 'fast')
