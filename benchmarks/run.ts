/**
 * `npm run bench`: runs every benchmarks/*.bench.ts (or those named on the command line) in turn.
 * Each module exports `run(): Promise<void>` that prints its own table, with ratios against a
 * reference measured in the same run. Benchmarks read only fixtures/ and generated data.
 */
import { readdir } from 'node:fs/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { join } from 'node:path'

const dir = fileURLToPath(new URL('.', import.meta.url))
const wanted = process.argv.slice(2)
const files = (await readdir(dir)).filter((f) => f.endsWith('.bench.ts')).sort()
for (const file of files) {
  if (wanted.length > 0 && !wanted.some((w) => file.includes(w))) continue
  console.log(`\n## ${file}`)
  const mod = (await import(pathToFileURL(join(dir, file)).href)) as { run: () => Promise<void> }
  await mod.run()
}
