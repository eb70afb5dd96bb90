/**
 * @module ocr/parse-tesseract-tsv
 * Tesseract's TSV output (the same columns from tesseract.js and the `tesseract … tsv` command: level,
 * page_num, block_num, par_num, line_num, word_num, left, top, width, height, conf, text) → lines of words.
 * Level 4 rows are lines, level 5 rows their words; words with blank text are dropped.
 */
import type { OcrLine } from './ocr-types.js'

export function parseTesseractTsv(tsv: string): OcrLine[] {
  const lines: OcrLine[] = []
  const byKey = new Map<string, OcrLine>()
  for (const row of tsv.split('\n')) {
    const cols = row.split('\t')
    if (cols.length < 12) continue
    const level = Number(cols[0])
    if (level !== 4 && level !== 5) continue
    const key = `${cols[1]}.${cols[2]}.${cols[3]}.${cols[4]}`
    const left = Number(cols[6])
    const top = Number(cols[7])
    const box = { x0: left, y0: top, x1: left + Number(cols[8]), y1: top + Number(cols[9]) }
    if (level === 4) {
      const line: OcrLine = { ...box, words: [] }
      byKey.set(key, line)
      lines.push(line)
      continue
    }
    const text = cols.slice(11).join('\t').trim()
    if (text === '') continue
    let line = byKey.get(key)
    if (line === undefined) {
      line = { ...box, words: [] }
      byKey.set(key, line)
      lines.push(line)
    }
    line.words.push({ text, confidence: Number(cols[10]), ...box })
  }
  return lines.filter((line) => line.words.length > 0)
}
