import { describe, expect, test } from 'vitest'
import type { ValidationIssue } from '../../src/errors.js'
import { sortIssuesByField } from '../../src/options/sort-issues-by-field.js'

const issue = (...loc: (string | number)[]): ValidationIssue => ({ type: 't', loc, msg: 'm', input: null })

describe('sortIssuesByField', () => {
  test('orders by the spec table, keeps the given order within a field and puts other keys last', () => {
    const sorted = sortIssuesByField([
      issue('body', 'typo'),
      issue('body', 'overlap'),
      issue('body', 'languages', 2),
      issue('body', 'coordinates'),
      issue('body', 'languages', 0),
      issue('body', 'filename'),
    ])
    expect(sorted.map((i) => i.loc.slice(1).join('.'))).toEqual(['coordinates', 'languages.2', 'languages.0', 'overlap', 'typo', 'filename'])
  })

  test('does not change its input', () => {
    const input = [issue('body', 'overlap'), issue('body', 'coordinates')]
    sortIssuesByField(input)
    expect(input.map((i) => i.loc[1])).toEqual(['overlap', 'coordinates'])
  })
})
