/**
 * @module batch/exit-code
 * The one place errors become exit codes: 2 bad options, 3 a file that cannot be partitioned, 1 anything else.
 */
import { DocumentError, UnsupportedFileTypeError, UnsupportedOptionError, ValidationError } from '../errors.js'
import { LimitSettingError } from '../options/limit-settings.js'

export const EXIT_OK = 0
export const EXIT_FAILURE = 1
export const EXIT_USAGE = 2
export const EXIT_UNREADABLE = 3

export function exitCodeFor(error: unknown): number {
  if (error instanceof ValidationError || error instanceof UnsupportedOptionError || error instanceof LimitSettingError) return EXIT_USAGE
  if (error instanceof UnsupportedFileTypeError || error instanceof DocumentError) return EXIT_UNREADABLE
  if (isFileSystemError(error)) return EXIT_UNREADABLE
  return EXIT_FAILURE
}

/** What stderr shows: the 422-style body for bad options, the message otherwise. */
export function describeError(error: unknown): string {
  if (error instanceof ValidationError) return JSON.stringify({ detail: error.detail }, null, 2)
  const missing = missingPath(error)
  if (missing !== undefined) return `docparts: no such file: ${missing}`
  if (error instanceof Error) return `docparts: ${error.message}`
  return `docparts: ${String(error)}`
}

/** The path of a file that does not exist (ENOENT from the file system), for a one-line message. */
function missingPath(error: unknown): string | undefined {
  const { code, path } = (error ?? {}) as { code?: unknown; path?: unknown }
  return code === 'ENOENT' && typeof path === 'string' ? path : undefined
}

function isFileSystemError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && ['ENOENT', 'EACCES', 'EISDIR', 'EPERM', 'ENOTDIR'].includes(code)
}
