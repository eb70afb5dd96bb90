import { describe, expect, test } from 'vitest'
import { prefixLines, prefixTextLines, suffixPrefixLines } from '../../src/tables/prefix-text-lines.js'
import { textLines } from '../../src/tables/text-lines.js'
import type { TableWord } from '../../src/tables/types.js'

/** A deterministic pseudo-random sequence in [0, 1) (a linear congruential generator). */
function random(seed: number): () => number {
  let s = seed
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648
}

const centre = (w: TableWord): number => (w.y0 + w.y1) / 2

/**
 * Words of a messy page: lines at uneven steps, words of mixed heights, some lines set close enough to
 * touch, superscripts, words sharing a centre, several columns.
 */
function messyWords(seed: number, count: number): TableWord[] {
  const next = random(seed)
  const words: TableWord[] = []
  let y = 0
  while (words.length < count) {
    y += 3 + Math.floor(next() * 12)
    const columns = 1 + Math.floor(next() * 5)
    for (let c = 0; c < columns; c++) {
      // columns set on baselines of their own: several lines open at once
      const h = 2 + Math.floor(next() ** 3 * 40)
      const shift = Math.floor(next() * 9) - (next() < 0.2 ? 6 : 0)
      const x = c * 150 + Math.floor(next() * 40)
      words.push({ text: `w${words.length}`, x0: x, y0: y + shift, x1: x + 10 + Math.floor(next() * 30), y1: y + shift + h })
    }
  }
  // by centre, as a column of words between rules is; ties keep their order
  return words.sort((p, q) => centre(p) - centre(q))
}

describe('text lines of every prefix (horizontal-rule tables tried between their top rule and each lower rule)', () => {
  test('the lines of each prefix cut between two centres are the lines textLines makes of that prefix', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const words = messyWords(seed, 120)
      const linesOf = prefixTextLines(words)
      for (let n = 0; n <= words.length; n++) {
        if (n > 0 && n < words.length && centre(words[n - 1]!) === centre(words[n]!)) continue
        expect(linesOf(n)).toEqual(textLines(words.slice(0, n)))
      }
    }
  })

  test('a prefix that cuts through words of one centre still gives textLines of that prefix', () => {
    const words: TableWord[] = [
      { text: 'right', x0: 50, y0: 0, x1: 60, y1: 10 },
      { text: 'left', x0: 0, y0: 0, x1: 10, y1: 10 },
      { text: 'below', x0: 0, y0: 20, x1: 10, y1: 30 },
    ]
    const linesOf = prefixTextLines(words)
    expect(linesOf(1)).toEqual(textLines(words.slice(0, 1)))
    expect(linesOf(1)[0]!.words.map((w) => w.text)).toEqual(['right'])
  })

  test('a line whose words all lie in two prefixes is the same object in both (what is derived from it can be kept)', () => {
    const words = messyWords(7, 60)
    const linesOf = prefixTextLines(words)
    const first = linesOf(words.length)[0]!
    const again = linesOf(words.length - 1).find((l) => l.words[0] === first.words[0])
    expect(again).toBe(first)
  })

  test('a prefix is told whole exactly when its lines are all whole lines, each needing the prefix that ends with its last word', () => {
    for (const seed of [11, 12, 13]) {
      const words = messyWords(seed, 120)
      const prefix = prefixLines(words)
      const whole = prefix.wholeLines()
      expect(whole.map((w) => w.line)).toEqual(expect.arrayContaining(prefix.linesOf(words.length)))
      let told = 0
      for (let n = 0; n <= words.length; n++) {
        const lines = prefix.linesOf(n)
        const allWhole = lines.every((l) => whole.some((w) => w.line === l && w.needs <= n))
        expect(prefix.wholeAt(n)).toBe(allWhole)
        if (allWhole) told++
        if (allWhole) for (const { line, needs } of whole) expect(lines.includes(line)).toBe(needs <= n)
      }
      // messy pages have both kinds of cuts
      expect(told).toBeGreaterThan(1)
      expect(told).toBeLessThan(words.length)
    }
  })

  test('the suffixes of one grouping (a table tried from each rule of a run down to one bottom rule) give what each suffix grouped alone gives; a suffix cut through a line is declined', () => {
    let given = 0
    let declined = 0
    for (const seed of [21, 22, 23]) {
      const words = messyWords(seed, 120)
      const suffix = suffixPrefixLines(words)
      for (let from = 0; from <= words.length; from++) {
        if (from > 0 && from < words.length && centre(words[from - 1]!) === centre(words[from]!)) continue
        const shared = suffix(from)
        if (shared === undefined) {
          declined++
          continue
        }
        given++
        const alone = prefixLines(words.slice(from))
        expect(shared.wholeLines()).toEqual(alone.wholeLines())
        for (let n = 0; n <= words.length - from; n++) {
          expect(shared.wholeAt(n)).toBe(alone.wholeAt(n))
          expect(shared.linesOf(n)).toEqual(alone.linesOf(n))
        }
      }
    }
    expect(given).toBeGreaterThan(10)
    expect(declined).toBeGreaterThan(10)
  })

  test('suffixes share their whole lines as objects; words at coordinates that do not sort (NaN) are never shared', () => {
    const words = messyWords(24, 80)
    const suffix = suffixPrefixLines(words)
    const froms = Array.from({ length: words.length }, (_, i) => i).filter((f) => suffix(f) !== undefined && f > 0)
    const [a, b] = [suffix(froms[0]!)!, suffix(froms[froms.length - 1]!)!]
    const last = b.wholeLines()[b.wholeLines().length - 1]!.line
    expect(a.wholeLines().map((w) => w.line)).toContain(last)
    const odd = words.map((w, i) => (i === 40 ? { ...w, x0: NaN } : w))
    expect(suffixPrefixLines(odd)(0)).toBeUndefined()
  })
})
