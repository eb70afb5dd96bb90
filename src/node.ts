/**
 * @module docparts/node
 * The Node entry: everything in `docparts` plus what needs the file system, processes or sockets.
 */
export * from './index.js'
export { partitionFile } from './node/partition-file.js'
export { openPlatform } from './platform/open-platform.js'
export { createJobRunner } from './platform/job-runner.js'
export { platformRoutes } from './platform/platform-routes.js'
export { createServer } from './server/create-server.js'
export type { ServerState } from './server/create-server.js'
export { serverOptionsFromEnv } from './server/server-options-from-env.js'
export type { ServerOptions } from './server/server-options.js'
export { disposeOcrPool, configureOcrPool } from './ocr/ocr-pool.js'
export type { OcrPoolOptions } from './ocr/ocr-pool.js'
export { copyBrowserAssets } from './node/copy-browser-assets.js'
export type { CopyBrowserAssetsOptions } from './node/copy-browser-assets.js'
export { createNativeTesseractAgent } from './node/native-tesseract-agent.js'
export type { NativeTesseractOptions } from './node/native-tesseract-agent.js'
export type { OcrAgent, OcrLine, OcrWord } from './ocr/ocr-types.js'
export type { GrayImage } from './images/gray-image.js'
export type { VlmProvider, VlmRequest, VlmRegion } from './options/vlm-types.js'

import { installNodeOcr } from './node/ocr-node-helpers.js'
import { installOcrPoolSize } from './node/ocr-pool-size.js'

// This entry is where Node's OCR wiring happens (package.json `sideEffects` lists it): the OCR pool sized
// to the cores, languages joined from several packages, tesseract's quiet worker, the native agent.
installNodeOcr()
installOcrPoolSize()
