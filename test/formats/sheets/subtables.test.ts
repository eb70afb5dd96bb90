import { describe, expect, test } from 'vitest'
import { splitSubtable, subtableRegions } from '../../../src/formats/sheets/subtables.js'

const _ = undefined
type Grid = (string | undefined)[][]

describe('subtableRegions', () => {
  test('cells touching up, down, left or right form one region; diagonal neighbours do not', () => {
    const grid: Grid = [
      ['a', _, _],
      [_, 'b', _],
      [_, _, _],
      [_, _, 'c'],
    ]
    // a and b are diagonal, so separate components, but their row ranges do not overlap either
    expect(subtableRegions(grid)).toEqual([
      { top: 0, bottom: 0, left: 0, right: 0 },
      { top: 1, bottom: 1, left: 1, right: 1 },
      { top: 3, bottom: 3, left: 2, right: 2 },
    ])
  })

  test('components whose row ranges overlap are merged into one bounding box', () => {
    const grid: Grid = [
      ['a', _, 'x'],
      ['a', _, _],
      ['a', _, _],
    ]
    expect(subtableRegions(grid)).toEqual([{ top: 0, bottom: 2, left: 0, right: 2 }])
  })

  test('an empty sheet has no regions', () => {
    expect(subtableRegions([])).toEqual([])
  })
})

describe('splitSubtable', () => {
  const grid: Grid = [
    ['Title', _],
    ['h1', 'h2'],
    ['v1', 'v2'],
    [_, 'note'],
    ['end', _],
  ]

  test('leading and trailing single-cell rows are split from the core table', () => {
    expect(splitSubtable(grid, { top: 0, bottom: 4, left: 0, right: 1 })).toEqual({
      leading: ['Title'],
      core: [
        ['h1', 'h2'],
        ['v1', 'v2'],
      ],
      trailing: ['note', 'end'],
    })
  })

  test('a region of only single-cell rows is all leading, with no core table', () => {
    expect(splitSubtable([['a'], ['b']], { top: 0, bottom: 1, left: 0, right: 0 })).toEqual({ leading: ['a', 'b'], trailing: [] })
  })
})
