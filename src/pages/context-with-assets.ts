/**
 * @module pages/context-with-assets
 * A strategy context whose built-in OCR agent reads tesseract's files from the `assets` option's folder
 * (assets/asset-locations); without the option, the context as it is (the platform's default folder).
 */
import { assetLocations } from '#platform/asset-locations'
import { withOcrAssets } from '../ocr/ocr-pool.js'
import type { StrategyContext } from './strategy-context.js'

export function contextWithAssets(ctx: StrategyContext, option: string | URL | undefined): StrategyContext {
  if (option === undefined) return ctx
  const assets = assetLocations(option)
  return { ...ctx, agent: withOcrAssets(ctx.agent, assets), tableAgent: withOcrAssets(ctx.tableAgent, assets) }
}
