import { describe, expect, test } from 'vitest'
import { ruleTableCandidates, ruleTables } from '../../src/tables/rule-tables.js'
import type { Ruling, TableWord } from '../../src/tables/types.js'

/** Words of one text line at `y` (height 10, 6 units per character, one space = 3 units) from `x`. */
function text(x: number, y: number, line: string): TableWord[] {
  let at = x
  return line.split(' ').map((t) => {
    const w = { text: t, x0: at, y0: y, x1: at + 6 * t.length, y1: y + 10 }
    at = w.x1 + 3
    return w
  })
}

const rule = (at: number, a = 0, b = 400): Ruling => ({ at, a, b })

/** An item table from `top`: header, then items (a number at x 0, the sentence at x 60), 14 units a line. */
function itemTable(top: number, items: readonly (string | [string, string])[]): { words: TableWord[]; rules: Ruling[]; bottom: number } {
  const words = [...text(0, top + 2, 'Item No.'), ...text(60, top + 2, 'Candidate item for the scale')]
  let y = top + 16
  items.forEach((item, i) => {
    words.push(...text(0, y, String(i + 1)))
    const lines = typeof item === 'string' ? [item] : item
    for (const line of lines) {
      words.push(...text(60, y, line))
      y += 14
    }
  })
  return { words, rules: [rule(top), rule(top + 14), rule(y + 2)], bottom: y + 2 }
}

const cellRows = (grid: { cells: { row: number; text: string }[] }): string[][] => {
  const rows: string[][] = []
  for (const c of grid.cells) (rows[c.row] ??= []).push(c.text)
  return rows
}

