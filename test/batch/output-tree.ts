/**
 * The outputs of a batch as { relative path → bytes as text }, without the run's own files (manifest,
 * failures.json, the partial folder), to compare two runs byte for byte.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

export function outputTree(dir: string): Record<string, string> {
  const tree: Record<string, string> = {}
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = relative(dir, join(entry.parentPath, entry.name))
    if (path === 'docparts-manifest.jsonl' || path === 'failures.json' || path.startsWith('.docparts-partial')) continue
    tree[path] = readFileSync(join(dir, path), 'latin1')
  }
  return tree
}
