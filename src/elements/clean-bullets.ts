/**
 * @module elements/clean-bullets
 * Upstream `cleaners.core.clean_bullets`.
 */
import { pyStrip } from './python-strings.js'
import { UNICODE_BULLETS_PATTERN } from './text-patterns.js'

const LEADING_BULLET = new RegExp(`^${UNICODE_BULLETS_PATTERN}`, 'u')

/**
 * Removes the bullet that starts `text` and strips the rest ("●  An excellent point!" → "An excellent
 * point!"). Text that does not start with a bullet, including text that starts with whitespace and
 * then a bullet, is returned unchanged (upstream matches the unstripped text).
 */
export function cleanBullets(text: string): string {
  if (!LEADING_BULLET.test(text)) return text
  return pyStrip(text.replace(LEADING_BULLET, ''))
}
