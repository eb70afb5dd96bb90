/**
 * @module scripts/partition-snapshot
 * Writes what docparts makes of every document under a folder — the elements (`fast` for PDFs, the
 * default strategy otherwise) and their by_similarity chunks — one JSON file per document, so two
 * snapshots taken before and after a change can be compared with `diff -r`. Images are skipped (OCR;
 * slow, and they test OCR rather than the text heuristics). Used to show that replacing natural kept
 * classification and by_similarity results the same.
 *
 *   node --import tsx scripts/partition-snapshot.ts <documents folder> <output folder>
 *   diff -r <before> <after>
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { extname, join, relative } from 'node:path'
import { chunk, partition } from '../src/index.js'
import type { Element } from '../src/index.js'

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

async function snapshotOf(path: string): Promise<unknown> {
  const filename = path.split('/').pop()!
  const strategy = extname(path).toLowerCase() === '.pdf' ? 'fast' : undefined
  try {
    const elements: Element[] = await partition(new Uint8Array(readFileSync(path)), { filename, ...(strategy ? { strategy } : {}) })
    const chunks = chunk(elements, { chunkingStrategy: 'by_similarity', similarityThreshold: 0.5 })
    return {
      types: elements.map((element) => `${element.type}\t${element.text.slice(0, 80)}`),
      elements,
      bySimilarity: chunks.map((piece) => piece.text),
    }
  } catch (error) {
    return { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }
  }
}

const [folder, out] = process.argv.slice(2)
if (folder === undefined || out === undefined) {
  console.error('usage: partition-snapshot.ts <documents folder> <output folder>')
  process.exit(2)
}
for (const path of filesUnder(folder)) {
  if (IMAGE_EXTENSIONS.has(extname(path).toLowerCase())) continue
  const started = performance.now()
  const snapshot = await snapshotOf(path)
  const target = join(out, `${relative(folder, path)}.json`)
  mkdirSync(join(target, '..'), { recursive: true })
  writeFileSync(target, JSON.stringify(snapshot, null, 1))
  console.log(`${relative(folder, path)}\t${((performance.now() - started) / 1000).toFixed(1)} s`)
}
