import { describe, expect, it } from 'vitest'
import { parseUuid, uuidError } from '../../src/platform/uuid-parsing.js'

describe('uuid parsing as pydantic reports it', () => {
  it('accepts the simple, hyphenated, braced and urn forms in any case, giving the canonical form', () => {
    const canonical = 'a15d4161-77a0-4e08-b65e-86f398ce15ad'
    for (const form of [canonical, canonical.toUpperCase(), canonical.replaceAll('-', ''), `{${canonical}}`, `urn:uuid:${canonical}`]) {
      expect(parseUuid(form), form).toBe(canonical)
    }
  })

  it('names the first bad character (1-based), the simple length, the group count or the bad group', () => {
    expect(uuidError('x')).toBe('invalid character: found `x` at 1')
    expect(uuidError('abcg')).toBe('invalid character: found `g` at 4')
    expect(uuidError('abc')).toBe('invalid length: expected length 32 for simple format, found 3')
    expect(uuidError('ab-cd')).toBe('invalid group count: expected 5, found 2')
    expect(uuidError('a15d416-77a0-4e08-b65e-86f398ce15ad')).toBe('invalid group length in group 0: expected 8, found 7')
    expect(uuidError('a15d4161-77a0-4e08-b65e-86f398ce15adff')).toBe('invalid group length in group 4: expected 12, found 14')
  })
})
