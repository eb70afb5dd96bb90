/**
 * Builds a PartitionInput for the text-family partitioner tests (txt, xml, json, csv) from a string or
 * bytes, with validated options and a warning collector.
 */
import type { FileType } from '../../../src/detect/file-types.js'
import type { PartitionWarning } from '../../../src/errors.js'
import type { PartitionInput } from '../../../src/formats/types.js'
import { validateOptions, type PartitionOptions } from '../../../src/options/validate-options.js'
import { partitionResolved } from '../../../src/partition.js'

export interface TestInput {
  input: PartitionInput
  warnings: PartitionWarning[]
}

export function textFamilyInput(content: string | Uint8Array, fileType: FileType, options: PartitionOptions = {}): TestInput {
  const warnings: PartitionWarning[] = []
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content
  return {
    input: { partitionAttachment: partitionResolved, bytes, fileType, options: validateOptions(options), warn: (warning) => warnings.push(warning) },
    warnings,
  }
}
