/**
 * @module pages/vlm-page
 * Strategy `vlm`: each page image goes to the caller's provider (options/vlm-types); its regions
 * become elements (an unknown type becomes UncategorizedText, with a warning), in the order returned.
 * Without a provider: UnsupportedOptionError saying how to register one.
 */
import { ELEMENT_TYPES } from '../elements/types.js'
import type { Element, ElementType } from '../elements/types.js'
import { UnsupportedOptionError } from '../errors.js'
import { encodeJpeg } from '#platform/image-encode'
import type { GrayImage } from '../images/gray-image.js'
import { coordinatesOf } from './pixel-coordinates.js'
import type { StrategyContext } from './strategy-context.js'
import type { VlmProvider } from '../options/vlm-types.js'

export function requireVlmProvider(provider: VlmProvider | undefined): VlmProvider {
  if (provider !== undefined) return provider
  throw new UnsupportedOptionError(
    'Strategy "vlm" needs a vision-language model provider, and none is built in (docparts makes no network calls). ' +
      'Pass one as the library option vlmProvider: partition(bytes, { strategy: "vlm", vlmProvider: async ({ image, mimeType }) => [{ type: "NarrativeText", text: "…" }] }).',
  )
}

/** One page image (RGBA 4 channels or gray 1) → elements through the provider. */
export async function vlmPageElements(
  provider: VlmProvider,
  pixels: { data: Uint8Array; width: number; height: number; channels: 1 | 4 },
  pageNumber: number,
  ctx: StrategyContext,
): Promise<Element[]> {
  const image = await encodeJpeg(pixels.data, pixels.width, pixels.height, pixels.channels)
  const regions = await provider({
    image,
    mimeType: 'image/jpeg',
    width: pixels.width,
    height: pixels.height,
    pageNumber,
    ...(ctx.options.vlmModelProvider !== undefined ? { provider: ctx.options.vlmModelProvider } : {}),
    ...(ctx.options.vlmModel !== undefined ? { model: ctx.options.vlmModel } : {}),
    ...(ctx.signal !== undefined ? { signal: ctx.signal } : {}),
  })
  return regions.map((region) => {
    let type: ElementType = 'UncategorizedText'
    if ((ELEMENT_TYPES as readonly string[]).includes(region.type)) type = region.type as ElementType
    else
      ctx.warn({
        code: 'unknown-element',
        message: `The VLM provider returned an unknown element type '${region.type}'; kept as UncategorizedText.`,
        page_number: pageNumber,
      })
    const element: Element = { type, element_id: '', text: region.text, metadata: { page_number: pageNumber } }
    if (region.bbox !== undefined) {
      const [x1, y1, x2, y2] = region.bbox
      element.metadata.coordinates = coordinatesOf({ x1, y1, x2, y2 }, pixels.width, pixels.height)
    }
    if (region.textAsHtml !== undefined) element.metadata.text_as_html = region.textAsHtml
    return element
  })
}

/** A grayscale image as the provider's pixel input. */
export function grayPixels(image: GrayImage): { data: Uint8Array; width: number; height: number; channels: 1 } {
  return { data: image.gray, width: image.width, height: image.height, channels: 1 }
}