describe('ruleTables', () => {
  test('a table between a top rule, a header rule and a bottom rule keeps its sentence column and lone numbers; a wrapped item stays one row', () => {
    const t = itemTable(0, [
      'I often become confused by it.',
      ['It is easy for me to remember how to perform', 'tasks with the system.'],
      'Overall, I find it easy to use.',
    ])
    const [grid, ...rest] = ruleTables(t.rules, t.words, 1)
    expect(rest).toEqual([])
    expect(cellRows(grid!)).toEqual([
      ['Item No.', 'Candidate item for the scale'],
      ['1', 'I often become confused by it.'],
      ['2', 'It is easy for me to remember how to perform tasks with the system.'],
      ['3', 'Overall, I find it easy to use.'],
    ])
    expect(grid!.box).toEqual({ x0: -6, y0: 0, x1: 406, y1: t.bottom })
  })

  test('two tables whose rules have one width, with a paragraph between them, are two tables; the paragraph is in neither', () => {
    const first = itemTable(0, ['Using it improves my work.', 'Using it gives me control.'])
    const paragraph = [
      ...text(0, first.bottom + 20, 'The pretest phase assessed the content of the items and grouped'),
      ...text(0, first.bottom + 34, 'them by similarity before the scale was set.'),
    ]
    const second = itemTable(first.bottom + 60, ['It enables me to work faster.', 'It supports my job.', 'It is useful in my job.'])
    const grids = ruleTables([...first.rules, ...second.rules], [...first.words, ...paragraph, ...second.words], 1)
    expect(grids.map((g) => cellRows(g).length)).toEqual([3, 4])
    expect(grids.flatMap((g) => g.cells.map((c) => c.text)).join(' ')).not.toContain('pretest')
  })

  test('a results table: group labels over column names, a midrule between groups, a group label set between its two rows', () => {
    const words = [
      ...text(200, 2, 'Top-20'),
      ...text(0, 9, 'Training'),
      ...text(80, 9, 'Method'),
      ...text(160, 16, 'NQ'),
      ...text(240, 16, 'WQ'),
      ...text(0, 32, 'None'),
      ...text(80, 32, 'BM25'),
      ...text(160, 32, '59.1'),
      ...text(240, 32, '55.0'),
      ...text(80, 48, 'DPR'),
      ...text(160, 48, '78.4'),
      ...text(240, 48, '73.2'),
      ...text(0, 55, 'Single'),
      ...text(80, 62, 'Both'),
      ...text(160, 62, '76.6'),
      ...text(240, 62, '71.0'),
    ]
    const [grid, ...rest] = ruleTables([rule(0), rule(28), rule(44), rule(76)], words, 1)
    expect(rest).toEqual([])
    // The group label stays in the column under its centre (no span is made for it).
    expect(cellRows(grid!)).toEqual([
      ['Training', 'Method', '', 'Top-20'],
      ['', '', 'NQ', 'WQ'],
      ['None', 'BM25', '59.1', '55.0'],
      ['Single', 'DPR', '78.4', '73.2'],
      ['', 'Both', '76.6', '71.0'],
    ])
  })

  test('prose framed by rules of one width (a heading rule, a rule under the heading, a footer rule) is not a table', () => {
    const words = [
      ...text(0, 2, 'Chapter heading'),
      ...[16, 30, 44, 58].flatMap((y) => text(0, y, 'the committee reviewed the results of the survey with the')),
    ]
    expect(ruleTables([rule(0), rule(14), rule(72)], words, 1)).toEqual([])
  })

  test("a manual's page between its running-head rules and its footer rule is not a table: the head sits beside the body's columns", () => {
    const words = [
      ...text(0, 2, 'page 8'),
      ...text(300, 2, 'Terminal Responses'),
      ...[20, 34, 48, 62].flatMap((y, i) => [...text(140, y, String(10 + i)), ...text(200, y, 'Form 94' + i)]),
    ]
    expect(ruleTables([rule(0, 0, 420), rule(14, 0, 420), rule(76, 0, 420)], words, 1)).toEqual([])
  })

  test('paragraphs wrapped beside side heads, framed by rules, are not a table (rows are records: most lines are wrapped ones here)', () => {
    const words = [
      ...text(0, 2, 'Section'),
      ...text(120, 2, 'Text'),
      ...text(0, 16, '2.3.59.5'),
      ...text(120, 16, 'Recoverable retention register modules are'),
      ...text(120, 30, 'also available through the system when a'),
      ...text(120, 44, 'request is received from a user for it'),
      ...text(120, 58, 'and the module is sent back to the master'),
      ...text(0, 72, '2.3.59.6'),
      ...text(120, 72, 'Summary of the input formats of the'),
      ...text(120, 86, 'command, as the next exhibit shows them'),
      ...text(120, 100, 'with each of their fields.'),
    ]
    expect(ruleTables([rule(0, 0, 400), rule(14, 0, 400), rule(112, 0, 400)], words, 1)).toEqual([])
  })

  test('a table whose descriptions each wrap onto a second line is still a table, one row per record', () => {
    const t = itemTable(0, [
      ['The tumour is less than 2 cm in diameter and', 'has not spread to the lymph nodes.'],
      ['The tumour is between 2 and 5 cm in diameter', 'or has spread to the lymph nodes.'],
      ['The tumour is larger than 5 cm in diameter and', 'has spread to the lymph nodes.'],
    ])
    expect(cellRows(ruleTables(t.rules, t.words, 1)[0]!).map((r) => r[1])).toEqual([
      'Candidate item for the scale',
      'The tumour is less than 2 cm in diameter and has not spread to the lymph nodes.',
      'The tumour is between 2 and 5 cm in diameter or has spread to the lymph nodes.',
      'The tumour is larger than 5 cm in diameter and has spread to the lymph nodes.',
    ])
  })

  test('a line set much larger than the body between the first two rules is a running head, not a header', () => {
    const t = itemTable(0, ['Using it improves my work.', 'Using it gives me control.', 'It supports my job.'])
    const large = t.words.map((w) => (w.y0 < 14 ? { ...w, y0: w.y0 - 4, y1: w.y1 + 4 } : w))
    expect(ruleTables(t.rules, large, 1)).toEqual([])
    expect(ruleTables(t.rules, t.words, 1)).toHaveLength(1)
  })

  test('a rule far below the last line (a footer rule) closes no table', () => {
    const t = itemTable(0, ['Using it improves my work.', 'Using it gives me control.'])
    expect(ruleTables([...t.rules.slice(0, 2), rule(t.bottom + 300)], t.words, 1)).toEqual([])
    expect(ruleTables(t.rules, t.words, 1)).toHaveLength(1)
  })

  test('a band of more than three lines under the first rule is no header: the rules start no table there', () => {
    const words = [0, 14, 28, 42].flatMap((y) => [...text(0, y + 2, 'Label'), ...text(100, y + 2, 'value')])
    expect(
      ruleTableCandidates(
        [rule(0), rule(56), rule(100)],
        [...words, ...text(0, 60, 'A'), ...text(100, 60, 'B'), ...text(0, 74, 'C'), ...text(100, 74, 'D')],
        1,
      ),
    ).toEqual([])
  })

  test('rules shorter than an inch are underlines, not a table frame', () => {
    const t = itemTable(0, ['One item.', 'Two items.'])
    expect(
      ruleTables(
        t.rules.map((r) => ({ ...r, b: 60 })),
        t.words,
        1,
      ),
    ).toEqual([])
  })

  test('a table with a rule under every row (a candidate from each rule down to the bottom one) is one table, its rows as drawn', () => {
    const items = ['Using it improves my work.', 'Using it gives me control.', 'I find it easy to use.', 'It helps me plan.', 'It saves me time.']
    const words = [...text(0, 2, 'Item No.'), ...text(60, 2, 'Candidate item for the scale')]
    const rules = [rule(0), rule(14)]
    items.forEach((item, i) => {
      words.push(...text(0, 16 + 14 * i, String(i + 1)), ...text(60, 16 + 14 * i, item))
      rules.push(rule(28 + 14 * i))
    })
    expect(ruleTableCandidates(rules, words, 1).length).toBeGreaterThan(2)
    const [grid, ...rest] = ruleTables(rules, words, 1)
    expect(rest).toEqual([])
    expect(cellRows(grid!)).toEqual([['Item No.', 'Candidate item for the scale'], ...items.map((item, i) => [String(i + 1), item])])
    // a list drawn so (one column of sentences, a rule under each) is no table, from whichever rule it is tried
    const list = items.flatMap((item, i) => text(0, 16 + 14 * i, item))
    expect(ruleTables(rules, [...text(0, 2, 'Candidate items'), ...list], 1)).toEqual([])
  })
})
