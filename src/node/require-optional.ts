/**
 * @module node/require-optional
 * Loads one of the optional packages of the Node side (fastify, @fastify/busboy, better-sqlite3, piscina,
 * croner, cli-progress: optional peer dependencies) on first use, synchronously, so that `docparts/node`
 * and the CLI load without them: a library-only install (`npm install docparts`) can call `partitionFile`.
 * A package that is not installed becomes a MissingPackageError naming it and the feature that needs it.
 * Each adapter (server/create-server.ts, platform/sqlite.ts, …) calls this for its own package only.
 */
import { createRequire } from 'node:module'
import { isMissingPackage, MissingPackageError } from '../errors.js'

const require = createRequire(import.meta.url)

/**
 * The CommonJS export of `packageName`, or a MissingPackageError saying that `feature` needs it.
 *
 * @example requireOptional<CronerModule>('croner', 'Scheduled workflows').Cron // CronerModule: the package's type
 */
export function requireOptional<T>(packageName: string, feature: string): T {
  try {
    return require(packageName) as T
  } catch (error) {
    if (isMissingPackage(error, packageName)) throw new MissingPackageError(packageName, feature, { cause: error })
    throw error
  }
}
