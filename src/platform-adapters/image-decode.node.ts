/**
 * @module platform-adapters/image-decode.node
 * Image decoding in Node (package.json `imports` "#platform/image-decode", condition `node`): sharp, through
 * its one adapter (images/sharp).
 */
export { decodeImagePages } from '../images/sharp.js'
