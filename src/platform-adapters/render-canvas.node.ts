/**
 * @module platform-adapters/render-canvas.node
 * The canvas pdf.js renders pages on in Node (package.json `imports` "#platform/render-canvas", condition
 * `node`): @napi-rs/canvas, through its one adapter (pdf/canvas). pdf.js makes its own scratch canvases
 * with its Node factory (no factory is passed).
 */
export { createRenderCanvas } from '../pdf/canvas.js'

/** pdf.js's `CanvasFactory` option: undefined keeps pdf.js's own (NodeCanvasFactory). */
export const pdfjsCanvasFactory: unknown = undefined

/** Extra pdf.js `getDocument` options for this platform: none in Node. */
export const pdfjsPlatformOptions: Record<string, unknown> = {}
