/**
 * @module batch/options-hash
 * A short, stable hash of the options a batch partitions with (keys sorted, so the order flags were given
 * in does not matter): a run with other options redoes every file, one with the same options resumes.
 */
import { createHash } from 'node:crypto'

export function optionsHash(options: object): string {
  return createHash('sha256').update(canonicalJson(options)).digest('hex').slice(0, 16)
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value)
}
