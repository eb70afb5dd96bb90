import type { PartitionWarning } from '../../../src/errors.js'
import type { PartitionInput } from '../../../src/formats/types.js'
import { validateOptions } from '../../../src/options/validate-options.js'
import { partitionResolved } from '../../../src/partition.js'

/** An e-mail's partition input (its bytes already parsed by the test), attachments partitioned for real, warnings collected in `warnings`. */
export function emailInput(warnings: PartitionWarning[] = [], options: Record<string, unknown> = {}): PartitionInput {
  return {
    partitionAttachment: partitionResolved,
    bytes: new Uint8Array(),
    fileType: 'eml',
    options: validateOptions(options),
    warn: (w) => warnings.push(w),
  }
}
