/**
 * @module platform/uuid-parsing
 * UUID path parameters as FastAPI/pydantic v2 parses them (api §4.5): the accepted forms of Rust's `uuid`
 * crate (simple 32 hex, hyphenated 8-4-4-4-12, `{braced}`, `urn:uuid:`), any case; and for anything else
 * the crate's own diagnosis, which pydantic puts after "Input should be a valid UUID, ".
 */
import type { ValidationIssue } from '../errors.js'

const HEX = /^[0-9a-fA-F]$/
const GROUP_STARTS = [0, 9, 14, 19, 24] as const
const GROUP_LENGTHS = [8, 4, 4, 4, 12] as const

/** The canonical lower-case hyphenated form of a valid UUID string, or undefined. */
export function parseUuid(input: string): string | undefined {
  return uuidError(input) === undefined ? canonical(input) : undefined
}

/**
 * Why `input` is not a UUID, in the uuid crate's words (`invalid character: found \`x\` at 1`,
 * `invalid length: expected length 32 for simple format, found 3`, `invalid group count: expected 5, found 2`,
 * `invalid group length in group 1: expected 4, found 3`), or undefined when it is one.
 */
export function uuidError(input: string): string | undefined {
  const inner = unwrap(input)
  if (inner.body.length === 32 && inner.simple && [...inner.body].every((c) => HEX.test(c))) return undefined
  if (inner.body.length === 36 && isHyphenated(inner.body)) return undefined
  // The crate's InvalidUuid::into_err: the first bad character (1-based, prefix counted), else the shape.
  let hyphens = 0
  const bounds: number[] = []
  const chars = [...inner.body]
  let index = 0
  for (const character of chars) {
    if (character === '-') {
      if (hyphens < 4) bounds.push(index)
      hyphens++
    } else if (!HEX.test(character)) {
      return `invalid character: found \`${character}\` at ${index + inner.offset + 1}`
    }
    index += new TextEncoder().encode(character).length
  }
  if (hyphens === 0 && inner.simple) return `invalid length: expected length 32 for simple format, found ${utf8Length(input)}`
  if (hyphens !== 4) return `invalid group count: expected 5, found ${hyphens + 1}`
  for (let group = 0; group < 4; group++) {
    const bound = bounds[group]!
    if (bound !== GROUP_STARTS[group + 1]! - 1) {
      return `invalid group length in group ${group}: expected ${GROUP_LENGTHS[group]}, found ${bound - GROUP_STARTS[group]!}`
    }
  }
  return `invalid group length in group 4: expected 12, found ${utf8Length(input) - GROUP_STARTS[4]}`
}

/** The 422 issue of a malformed UUID path parameter: loc `["path", name]`, pydantic's exact message. */
export function uuidParsingIssue(name: string, input: string): ValidationIssue | undefined {
  const error = uuidError(input)
  if (error === undefined) return undefined
  return { type: 'uuid_parsing', loc: ['path', name], msg: `Input should be a valid UUID, ${error}`, input, ctx: { error } }
}

function unwrap(input: string): { body: string; offset: number; simple: boolean } {
  if (input.length >= 2 && input.startsWith('{') && input.endsWith('}')) return { body: input.slice(1, -1), offset: 1, simple: false }
  if (input.startsWith('urn:uuid:')) return { body: input.slice(9), offset: 9, simple: false }
  return { body: input, offset: 0, simple: true }
}

function isHyphenated(text: string): boolean {
  return /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(text)
}

function canonical(input: string): string {
  const hex = unwrap(input).body.replaceAll('-', '').toLowerCase()
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length
}
