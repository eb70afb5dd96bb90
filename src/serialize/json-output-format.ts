/**
 * @module serialize/json-output-format
 * `application/json`: the partition API's element array; several documents are an array of arrays.
 */
import { elementsToJson } from './elements-to-json.js'
import { outputFormat } from './output-format.js'

export const jsonOutputFormat = outputFormat({
  mime: 'application/json',
  extension: '.json',
  servedByApi: true,
  serialize: (elements) => elementsToJson(elements),
  combine: (bodies) => `[${bodies.join(',')}]`,
})
