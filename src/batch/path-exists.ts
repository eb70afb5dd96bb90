/**
 * @module batch/path-exists
 * Whether a path can be reached (an output already written, a marker file a worker should see).
 */
import { access } from 'node:fs/promises'

export async function pathExists(path: string): Promise<boolean> {
  try {
    await access(path)
    return true
  } catch {
    return false
  }
}
