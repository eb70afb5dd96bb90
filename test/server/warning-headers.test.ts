import { describe, expect, test } from 'vitest'
import { MAX_WARNING_HEADERS, warningHeaders } from '../../src/server/warning-headers.js'

const warning = (message: string) => ({ code: 'unsupported-feature' as const, message })

describe('warningHeaders', () => {
  test('one RFC 7234 Warning value (199, agent docparts, quoted text) per warning; none without warnings', () => {
    expect(warningHeaders([])).toEqual({})
    expect(warningHeaders([warning('The message is encrypted.')])).toEqual({ warning: ['199 docparts "The message is encrypted."'] })
  })

  test('a value is visible ASCII without quotes inside, whatever the message says', () => {
    const [value] = warningHeaders([warning('Page 2: font "F1" → 명조 unreadable\n')]).warning!
    expect(value).toBe(`199 docparts "Page 2: font 'F1' ? ?? unreadable?"`)
  })

  test('past the limit, one more value counts the warnings left out', () => {
    const values = warningHeaders(Array.from({ length: 25 }, (_, i) => warning(`w${i}`))).warning!
    expect(values).toHaveLength(MAX_WARNING_HEADERS + 1)
    expect(values.at(-1)).toBe('199 docparts "15 more warnings; see the server log"')
  })
})
