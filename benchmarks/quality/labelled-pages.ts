/**
 * The hand-made page labels of benchmarks/labels/ (format: benchmarks/labels/README.md): `<id>.json`
 * (document, page, kind, tables) and `<id>.txt` (the page's text in reading order). A `.json` without
 * its `.txt`, or one that does not parse, is reported and left out, since labels are written while the
 * measures run.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const LABELS_FOLDER = fileURLToPath(new URL('../labels/', import.meta.url))

export interface LabelledTable {
  /** Rows of cells as printed; a merged cell's text in its top-left cell, "" in the cells it covers. */
  cells: string[][]
}

export interface LabelledPage {
  id: string
  /** Path relative to the corpus folder. */
  document: string
  /** 1-based. */
  page: number
  kind: string
  tables: LabelledTable[]
  /** The page's text in reading order, one block per line. */
  text: string
}

/** Every complete label in `folder`, sorted by id. */
export function readLabelledPages(folder: string = LABELS_FOLDER): LabelledPage[] {
  const pages: LabelledPage[] = []
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const id = file.slice(0, -'.json'.length)
    const txt = join(folder, `${id}.txt`)
    if (!existsSync(txt)) {
      console.log(`label ${id}: no ${id}.txt yet; left out`)
      continue
    }
    try {
      const json = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Omit<LabelledPage, 'id' | 'text'>
      pages.push({ id, document: json.document, page: json.page, kind: json.kind, tables: json.tables ?? [], text: readFileSync(txt, 'utf8') })
    } catch (error) {
      console.log(`label ${id}: ${(error as Error).message}; left out`)
    }
  }
  return pages
}
