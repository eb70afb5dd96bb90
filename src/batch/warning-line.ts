/**
 * @module batch/warning-line
 * The stderr line a batch reports a file's warning with. Its own module: the batch's parent process
 * reports warnings without loading the partition library its worker processes run.
 */
import { basename } from 'node:path'
import type { PartitionWarning } from '../errors.js'

/** The line a warning of the file at `path` is reported with. */
export function warningLine(path: string, warning: PartitionWarning): string {
  return `docparts: warning: ${basename(path)}: ${warning.message}\n`
}
