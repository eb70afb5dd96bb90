/**
 * @module platform-adapters/image-encode.node
 * JPEG encoding of image blocks in Node (package.json `imports` "#platform/image-encode", condition `node`):
 * sharp, through its one adapter (images/sharp).
 */
export { encodeJpeg } from '../images/sharp.js'
