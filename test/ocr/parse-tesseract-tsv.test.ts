import { describe, expect, test } from 'vitest'
import { parseTesseractTsv } from '../../src/ocr/parse-tesseract-tsv.js'

const HEADER = 'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext'

describe('parseTesseractTsv', () => {
  test('groups level-5 words under their level-4 line with pixel boxes and confidences', () => {
    const tsv = [
      HEADER,
      '4\t1\t1\t1\t1\t0\t10\t20\t200\t30\t-1\t',
      '5\t1\t1\t1\t1\t1\t10\t20\t80\t30\t96.5\tHello',
      '5\t1\t1\t1\t1\t2\t100\t22\t110\t28\t91\tworld',
      '4\t1\t1\t1\t2\t0\t10\t60\t50\t30\t-1\t',
      '5\t1\t1\t1\t2\t1\t10\t60\t50\t30\t95\t   ',
    ].join('\n')
    const lines = parseTesseractTsv(tsv)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ x0: 10, y0: 20, x1: 210, y1: 50 })
    expect(lines[0]!.words).toEqual([
      { text: 'Hello', confidence: 96.5, x0: 10, y0: 20, x1: 90, y1: 50 },
      { text: 'world', confidence: 91, x0: 100, y0: 22, x1: 210, y1: 50 },
    ])
  })
})
