import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join, relative } from 'node:path'
import { describe, expect, test } from 'vitest'

const SRC = join(import.meta.dirname, '..', 'src')
/** Folders and files that may use Node: everything else is core and must run in a browser. */
const NODE_SIDE = ['cli/', 'node/', 'server/', 'partition-service/', 'platform/', 'workers/', 'batch/', 'queue/', 'node.ts']
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
const packageOf = (specifier: string): string => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!)

/** The files and packages loading `entry` loads (static imports only: an `import()` loads when it runs). */
function staticallyReached(entry: string): { files: Set<string>; packages: Set<string> } {
  const byPath = new Map(files.map((file) => [file.path, file]))
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
      visit(
        relative(SRC, join(SRC, path, '..', spec))
          .replaceAll('\\', '/')
          .replace(/\.js$/, '.ts'),
      )
    }
  }
  visit(entry)
  return { files: seen, packages }
}

/**
 * The allowed import direction between the top-level units of src/ (a folder, or a file at its root),
 * bottom to top: a unit imports only units of LOWER rows (and itself), type-only imports included. So the
 * folders form no cycle. A partitioner that needs one above it gets it as a function (`partitionAttachment`
 * of the partition input); a registry that names partitioners above formats/ is built above them
 * (partitioners.ts).
 */
const LAYERS: readonly (readonly string[])[] = [
  ['errors.ts'], // what every layer throws
  ['document-limits.ts', 'digests.ts', 'whitespace.ts'], // per-document budgets; hashes; which characters are whitespace
  ['elements', 'assets', 'layout', 'containers', 'encoding'], // elements and their metadata; asset locations; text layout; zip/gzip/CFB; text decoding and codecs
  ['detect'], // file-type detection
  ['serialize'], // elements → JSON, CSV, Markdown, HTML; the output-format registry
  ['images'], // pixels (the gray image, resize, deskew, binarize, decoders): what OCR and the page pipeline prepare
  ['ocr'], // OCR agents, pool, language data
  ['options'], // the one declaration of the options; validation
  ['formats'], // the partitioners of the document formats, and their registry; `partitionAttachment` in the input for nested documents
  ['tables'], // table detection on a page
  ['pages'], // the page pipeline shared by PDFs and images: page layout, OCR page elements, figures, tables on a page, strategy context, VLM; the image partitioner
  ['pdf'], // our PDF reader, pdfjs, the fast path and the PDF page strategies
  ['chunking'], // chunkers over elements
  ['platform-adapters'], // Node and browser halves reached through #platform/*
  ['partitioners.ts'], // file type → partitioner for every type: the format registry plus the PDF and image partitioners
  ['partition.ts'], // partition(): detection, options, the partitioners, chunking
  ['partition-stream.ts'], // partition() page by page
  ['index.ts'], // the browser-safe library entry
  ['node'], // Node wiring: the partition pool (and the tasks its worker threads run), OCR installs, optional packages, process memory
  ['workers'], // worker-thread and worker-process entries (they install node/'s OCR), the process pool
  ['batch'], // batch runs over folders: one file's job (also a queue job's), wire errors, exit codes, the progress bar
  ['queue'], // the Redis queue: batch files and platform files partitioned by queue workers
  ['partition-service'], // one file partitioned as the partition API answers it, and the pool of worker processes that runs it
  ['platform'], // workflows and jobs (their files run on the partition service's pool or on the queue)
  ['server'], // the HTTP server: the partition API on the partition service, and the platform API mounted
  ['cli'], // the docparts command
  ['node.ts'], // the Node library entry
]

/** Files that import each other, each with why (the page-pipeline move removes them). */
const FILE_CYCLES: Record<string, string> = {
  'serialize/elements-from-json.ts → serialize/orig-elements.ts':
    'metadata.orig_elements holds elements: reading them and writing them recurse through the element (de)serializers by design',
  'serialize/elements-to-dicts.ts → serialize/orig-elements.ts':
    'metadata.orig_elements holds elements: reading them and writing them recurse through the element (de)serializers by design',
}

const layerOf = (unit: string): number => LAYERS.findIndex((row) => row.includes(unit))
const unitOf = (path: string): string => (path.includes('/') ? path.split('/')[0]! : path)
/** Every relative import as `from → to` (src-relative .ts paths), type-only imports included: they are dependencies too. */
const fileEdges = files.flatMap((file) => {
  const text = readFileSync(join(SRC, file.path), 'utf8')
  const specs = [
    ...text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/gm),
    ...text.matchAll(/^\s*import\s+['"](\.[^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]!)
  return specs.map((spec) => ({
    from: file.path,
    to: relative(SRC, join(SRC, file.path, '..', spec))
      .replaceAll('\\', '/')
      .replace(/\.js$/, '.ts'),
  }))
})

describe('import direction', () => {
  test('every top-level unit of src/ has a row in the layer table', () => {
    const units = [...new Set(files.map((file) => unitOf(file.path)))]
    expect(units.filter((unit) => layerOf(unit) < 0)).toEqual([])
  })

  test('imports go down the layer table: no folder-level import cycle', () => {
    const upward = new Set<string>()
    for (const { from, to } of fileEdges) {
      const [a, b] = [unitOf(from), unitOf(to)]
      if (a !== b && layerOf(b) >= layerOf(a)) upward.add(`${from} → ${to}`)
    }
    expect([...upward].sort()).toEqual([])
  })

  test('no two files import each other, except the known ones', () => {
    const edges = new Set(fileEdges.map(({ from, to }) => `${from} → ${to}`))
    const mutual = [...edges].filter((edge) => {
      const [from, to] = edge.split(' → ') as [string, string]
      return from < to && edges.has(`${to} → ${from}`)
    })
    expect(mutual.sort()).toEqual(Object.keys(FILE_CYCLES).sort())
  })
})

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
        return ['node', 'browser']
          .filter((p) => !adapters.has(`platform-adapters/${name}.${p}.ts`))
          .map((p) => `${file} → ${spec}: no platform-adapters/${name}.${p}.ts`)
      })
    expect(missing).toEqual([])
  })

  test('the queue (bullmq, ioredis) loads only when a queue command asks for it: no entry reaches it by static imports', () => {
    const reached = (entry: string): string[] =>
      [...staticallyReached(entry).packages].filter((name) => name === 'bullmq' || name === 'ioredis').map((name) => `${entry} → ${name}`)
    expect(['index.ts', 'node.ts', 'cli/main.ts'].flatMap(reached)).toEqual([])
  })

  test('the command loads what its command runs: `docparts partition DIR` (the batch parent) loads no partitioner, server, platform or OCR engine', () => {
    const { files: reached, packages } = staticallyReached('cli/main.ts')
    const heavy = [...reached].filter((path) => /^(partition\.ts|formats\/|pdf\/|server\/|platform\/|queue\/|chunking\/|ocr\/engines)/.test(path))
    expect(heavy).toEqual([])
    expect([...packages].filter((name) => ['pdfjs-dist', 'tesseract.js', 'sharp', 'better-sqlite3'].includes(name))).toEqual([])
  })
})
