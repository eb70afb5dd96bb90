/**
 * @module platform/destination-writer
 * Writes one input file's elements to a destination, idempotently, so a file redone after a crash
 * replaces its earlier output instead of duplicating it:
 * - `local`: `<output_dir>/<file id>.json` (sub-folders mirrored), the element JSON as the partition API
 *   returns it, written to a temporary name and renamed, so a reader never sees half a file;
 * - `sqlite`: one row per element in `table` (created when missing: `id, record_id, element_id, type,
 *   text, metadata, position`), the file's earlier rows deleted in the same transaction.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Element } from '../elements/types.js'
import { OUTPUT_FORMATS } from '../serialize/output-formats.js'
import type { DestinationConfig } from './connector-config.js'
import { openDatabase } from './sqlite.js'
import type { SqlDatabase } from './sqlite.js'

export interface DestinationWriter {
  /** Writes (or rewrites) the elements of the input file `fileId`; returns where they went. */
  write(fileId: string, elements: readonly Element[]): Promise<string>
  close(): void
}

/** What the local destination writes: the element JSON, from the output-format registry. */
const LOCAL_OUTPUT = OUTPUT_FORMATS['application/json']

export function openDestination(config: DestinationConfig): DestinationWriter {
  return config.type === 'local' ? localWriter(config.outputDir) : sqliteWriter(config.path, config.table)
}

/** Where the local destination puts the output of `fileId`. */
export function localOutputPath(outputDir: string, fileId: string): string {
  return join(outputDir, ...`${fileId}${LOCAL_OUTPUT.extension}`.split('/'))
}

function localWriter(outputDir: string): DestinationWriter {
  let counter = 0
  return {
    async write(fileId, elements) {
      const target = localOutputPath(outputDir, fileId)
      await mkdir(dirname(target), { recursive: true })
      const temporary = `${target}.${globalThis.process.pid}.${++counter}.tmp`
      await writeFile(temporary, LOCAL_OUTPUT.serialize(elements))
      await rename(temporary, target)
      return target
    },
    close() {},
  }
}

function sqliteWriter(path: string, table: string): DestinationWriter {
  let db: SqlDatabase | undefined
  const open = (): SqlDatabase => {
    if (db !== undefined) return db
    db = openDatabase(path)
    db.exec(
      `CREATE TABLE IF NOT EXISTS "${table}" (id INTEGER PRIMARY KEY, record_id TEXT NOT NULL, element_id TEXT NOT NULL,
        type TEXT NOT NULL, text TEXT NOT NULL, metadata TEXT NOT NULL, position INTEGER NOT NULL);
       CREATE INDEX IF NOT EXISTS "${table}_by_record" ON "${table}" (record_id);`,
    )
    return db
  }
  return {
    async write(fileId, elements) {
      const database = open()
      database.transaction(() => {
        database.run(`DELETE FROM "${table}" WHERE record_id = ?`, [fileId])
        elements.forEach((element, position) => {
          database.run(`INSERT INTO "${table}" (record_id, element_id, type, text, metadata, position) VALUES (?, ?, ?, ?, ?, ?)`, [
            fileId,
            element.element_id,
            element.type,
            element.text,
            JSON.stringify(element.metadata),
            position,
          ])
        })
      })
      return `${path}#${table}`
    },
    close() {
      db?.close()
      db = undefined
    },
  }
}
