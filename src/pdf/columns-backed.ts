/**
 * @module pdf/columns-backed
 * A read page's glyphs (./page-content.ts) and a figure's items (./figure-record.ts) are kept as glyph columns,
 * and their objects are made only when something reads them. `defineColumnsBacked` defines such a property on
 * `target`: enumerable (a copy or JSON has the objects), made by `make` on first read, and the columns readable
 * as the non-enumerable `glyphColumns` until the property is given another value (then the columns no longer
 * describe it, and `glyphColumns` is undefined). A spread copy has no `glyphColumns`.
 */
import type { GlyphColumns } from '../layout/glyph-columns.js'

export function defineColumnsBacked<T>(target: object, key: string, columns: GlyphColumns, make: () => T): void {
  let value: T | undefined
  let backing: GlyphColumns | undefined = columns
  Object.defineProperties(target, {
    [key]: {
      enumerable: true,
      configurable: true,
      get: (): T => (value ??= make()),
      set: (given: T): void => {
        value = given
        backing = undefined
      },
    },
    glyphColumns: { enumerable: false, configurable: true, get: (): GlyphColumns | undefined => backing },
  })
}
