/**
 * @module node/import-optional
 * `requireOptional`'s counterpart for ES modules: runs `load` (a dynamic `import()` of an optional package,
 * or of the one adapter file that imports it) and turns "`packageName` is not installed" into a
 * MissingPackageError naming it and the feature that needs it. Any other failure passes through.
 */
import { isMissingPackage, MissingPackageError } from '../errors.js'

/**
 * What `load` resolves to, or a MissingPackageError saying that `feature` needs `packageName`.
 *
 * @example await importOptional('bullmq', 'The partition queue', () => import('./bullmq-adapter.js'))
 */
export async function importOptional<T>(packageName: string, feature: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (isMissingPackage(error, packageName)) throw new MissingPackageError(packageName, feature, { cause: error })
    throw error
  }
}
