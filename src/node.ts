/**
 * @module docparts/node
 * The Node entry: everything in `docparts` plus what needs the file system, processes or sockets.
 */
export * from './index.js'
export { partitionFile } from './node/partition-file.js'
