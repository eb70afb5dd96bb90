/**
 * @module docparts/node
 * The Node entry: everything in `docparts` plus what needs the file system, processes or sockets.
 */
export * from './index.js'
export { partitionFile } from './node/partition-file.js'
export { createServer } from './server/create-server.js'
export type { ServerState } from './server/create-server.js'
export { serverOptionsFromEnv } from './server/server-options-from-env.js'
export type { ServerOptions } from './server/server-options.js'
export { disposeOcrPool, configureOcrPool } from './ocr/ocr-pool.js'
export type { OcrPoolOptions } from './ocr/ocr-pool.js'
export type { OcrAgent, OcrLine, OcrWord, GrayImage } from './ocr/ocr-types.js'
export type { VlmProvider, VlmRequest, VlmRegion } from './pdf/strategies/vlm-types.js'

// tesseract.js reads all languages of a worker from one folder: languages from several data packages
// ("eng+kor") are linked into a folder under the system temp directory, the one place that may use fs.
import { copyFile, mkdir, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setLanguageFolderJoiner } from './ocr/language-data.js'
setLanguageFolderJoiner(async (files) => {
  const folder = join(tmpdir(), `docparts-tessdata-${process.pid}-${files.map((f) => f.code).join('+')}`)
  await mkdir(folder, { recursive: true })
  for (const file of files) {
    const target = join(folder, `${file.code}.traineddata.gz`)
    await symlink(file.path, target).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') await copyFile(file.path, target)
    })
  }
  return folder
})
