/**
 * Where the quality measures find the real documents: `../shared/corpus` beside the project root
 * (never copied into the project). Absent on machines without it: each measure then says so and
 * returns without failing, so `npm run bench` still runs everywhere.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The project root (two folders above this file). */
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** `../shared/corpus` resolved against the project root. */
export const CORPUS_FOLDER = fileURLToPath(new URL('../../../shared/corpus/', import.meta.url))

/** The corpus folder when it exists; otherwise prints that it is absent (naming the measure) and returns undefined. */
export function corpusFolder(measure: string): string | undefined {
  if (existsSync(CORPUS_FOLDER)) return CORPUS_FOLDER
  console.log(`${measure}: corpus absent (${CORPUS_FOLDER}); skipped`)
  return undefined
}
