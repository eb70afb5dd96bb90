import { describe, expect, test } from 'vitest'
import { disputedConfidence, layerReadsBetter, shortLayerReadsBetter } from '../../../src/pdf/strategies/layer-reads-better.js'
import type { OcrLine } from '../../../src/ocr/ocr-types.js'

const read = (...words: [string, number][]): OcrLine[] => [
  { x0: 0, y0: 0, x1: 100, y1: 10, words: words.map(([text, confidence]) => ({ text, confidence, x0: 0, y0: 0, x1: 1, y1: 1 })) },
]
const LAYER = 'Since the use of bones has, however, become general'

describe('layerReadsBetter', () => {
  test('a layer that agrees with OCR is kept', () => {
    const ocr = read(
      ['Since', 96],
      ['the', 97],
      ['use', 97],
      ['of', 97],
      ['bones', 95],
      ['has,', 97],
      ['however,', 96],
      ['become', 97],
      ['generai', 90],
    )
    expect(layerReadsBetter(LAYER, false, ocr)).toBe(true)
  })

  test('a layer OCR disagrees with only unsurely is kept (text too small for us to read)', () => {
    const ocr = read(['Siace', 55], ['the', 83], ['we', 56], ['of', 80], ['bones', 70], ['hae,', 45], ['howener,', 36], ['become', 64], ['hers', 40])
    expect(disputedConfidence(LAYER, ocr)).toBeLessThan(60)
    expect(layerReadsBetter(LAYER, false, ocr)).toBe(true)
  })

  test('OCR that confidently reads other words replaces the layer', () => {
    const ocr = read(['Quarterly', 95], ['revenue', 96], ['grew', 94], ['by', 97], ['twelve', 95], ['percent', 96])
    expect(layerReadsBetter(LAYER, false, ocr)).toBe(false)
  })

  test('a garbled layer never wins a disagreement', () => {
    const ocr = read(['Siace', 55], ['we', 56], ['hae,', 45])
    expect(layerReadsBetter('Bcnf xkq zzt', true, ocr)).toBe(false)
  })
})

describe('shortLayerReadsBetter (a layer of a few characters, too short to judge on its own)', () => {
  const heading = [...'开 票 通 知 单'].map((text) => ({ text }))

  test('keeps the layer when OCR of the page reads nothing', () => {
    expect(shortLayerReadsBetter([{ text: '1' }], [])).toBe(true)
  })

  test('keeps a heading in a script OCR does not read when OCR comes back with a few unsure Latin letters', () => {
    expect(shortLayerReadsBetter(heading, read(['Rs', 41], ['Bx', 30], ['8', 52], ['Aik', 38]))).toBe(true)
  })

  test('gives the page to OCR when OCR reads a body of text beyond the layer (a scan with a stamped page number)', () => {
    const body = read(
      ...'The committee met on the third of May and agreed the budget for the coming year'.split(' ').map((w) => [w, 60] as [string, number]),
    )
    expect(shortLayerReadsBetter([{ text: '1' }, { text: '2' }], body)).toBe(false)
  })

  test('gives the page to OCR when OCR confidently reads other words', () => {
    expect(shortLayerReadsBetter([{ text: 'Page' }], read(['Invoice', 95], ['total', 96]))).toBe(false)
  })

  test('never keeps a short layer of undecoded glyphs', () => {
    expect(shortLayerReadsBetter([{ text: '(cid:3)' }, { text: '(cid:4)' }], read(['Rs', 41]))).toBe(false)
  })
})
