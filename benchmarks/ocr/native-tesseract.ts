/**
 * Native tesseract (Debian `tesseract`) for the OCR benchmarks, run on the SAME model file tesseract.js
 * loads: eng.traineddata gunzipped from @tesseract.js-data/eng into a temporary tessdata folder. One thread
 * (OMP_THREAD_LIMIT=1), OEM 1 (LSTM), PSM 3, TSV output (the `tsv` config, written next to the model).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { languageDataFolder } from '../../src/ocr/language-data.js'

export const nativeTesseractInstalled = (): boolean => spawnSync('tesseract', ['--version']).status === 0

/** Writes `dir`/tessdata with eng.traineddata and the `tsv` config; returns the tessdata folder. */
export function prepareTessdata(dir: string): string {
  const tessdata = join(dir, 'tessdata')
  mkdirSync(join(tessdata, 'configs'), { recursive: true })
  writeFileSync(join(tessdata, 'eng.traineddata'), gunzipSync(readFileSync(join(languageDataFolder('eng'), 'eng.traineddata.gz'))))
  // The `tsv` config lives in tessdata/configs: without it native tesseract would print plain text instead.
  writeFileSync(join(tessdata, 'configs', 'tsv'), 'tessedit_create_tsv 1\n')
  return tessdata
}

export interface NativeRun {
  /** CPU seconds of the tesseract process (user + system). */
  cpu: number
  wall: number
  /** The TSV tesseract wrote. */
  tsv: string
}

/** Reads one image (a PGM path) with native tesseract at `dpi`. */
export function runNativeTesseract(imagePath: string, tessdata: string, dpi: number): NativeRun {
  const out = join(tessdata, '..', 'native')
  const t = performance.now()
  const times = execFileSync(
    'bash',
    ['-c', `tesseract "$1" "$3" --tessdata-dir "$2" --dpi ${dpi} --oem 1 --psm 3 tsv 2>/dev/null; times`, '_', imagePath, tessdata, out],
    {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      encoding: 'utf8',
    },
  )
  const wall = (performance.now() - t) / 1000
  // `times`: shell user/sys, then children user/sys ("0m1.234s 0m0.056s").
  const child = times
    .trim()
    .split('\n')
    .pop()!
    .match(/(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/)
  const cpu = child === null ? wall : Number(child[1]) * 60 + Number(child[2]) + Number(child[3]) * 60 + Number(child[4])
  return { cpu, wall, tsv: readFileSync(`${out}.tsv`, 'utf8') }
}
