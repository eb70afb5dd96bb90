import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join, relative } from 'node:path'
import { describe, expect, test } from 'vitest'

const SRC = join(import.meta.dirname, '..', 'src')
/** Folders and files that may use Node: everything else is core and must run in a browser. */
const NODE_SIDE = ['cli/', 'node/', 'server/', 'platform/', 'workers/', 'batch/', 'queue/', 'node.ts']
/** Packages with more than one importer, each for a stated reason. */
const SHARED_PACKAGES: Record<string, string> = {
  'pdfjs-dist': 'pdf/pdfjs-worker-loader evaluates the worker half between two guard modules (in a Web Worker it would take the messages)',
}

interface SourceFile {
  path: string
  imports: string[]
  /** Imports that load when the file loads (no `import()`). */
  staticImports: string[]
}

function sourceFiles(dir: string): SourceFile[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => {
      const full = join(entry.parentPath, entry.name)
      const text = readFileSync(full, 'utf8')
      const imports = [
        // `import type` is erased at compile time: it loads nothing, so it is not an entry.
        ...text.matchAll(/^\s*(?:import|export)\s(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]/gm),
        ...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
        ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
      ].map((match) => match[1]!)
      const staticImports = [
        ...text.matchAll(/^\s*(?:import|export)\s(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]/gm),
        ...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
      ].map((match) => match[1]!)
      return { path: relative(SRC, full).replaceAll('\\', '/'), imports, staticImports }
    })
}

const files = sourceFiles(SRC)
/** Platform adapters (src/platform-adapters/*.node.ts) are node side too; core code reaches them through `#platform/*`. */
const isNodeSide = (path: string): boolean => NODE_SIDE.some((prefix) => path === prefix || path.startsWith(prefix)) || /\.node\.(ts|js)$/.test(path)
const nodeBuiltins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]))
const packageOf = (specifier: string): string =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!

describe('architecture', () => {
  test('core folders import no node:* module or Node built-in', () => {
    const offenders = files
      .filter((file) => !isNodeSide(file.path))
      .flatMap((file) => file.imports.filter((spec) => nodeBuiltins.has(spec)).map((spec) => `${file.path} → ${spec}`))
    expect(offenders).toEqual([])
  })

  test('core folders never import node-side folders', () => {
    const offenders = files
      .filter((file) => !isNodeSide(file.path))
      .flatMap((file) =>
        file.imports
          .filter((spec) => spec.startsWith('.'))
          .map((spec) => relative(SRC, join(SRC, file.path, '..', spec)).replaceAll('\\', '/'))
          .filter((target) => isNodeSide(target) || isNodeSide(target.replace(/\.js$/, '.ts')))
          .map((target) => `${file.path} → ${target}`),
      )
    expect(offenders).toEqual([])
  })

  test('each third-party package enters through one adapter file', () => {
    const importers = new Map<string, Set<string>>()
    for (const file of files) {
      for (const spec of file.imports) {
        if (spec.startsWith('.') || spec.startsWith('#') || nodeBuiltins.has(spec)) continue
        const name = packageOf(spec)
        if (!importers.has(name)) importers.set(name, new Set())
        importers.get(name)!.add(file.path)
      }
    }
    const shared = [...importers]
      .filter(([name, paths]) => paths.size > 1 && SHARED_PACKAGES[name] === undefined)
      .map(([name, paths]) => `${name}: ${[...paths].sort().join(', ')}`)
    expect(shared).toEqual([])
  })

  test('every #platform/* import names an adapter that has a Node and a browser file', () => {
    const adapters = new Set(files.filter((f) => f.path.startsWith('platform-adapters/')).map((f) => f.path))
    const missing = files
      .flatMap((file) => file.imports.filter((spec) => spec.startsWith('#')).map((spec) => ({ file: file.path, spec })))
      .flatMap(({ file, spec }) => {
        const name = /^#platform\/([a-z-]+)$/.exec(spec)?.[1]
        if (name === undefined) return [`${file} → ${spec} (only #platform/<adapter> is mapped)`]
        return ['node', 'browser'].filter((p) => !adapters.has(`platform-adapters/${name}.${p}.ts`)).map((p) => `${file} → ${spec}: no platform-adapters/${name}.${p}.ts`)
      })
    expect(missing).toEqual([])
  })

  test('the queue (bullmq, ioredis) loads only when a queue command asks for it: no entry reaches it by static imports', () => {
    const byPath = new Map(files.map((file) => [file.path, file]))
    const reached = (entry: string): string[] => {
      const seen = new Set<string>()
      const packages = new Set<string>()
      const visit = (path: string): void => {
        if (seen.has(path)) return
        seen.add(path)
        for (const spec of byPath.get(path)?.staticImports ?? []) {
          if (!spec.startsWith('.')) {
            if (!nodeBuiltins.has(spec)) packages.add(packageOf(spec))
            continue
          }
          visit(relative(SRC, join(SRC, path, '..', spec)).replaceAll('\\', '/').replace(/\.js$/, '.ts'))
        }
      }
      visit(entry)
      return [...packages].filter((name) => name === 'bullmq' || name === 'ioredis').map((name) => `${entry} → ${name}`)
    }
    expect(['index.ts', 'node.ts', 'cli/main.ts'].flatMap(reached)).toEqual([])
  })
})
