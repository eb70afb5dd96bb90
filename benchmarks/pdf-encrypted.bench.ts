/**
 * Encrypted PDFs against the same PDF in the clear (issue 18: "within 1.2× its time"): the document is
 * encrypted by qpdf (Debian `qpdf`) with the empty user password under each revision of the standard
 * security handler — R2 (RC4 40-bit), R3 (RC4 128-bit), R4 (AES-128), R6 (AES-256) — and docparts `fast`
 * reads each, CPU ms per whole document, median of interleaved warm runs; ratio = encrypted / plain.
 * The document is ../shared/corpus/unstructured-example-docs/pdf/DA-619p.pdf when present (619 pages, many
 * streams), else a generated 200-page book (fixtures/pdf/generate.ts). Elements must be equal to the
 * plain file's (checked, not timed).
 *   npm run bench -- pdf-encrypted [--runs=N]
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bookPdf } from '../fixtures/pdf/generate.js'
import { partition } from '../src/partition.js'
import { corpusFolder } from './quality/corpus-folder.js'

const TARGET = 1.2
const REVISIONS: readonly { name: string; args: string[] }[] = [
  { name: 'R2 RC4-40', args: ['40', '--'] },
  { name: 'R3 RC4-128', args: ['128', '--use-aes=n', '--'] },
  { name: 'R4 AES-128', args: ['128', '--use-aes=y', '--'] },
  { name: 'R6 AES-256', args: ['256', '--'] },
]

const cpuMs = (): number => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}
const median = (values: number[]): number => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function timed(bytes: Uint8Array): Promise<number> {
  const t = cpuMs()
  await partition(bytes, { strategy: 'fast' })
  return cpuMs() - t
}

export async function run(): Promise<void> {
  const runsFlag = process.argv.find((a) => a.startsWith('--runs='))
  const runs = runsFlag !== undefined ? Number(runsFlag.slice('--runs='.length)) : 5
  if (spawnSync('qpdf', ['--version']).status !== 0) {
    console.log('qpdf is not installed (apt-get install -y qpdf): nothing measured.')
    return
  }
  const corpus = corpusFolder('pdf-encrypted')
  const real = corpus !== undefined ? join(corpus, 'unstructured-example-docs/pdf/DA-619p.pdf') : undefined
  const dir = mkdtempSync(join(tmpdir(), 'docparts-encrypted-'))
  try {
    const plainPath = join(dir, 'plain.pdf')
    if (real !== undefined && existsSync(real)) writeFileSync(plainPath, readFileSync(real))
    else writeFileSync(plainPath, await bookPdf(200))
    console.log(`document: ${real !== undefined && existsSync(real) ? real : 'generated 200-page book'}; ${runs} interleaved runs each`)
    const plain = new Uint8Array(readFileSync(plainPath))
    const files = REVISIONS.map(({ name, args }) => {
      const out = join(dir, `${name.split(' ')[0]}.pdf`)
      const done = spawnSync('qpdf', ['--allow-weak-crypto', '--encrypt', '', 'owner-pw', ...args, plainPath, out])
      if (done.status !== 0 && done.status !== 3) throw new Error(`qpdf --encrypt ${name} failed: ${done.stderr.toString()}`)
      return { name, bytes: new Uint8Array(readFileSync(out)) }
    })
    const expected = JSON.stringify(await partition(plain, { strategy: 'fast' }))
    for (const file of files) {
      if (JSON.stringify(await partition(file.bytes, { strategy: 'fast' })) !== expected)
        console.log(`${file.name}: ELEMENTS DIFFER from the plain file's`)
    }
    const times = new Map<string, number[]>([['plain', []], ...files.map((f) => [f.name, []] as [string, number[]])])
    for (let i = 0; i < runs; i++) {
      times.get('plain')!.push(await timed(plain))
      for (const file of files) times.get(file.name)!.push(await timed(file.bytes))
    }
    const base = median(times.get('plain')!)
    console.log('| file | CPU ms (median) | encrypted / plain |')
    console.log('|---|---|---|')
    console.log(`| plain | ${base.toFixed(0)} | 1.00× |`)
    let worst = 0
    for (const file of files) {
      const ms = median(times.get(file.name)!)
      worst = Math.max(worst, ms / base)
      console.log(`| ${file.name} | ${ms.toFixed(0)} | ${(ms / base).toFixed(2)}× |`)
    }
    console.log(`worst ${worst.toFixed(2)}× (target ≤ ${TARGET}×): ${worst <= TARGET ? 'met' : 'NOT met'}`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
