/**
 * @module options/vlm-types
 * The contract of a vision-language model provider for strategy `vlm`. None is built in (the library makes
 * no network calls); the caller passes one as the library option `vlmProvider`, and it receives each page
 * image with `vlmModelProvider` / `vlmModel` as given in the request.
 */

export interface VlmRequest {
  /** The page image, encoded as `mimeType`. */
  image: Uint8Array
  mimeType: 'image/jpeg'
  /** Image size in pixels. */
  width: number
  height: number
  pageNumber: number
  /** `vlmModelProvider` and `vlmModel` from the options, when given. */
  provider?: string
  model?: string
  signal?: AbortSignal
}

/** One region the model found: an element type (Title, NarrativeText, Table, Image, …), its text, optionally its box. */
export interface VlmRegion {
  type: string
  text: string
  /** [x1, y1, x2, y2] in the image's pixels, top-left origin. */
  bbox?: [number, number, number, number]
  /** For tables: `<table>…</table>`. */
  textAsHtml?: string
}

export type VlmProvider = (request: VlmRequest) => Promise<VlmRegion[]>
