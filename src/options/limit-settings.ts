/**
 * @module options/limit-settings
 * The per-document limits (../document-limits.ts) as settings outside the library: one CLI flag per limit
 * (`--max-stream-bytes 1048576`, for `docparts partition` and `docparts serve`) and one environment
 * variable per limit for the server (`DOCPARTS_MAX_STREAM_BYTES`). A server setting is the limit of every
 * request; there is no form field, so a client cannot raise a budget. Values are whole numbers of at least
 * 1 (`timeoutMs` may be 0: no deadline).
 */
import { DEFAULT_LIMITS, LIMIT_NAMES, limitEnvName, limitFlagName } from '../document-limits.js'
import type { DocumentLimits, LimitName } from '../document-limits.js'

/** The limit flags without dashes (`max-stream-bytes`, …), in LIMIT_NAMES order. */
export const LIMIT_FLAGS: readonly string[] = LIMIT_NAMES.map(limitFlagName)

/** A value that is not a whole number in range (a RangeError, as the server's other settings throw). */
export class LimitSettingError extends RangeError {
  override name = 'LimitSettingError'
}

function limitValue(name: LimitName, raw: string, where: string): number {
  const value = Number(raw.trim())
  const minimum = name === 'timeoutMs' ? 0 : 1
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < minimum) {
    throw new LimitSettingError(`${where} takes a whole number of at least ${minimum}; got '${raw}'.`)
  }
  return value
}

/** The limits given as flags (`switches` by flag name without dashes); `{}` when none is. */
export function limitsFromFlags(switches: Readonly<Record<string, string>>): Partial<DocumentLimits> {
  const limits: Partial<DocumentLimits> = {}
  for (const name of LIMIT_NAMES) {
    const raw = switches[limitFlagName(name)]
    if (raw !== undefined) limits[name] = limitValue(name, raw, `--${limitFlagName(name)}`)
  }
  return limits
}

/** The limits given as `DOCPARTS_MAX_…` environment variables (empty ones ignored); `{}` when none is. */
export function limitsFromEnv(env: Readonly<Record<string, string | undefined>>): Partial<DocumentLimits> {
  const limits: Partial<DocumentLimits> = {}
  for (const name of LIMIT_NAMES) {
    const raw = env[limitEnvName(name)]
    if (raw !== undefined && raw.trim() !== '') limits[name] = limitValue(name, raw, `Environment variable ${limitEnvName(name)}`)
  }
  return limits
}

/** The --help lines of the limit flags, each with its default. */
export function limitFlagsHelp(): string[] {
  return LIMIT_NAMES.map((name) => `  ${`--${limitFlagName(name)} <n>`.padEnd(27)}${LIMIT_HELP[name]} (default ${DEFAULT_LIMITS[name]})`)
}

/** One line per limit, for --help and the README table. */
export const LIMIT_HELP: Readonly<Record<LimitName, string>> = {
  maxStreamBytes: 'bytes one PDF stream may decode to (a page over it is skipped)',
  maxInflatedBytes: 'bytes all the PDF streams of a document may decode to',
  maxPdfObjects: 'objects in a PDF (cross-reference entries)',
  maxOperatorsPerPage: 'content-stream operators of one PDF page (a page over it is skipped)',
  maxImagePixels: 'pixels of one image (a larger JPEG is shrunk while decoding)',
  maxNestingDepth: 'nesting of XML, HTML, Markdown and MIME',
  maxLineLength: 'characters of a plain-text line kept whole (longer ones are cut)',
  maxElements: 'elements of one document',
  timeoutMs: 'milliseconds one document may take (0: no deadline)',
}

/** The README table of the limits (name, default, library option, CLI flag, server setting), one row per limit. */
export function limitsTable(): string {
  const rows = LIMIT_NAMES.map((name) => {
    const flag = `\`--${limitFlagName(name)}\``
    return `| ${LIMIT_HELP[name]} | ${DEFAULT_LIMITS[name].toLocaleString('en-US')} | \`limits.${name}\` | ${flag} | ${flag}, \`${limitEnvName(name)}\` |`
  })
  return ['| Limit | Default | Library option | CLI flag | Server setting |', '| --- | --- | --- | --- | --- |', ...rows].join('\n')
}
