/**
 * @module platform/sqlite
 * The ONLY importer of better-sqlite3: a small synchronous SQL surface over one database file in WAL mode
 * (`:memory:` for tests). The platform store, the sqlite destination and the connection checks use it.
 */
import type BetterSqlite3 from 'better-sqlite3'
import { requireOptional } from '../node/require-optional.js'

/** Values a statement takes as parameters (named `@name` parameters come as one object). */
export type SqlParams = readonly unknown[] | Readonly<Record<string, unknown>>

export interface SqlDatabase {
  /** The file name as given (`:memory:` for an in-memory database). */
  readonly path: string
  /** Runs one or more statements without parameters (DDL). */
  exec(sql: string): void
  /** Runs one statement; returns the number of rows changed. */
  run(sql: string, params?: SqlParams): number
  /** First row of a query, or undefined. */
  get<T>(sql: string, params?: SqlParams): T | undefined
  /** Every row of a query. */
  all<T>(sql: string, params?: SqlParams): T[]
  /** Runs `fn` in one transaction (committed when it returns, rolled back when it throws). */
  transaction<T>(fn: () => T): T
  /** A pragma's single value (`user_version`, `journal_mode`). */
  pragma(name: string): unknown
  close(): void
}

export interface OpenDatabaseOptions {
  /** Open only an existing file (connection checks must not create one). Default false. */
  mustExist?: boolean
  /** Milliseconds to wait for a lock held by another process before SQLITE_BUSY. Default 5000. */
  busyTimeoutMs?: number
}

/**
 * Opens (or creates) a database file in WAL mode with foreign keys on. WAL lets a reader (the server)
 * and a writer (a CLI run) share the file, and a crash never leaves a half-written transaction.
 */
export function openDatabase(path: string, options: OpenDatabaseOptions = {}): SqlDatabase {
  const Database = requireOptional<typeof BetterSqlite3>('better-sqlite3', 'The platform store (workflows and jobs)')
  const db = new Database(path, { fileMustExist: options.mustExist === true, timeout: options.busyTimeoutMs ?? 5000 })
  if (path !== ':memory:') db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  db.pragma('synchronous = NORMAL')
  const statements = new Map<string, ReturnType<typeof db.prepare>>()
  const prepared = (sql: string): ReturnType<typeof db.prepare> => {
    let statement = statements.get(sql)
    if (statement === undefined) {
      statement = db.prepare(sql)
      statements.set(sql, statement)
    }
    return statement
  }
  const args = (params: SqlParams | undefined): unknown[] =>
    params === undefined ? [] : Array.isArray(params) ? [...(params as unknown[])] : [params]
  return {
    path,
    exec: (sql) => {
      db.exec(sql)
    },
    run: (sql, params) => prepared(sql).run(...args(params)).changes,
    get: <T>(sql: string, params?: SqlParams) => prepared(sql).get(...args(params)) as T | undefined,
    all: <T>(sql: string, params?: SqlParams) => prepared(sql).all(...args(params)) as T[],
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
    pragma: (name) => db.pragma(name, { simple: true }),
    close: () => {
      if (db.open) db.close()
    },
  }
}
