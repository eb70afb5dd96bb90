import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cidWidths } from '../../../src/pdf/reader/cid-widths.js'

/** An indirect reference in these hand-made /W arrays: `resolve` gives its target. */
class Ref {
  constructor(readonly target: unknown) {}
}
const resolve = (o: unknown): unknown => (o instanceof Ref ? o.target : o)

/** The reader's former code: a map entry per CID, filled entry by entry in /W order. */
function widthMap(w: readonly unknown[]): Map<number, number> {
  const widths = new Map<number, number>()
  for (let i = 0; i < w.length; i++) {
    let start = resolve(w[i++])
    if (typeof start !== 'number' || !Number.isInteger(start)) break
    const code = resolve(w[i])
    if (Array.isArray(code)) {
      for (const c of code) {
        const width = resolve(c)
        if (typeof width === 'number') widths.set(start, width)
        start++
      }
    } else if (typeof code === 'number' && Number.isInteger(code)) {
      const width = resolve(w[++i])
      if (typeof width !== 'number') continue
      for (let j = start; j <= code; j++) widths.set(j, width)
    } else break
  }
  return widths
}

const cid = fc.integer({ min: 0, max: 120 })
const width = fc.oneof(
  fc.integer({ min: 0, max: 2000 }),
  fc.constantFrom(0.5, 333.333, -0, 1e-9, 600),
  fc.double({ min: -100, max: 3000, noNaN: true }),
)
const maybeRef = <T>(a: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 4, arbitrary: a }, { weight: 1, arbitrary: a.map((v) => new Ref(v)) })
/** `c [w1 w2 …]`, some widths not numbers (skipped), the array itself maybe behind a reference. */
const arrayEntry = fc
  .tuple(
    maybeRef(cid),
    maybeRef(fc.array(fc.oneof({ weight: 6, arbitrary: maybeRef(width) }, { weight: 1, arbitrary: fc.constantFrom('x', null) }), { maxLength: 12 })),
  )
  .map(([c, ws]) => [c, ws])
/** `c_first c_last w`, some with c_last < c_first (no CID) or a width that is not a number (the entry skipped). */
const rangeEntry = fc
  .tuple(cid, fc.integer({ min: -3, max: 40 }), fc.oneof({ weight: 6, arbitrary: maybeRef(width) }, { weight: 1, arbitrary: fc.constant('w') }))
  .chain(([first, span, w]) => fc.tuple(maybeRef(fc.constant(first)), maybeRef(fc.constant(first + span))).map(([f, l]) => [f, l, w]))
/** What ends reading: a non-integer first CID, a second item neither an array nor an integer, a cut-off entry. */
const badTail = fc.constantFrom<unknown[]>([2.5, [100]], ['a', [1]], [7, 'n', 3], [7, 8.5, 100], [7], [null, 3, 4], [9, 12])
const wArray = fc
  .tuple(
    fc.array(fc.oneof(arrayEntry, rangeEntry), { maxLength: 14 }),
    fc.option(badTail),
    fc.array(fc.oneof(arrayEntry, rangeEntry), { maxLength: 3 }),
  )
  .map(([entries, tail, after]) => [...entries.flat(), ...(tail ?? []), ...after.flat()])

function expectSameWidths(w: unknown[]): void {
  const expected = widthMap(w)
  const table = cidWidths(w, resolve)
  for (let c = -5; c <= 200; c++) {
    const got = table.width(c)
    const want = expected.get(c)
    if (want === undefined) expect(got, `cid ${c}`).toBeUndefined()
    else expect(Object.is(got, want), `cid ${c}: ${got} for ${want}`).toBe(true)
  }
}

describe('cidWidths', () => {
  it('gives every CID the width a map filled entry by entry gives it, bit for bit (later entries win, malformed tails end reading)', () => {
    fc.assert(
      fc.property(wArray, (w) => expectSameWidths(w)),
      { numRuns: 2000 },
    )
  })

  it('reads ranges, arrays and overlaps written by hand', () => {
    const w = [1, [500, 'x', 600.5], 10, 20, 700, 15, [1, 2], 12, 16, new Ref(3), 0, 0, 9]
    const table = cidWidths(w, resolve)
    expect([0, 1, 2, 3, 4].map((c) => table.width(c))).toEqual([9, 500, undefined, 600.5, undefined])
    expect([9, 10, 11, 12, 15, 16, 17, 20, 21].map((c) => table.width(c))).toEqual([undefined, 700, 700, 3, 3, 3, 700, 700, undefined])
    expect(cidWidths([], resolve).width(0)).toBeUndefined()
  })

  it('keeps a range of a million CIDs as one row', () => {
    const table = cidWidths([0, 999_999, 1000, 5, [250]], resolve)
    expect([0, 4, 5, 6, 999_999, 1_000_000].map((c) => table.width(c))).toEqual([1000, 1000, 250, 1000, 1000, undefined])
  })
})
