/**
 * @module scripts/snapshot-outputs
 * Proves a restructuring changed no output: partitions every document under a folder (every format)
 * and writes one JSON file per document and strategy — the elements exactly as `partition` returns
 * them, or `{error: name, message}` when it throws — so that `diff -r before/ after/` shows any change.
 * PDFs run under `fast`; with `--hi-res` they also run under `hi_res`, and images (which only OCR
 * reads) are included under their default strategy. Other formats run under their default strategy.
 * With `--chunks`, each file also holds the texts of the document's by_similarity chunks (threshold 0.5):
 * what showed that replacing `natural` kept classification and similarity chunking the same.
 *
 *   node --import tsx scripts/snapshot-outputs.ts [--hi-res] [--chunks] <documents folder> <output folder>
 *   diff -r <before> <after>
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { extname, join, relative } from 'node:path'
import { chunk, partition } from '../src/node.js'

const IMAGE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.tif', '.tiff', '.bmp', '.gif', '.webp', '.heic'])

function filesUnder(folder: string): string[] {
  const files: string[] = []
  for (const name of readdirSync(folder).sort()) {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) files.push(...filesUnder(path))
    else files.push(path)
  }
  return files
}

type SnapshotStrategy = 'fast' | 'hi_res' | 'default'

/** The strategies a document is snapshotted under; `default` means no strategy option is passed. */
function strategiesOf(path: string, hiRes: boolean): SnapshotStrategy[] {
  const extension = extname(path).toLowerCase()
  if (extension === '.pdf') return hiRes ? ['fast', 'hi_res'] : ['fast']
  if (IMAGE_EXTENSIONS.has(extension)) return hiRes ? ['default'] : []
  return ['default']
}

async function snapshotOf(path: string, strategy: SnapshotStrategy): Promise<unknown> {
  const filename = path.split('/').pop()!
  try {
    const elements = await partition(new Uint8Array(readFileSync(path)), { filename, ...(strategy === 'default' ? {} : { strategy }) })
    if (!chunks) return elements
    return { elements, bySimilarity: chunk(elements, { chunkingStrategy: 'by_similarity', similarityThreshold: 0.5 }).map((piece) => piece.text) }
  } catch (error) {
    return error instanceof Error ? { error: error.name, message: error.message } : { error: 'thrown', message: String(error) }
  }
}

const args = process.argv.slice(2)
const hiRes = args.includes('--hi-res')
const chunks = args.includes('--chunks')
const [folder, out] = args.filter((arg) => arg !== '--hi-res' && arg !== '--chunks')
if (folder === undefined || out === undefined) {
  console.error('usage: snapshot-outputs.ts [--hi-res] [--chunks] <documents folder> <output folder>')
  process.exit(2)
}
for (const path of filesUnder(folder)) {
  for (const strategy of strategiesOf(path, hiRes)) {
    const started = performance.now()
    const snapshot = await snapshotOf(path, strategy)
    const target = join(out, `${relative(folder, path)}.${strategy}.json`)
    mkdirSync(join(target, '..'), { recursive: true })
    writeFileSync(target, `${JSON.stringify(snapshot, null, 1)}\n`)
    console.log(`${relative(folder, path)}\t${strategy}\t${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
}
process.exit(0)
