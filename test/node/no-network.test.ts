import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SCAN_LINES, scanPng, textPdf, words } from '../pdf/scan-fixture.js'

// `npm test` builds dist/ first, so the docparts command runs as installed.
const root = fileURLToPath(new URL('../..', import.meta.url))
const guard = fileURLToPath(new URL('./network-guard.cjs', import.meta.url))

interface Run {
  texts: string[]
  /** Thread ids the guard was loaded into (0 is the main thread). */
  guarded: number[]
  attempts: string[]
}

/** Runs `docparts partition <file> …args` with the guard in every thread of the process. */
function partitionGuarded(dir: string, file: string, args: string[]): Run {
  const log = join(dir, `${file}.network.log`)
  writeFileSync(log, '')
  const stdout = execFileSync(process.execPath, ['-r', guard, 'bin/docparts.js', 'partition', join(dir, file), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NETWORK_GUARD_LOG: log },
    maxBuffer: 64 << 20,
  })
  const lines = readFileSync(log, 'utf8')
    .split('\n')
    .filter((l) => l !== '')
  return {
    texts: (JSON.parse(stdout) as { text: string }[]).map((e) => e.text),
    guarded: lines.filter((l) => l.startsWith('guarded ')).map((l) => Number(l.split(' ')[1])),
    attempts: lines.filter((l) => l.startsWith('attempt ')),
  }
}

describe('no network during partition, in every thread (OCR workers included)', () => {
  let dir: string

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'docparts-no-network-'))
    const pdf = await textPdf()
    writeFileSync(join(dir, 'letter.pdf'), pdf)
    writeFileSync(join(dir, 'scan.png'), await scanPng(pdf))
  }, 60_000)

  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  test("an image OCRed in tesseract's worker thread: the guard ran there, nothing tried the network, the text came back", () => {
    const run = partitionGuarded(dir, 'scan.png', [])

    expect(run.guarded).toContain(0)
    expect(run.guarded.some((id) => id !== 0)).toBe(true)
    expect(run.attempts).toEqual([])
    const found = words(run.texts.join(' '))
    for (const word of words(SCAN_LINES.join(' '))) expect(found).toContain(word)
  }, 120_000)

  test('a PDF rendered by pdfjs and OCRed (ocr_only) tries no network either', () => {
    const run = partitionGuarded(dir, 'letter.pdf', ['--strategy', 'ocr_only'])

    expect(run.guarded.some((id) => id !== 0)).toBe(true)
    expect(run.attempts).toEqual([])
    expect(words(run.texts.join(' '))).toContain('quarterly')
  }, 120_000)

  test('the guard does catch an attempt (so an empty attempt list means something)', () => {
    const log = join(dir, 'self-check.log')
    writeFileSync(log, '')
    const script = "fetch('http://198.51.100.7/').catch(() => process.exit(0))"
    execFileSync(process.execPath, ['-r', guard, '-e', script], { env: { ...process.env, NETWORK_GUARD_LOG: log } })

    expect(readFileSync(log, 'utf8')).toMatch(/^attempt 0 fetch http:\/\/198\.51\.100\.7\/$/m)
  })
})
