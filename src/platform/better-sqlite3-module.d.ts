/**
 * @module platform/better-sqlite3-module
 * The part of better-sqlite3's API that ./sqlite.ts uses (the package ships no types and @types is not installed).
 */
declare module 'better-sqlite3' {
  interface RunResult {
    changes: number
    lastInsertRowid: number | bigint
  }
  interface Statement {
    run(...params: unknown[]): RunResult
    get(...params: unknown[]): unknown
    all(...params: unknown[]): unknown[]
  }
  interface DatabaseInstance {
    prepare(sql: string): Statement
    exec(sql: string): DatabaseInstance
    pragma(source: string, options?: { simple?: boolean }): unknown
    transaction<F extends (...args: never[]) => unknown>(fn: F): F
    close(): DatabaseInstance
    readonly open: boolean
  }
  interface DatabaseConstructor {
    new (filename: string, options?: { readonly?: boolean; fileMustExist?: boolean; timeout?: number }): DatabaseInstance
  }
  const Database: DatabaseConstructor
  export default Database
}
