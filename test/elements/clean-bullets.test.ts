import { describe, expect, it } from 'vitest'
import { cleanBullets } from '../../src/elements/clean-bullets.js'

describe('cleanBullets', () => {
  it('removes the leading bullet and the whitespace after it', () => {
    expect(cleanBullets('●  This is an excellent point!')).toBe('This is an excellent point!')
  })

  it('returns text without a leading bullet unchanged', () => {
    expect(cleanBullets('No bullet here ')).toBe('No bullet here ')
  })

  it('returns text unchanged when whitespace precedes the bullet, as upstream does', () => {
    expect(cleanBullets(' • indented')).toBe(' • indented')
  })

  it('leaves a run of two bullets alone', () => {
    expect(cleanBullets('-- dash dash')).toBe('-- dash dash')
  })

  it('turns a lone bullet into the empty string', () => {
    expect(cleanBullets('•')).toBe('')
  })
})
