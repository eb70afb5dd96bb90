import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

const ROOT = join(import.meta.dirname, '..')
const DOCS = { core: 'docs/upstream-core.md', api: 'docs/upstream-api.md' } as const

/** Section numbers a doc defines: `## 4.` / `### 4.1` headings. */
function sections(path: string): Set<string> {
  const text = readFileSync(join(ROOT, path), 'utf8')
  return new Set([...text.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.? /gm)].map((match) => match[1]!))
}

test('every "core §x" and "api §x" a comment in src/ cites is a section of docs/', () => {
  const defined = { core: sections(DOCS.core), api: sections(DOCS.api) }
  const missing: string[] = []
  let cited = 0
  for (const entry of readdirSync(join(ROOT, 'src'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8')
    for (const match of text.matchAll(/\b(core|api) §(\d+(?:\.\d+)?)/g)) {
      const [, doc, section] = match as unknown as [string, 'core' | 'api', string]
      cited++
      if (!defined[doc].has(section)) missing.push(`${entry.name}: ${doc} §${section}`)
    }
  }
  expect(cited).toBeGreaterThan(100)
  expect(missing).toEqual([])
})
