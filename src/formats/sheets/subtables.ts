/**
 * @module formats/sheets/subtables
 * Finds the sub-tables of a worksheet as upstream's `_ConnectedComponents` and `_SubtableParser`
 * (partition/xlsx.py) do: connected regions of non-empty cells (up, down, left, right), ordered by
 * their top row and merged while their row ranges overlap; each region's bounding box is a
 * sub-table whose leading and trailing single-cell rows are split off as separate texts.
 */

/** A rectangle of the sheet, 0-based, bounds inclusive. */
export interface SheetRegion {
  top: number
  bottom: number
  left: number
  right: number
}

/** A sub-table split into its leading single-cell texts, its core table (if any rows are left) and its trailing texts. */
export interface SubtableParts {
  leading: string[]
  /** Rows of the core table over the region's columns; undefined cells are empty. */
  core?: (string | undefined)[][]
  trailing: string[]
}

type Grid = readonly (readonly (string | undefined)[])[]

/** The regions of connected non-empty cells, merged where their row ranges overlap, top to bottom. */
export function subtableRegions(rows: Grid): SheetRegion[] {
  const height = rows.length
  const width = rows[0]?.length ?? 0
  const seen = new Uint8Array(height * width)
  const components: SheetRegion[] = []
  const stack: number[] = []
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      if (rows[r]![c] === undefined || seen[r * width + c]) continue
      const region: SheetRegion = { top: r, bottom: r, left: c, right: c }
      seen[r * width + c] = 1
      stack.push(r * width + c)
      while (stack.length > 0) {
        const at = stack.pop()!
        const y = Math.floor(at / width)
        const x = at % width
        region.top = Math.min(region.top, y)
        region.bottom = Math.max(region.bottom, y)
        region.left = Math.min(region.left, x)
        region.right = Math.max(region.right, x)
        for (const [ny, nx] of [
          [y - 1, x],
          [y + 1, x],
          [y, x - 1],
          [y, x + 1],
        ] as const) {
          if (ny < 0 || nx < 0 || ny >= height || nx >= width) continue
          const next = ny * width + nx
          if (seen[next] || rows[ny]![nx] === undefined) continue
          seen[next] = 1
          stack.push(next)
        }
      }
      components.push(region)
    }
  }
  // stable sort by top row, then merge any component that starts at or above the current bottom
  components.sort((a, b) => a.top - b.top)
  const merged: SheetRegion[] = []
  let current: SheetRegion | undefined
  for (const component of components) {
    if (current === undefined) current = { ...component }
    else if (component.top <= current.bottom) {
      current = {
        top: Math.min(current.top, component.top),
        bottom: Math.max(current.bottom, component.bottom),
        left: Math.min(current.left, component.left),
        right: Math.max(current.right, component.right),
      }
    } else {
      merged.push(current)
      current = { ...component }
    }
  }
  if (current !== undefined) merged.push(current)
  return merged
}

/**
 * Splits the sub-table in `region`: consecutive single-cell rows at the top are leading texts; when
 * rows remain, consecutive single-cell rows at the bottom are trailing texts, and what is in between
 * is the core table. A region of only single-cell rows is all leading, with no core table.
 */
export function splitSubtable(rows: Grid, region: SheetRegion): SubtableParts {
  const subtable = rows.slice(region.top, region.bottom + 1).map((row) => row.slice(region.left, region.right + 1))
  const singleText = subtable.map((row) => {
    const values = row.filter((cell) => cell !== undefined)
    return values.length === 1 ? values[0] : undefined
  })
  let start = 0
  while (start < subtable.length && singleText[start] !== undefined) start++
  if (start === subtable.length) return { leading: singleText as string[], trailing: [] }
  let stop = subtable.length
  while (stop > start && singleText[stop - 1] !== undefined) stop--
  return {
    leading: singleText.slice(0, start) as string[],
    core: subtable.slice(start, stop),
    trailing: singleText.slice(stop) as string[],
  }
}
