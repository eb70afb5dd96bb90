/**
 * @module test/detect/helpers/build-zip
 * The tests' zip writer is the fixture scripts' one (fixtures/office/zip-writer.ts).
 */
export { buildZip, concat } from '../../../fixtures/office/zip-writer.js'
export type { ZipBuildOptions, ZipInput } from '../../../fixtures/office/zip-writer.js'
