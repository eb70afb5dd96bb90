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
