import { describe, expect, it } from 'vitest'
import { STRIPPED_TAGS, htmlTagRole, isPhrasingRole } from '../../../src/formats/html/html-tag-roles.js'

describe('htmlTagRole', () => {
  it('gives the upstream class of each known tag', () => {
    expect(['div', 'p', 'ul', 'h3', 'li', 'pre', 'img', 'table', 'a', 'strong', 'em', 'br', 'code', 'label', 'nav'].map(htmlTagRole)).toEqual([
      'flow',
      'flow',
      'flow',
      'heading',
      'list-item',
      'pre',
      'image',
      'table',
      'anchor',
      'bold',
      'italic',
      'line-break',
      'phrasing',
      'removed-phrasing',
      'removed-block',
    ])
  })

  it('gives unknown and prefixed tags the default role', () => {
    expect(htmlTagRole('font')).toBe('default')
    expect(htmlTagRole('ix:nonnumeric')).toBe('default')
  })
})

describe('isPhrasingRole', () => {
  it('treats inline roles, including unknown tags, as phrasing and blocks as not', () => {
    expect(['anchor', 'bold', 'italic', 'phrasing', 'line-break', 'removed-phrasing', 'default'].every((r) => isPhrasingRole(r as never))).toBe(true)
    expect(['flow', 'heading', 'list-item', 'pre', 'image', 'table', 'removed-block'].some((r) => isPhrasingRole(r as never))).toBe(false)
  })
})

describe('STRIPPED_TAGS', () => {
  it('lists the tags upstream strips before parsing', () => {
    expect([...STRIPPED_TAGS].sort()).toEqual(['del', 'link', 'meta', 'noscript', 'script', 'style'])
  })
})
