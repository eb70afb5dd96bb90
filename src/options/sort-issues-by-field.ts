/**
 * @module options/sort-issues-by-field
 * Puts validation errors in the spec table's order of their field (`loc[1]` is a wire name), so the library,
 * the CLI and the HTTP form report the same list in the same order whatever order the input had.
 */
import type { ValidationIssue } from '../errors.js'
import { OPTION_FIELDS, OPTION_NAMES } from './option-fields.js'

const WIRE_RANK: ReadonlyMap<string, number> = new Map(OPTION_NAMES.map((name, index) => [OPTION_FIELDS[name].wire, index]))

/** Stable sort by field position; errors on library-only or unknown keys come last, in their given order. */
export function sortIssuesByField(issues: readonly ValidationIssue[]): ValidationIssue[] {
  const rank = (issue: ValidationIssue): number => {
    const wire = issue.loc[1]
    return (typeof wire === 'string' ? WIRE_RANK.get(wire) : undefined) ?? Number.MAX_SAFE_INTEGER
  }
  return issues
    .map((issue, position) => ({ issue, position }))
    .sort((a, b) => rank(a.issue) - rank(b.issue) || a.position - b.position)
    .map((entry) => entry.issue)
}
