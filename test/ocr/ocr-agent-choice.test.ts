import { afterEach, describe, expect, it } from 'vitest'
import { UnsupportedOptionError } from '../../src/errors.js'
import { chosenOcrAgentName, ocrAgentNamed, setNativeTesseractAgent } from '../../src/ocr/ocr-agent-choice.js'
import { tesseractAgent } from '../../src/ocr/ocr-pool.js'
import type { OcrAgent } from '../../src/ocr/ocr-types.js'
import { tableOcrAgentFor } from '../../src/pages/strategy-context.js'

const mine: OcrAgent = { recognize: async () => [] }
const saved = process.env.OCR_AGENT

afterEach(() => {
  if (saved === undefined) delete process.env.OCR_AGENT
  else process.env.OCR_AGENT = saved
  setNativeTesseractAgent(undefined)
})

describe('choosing the OCR agent', () => {
  it('takes the library option first, then OCR_AGENT, else none (the built-in agent)', () => {
    delete process.env.OCR_AGENT
    expect(chosenOcrAgentName(undefined)).toBeUndefined()
    process.env.OCR_AGENT = ' tesseract-native '
    expect(chosenOcrAgentName(undefined)).toBe('tesseract-native')
    expect(chosenOcrAgentName('tesseract')).toBe('tesseract')
  })

  it("gives the built-in agent for Unstructured's tesseract names, old and new", () => {
    for (const name of [
      undefined,
      'tesseract',
      'Tesseract',
      'OCRAgentTesseract',
      'unstructured.partition.utils.ocr_models.tesseract_ocr.OCRAgentTesseract',
    ]) {
      expect(ocrAgentNamed(name, {}, 'OCR_AGENT')).toBe(tesseractAgent)
    }
  })

  it('gives an agent registered through ocrAgents by its name', () => {
    expect(ocrAgentNamed('mine', { mine }, 'OCR_AGENT')).toBe(mine)
  })

  it('gives the native agent once docparts/node has installed it, and says it needs Node before that', () => {
    expect(() => ocrAgentNamed('tesseract-native', {}, 'OCR_AGENT')).toThrow(/tesseract-native.*needs Node.*docparts\/node/)
    setNativeTesseractAgent(() => mine)
    expect(ocrAgentNamed('tesseract-native', {}, 'OCR_AGENT')).toBe(mine)
  })

  it('refuses an unknown name, saying where it came from and which names exist', () => {
    const attempt = (): OcrAgent => ocrAgentNamed('unstructured.partition.utils.ocr_models.paddle_ocr.OCRAgentPaddle', {}, 'ocrAgent or OCR_AGENT')
    expect(attempt).toThrow(UnsupportedOptionError)
    expect(attempt).toThrow(
      /Unknown ocrAgent or OCR_AGENT 'unstructured\.partition\.utils\.ocr_models\.paddle_ocr\.OCRAgentPaddle'.*'tesseract'.*'tesseract-native'/,
    )
  })

  it('reads tables with the page agent unless tableOcrAgent names another', () => {
    const native: OcrAgent = { recognize: async () => [] }
    setNativeTesseractAgent(() => native)
    expect(tableOcrAgentFor(undefined, { mine }, 'mine')).toBe(mine)
    expect(tableOcrAgentFor(undefined, {}, 'tesseract-native')).toBe(native)
    expect(tableOcrAgentFor('tesseract', {}, 'tesseract-native')).toBe(tesseractAgent)
    expect(tableOcrAgentFor('tesseract-native', {}, undefined)).toBe(native)
    expect(() => tableOcrAgentFor('paddle', {}, undefined)).toThrow(/Unknown table_ocr_agent 'paddle'/)
  })
})
