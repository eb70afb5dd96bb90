import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { disposeOcrPool, partition } from '../../src/node.js'
import type { Element } from '../../src/node.js'
import { drawTextImage, registerFont } from './draw-text-image.js'
import { createServer } from '../../src/server/create-server.js'
import { multipartBody } from '../server/multipart-body.js'

const ENGLISH_LINES = ['Universal Declaration of Human Rights', 'All human beings are born free and equal']
const KOREAN_LINES = ['모든 인간은 태어날 때부터 자유로우며', '그 존엄과 권리에 있어 동등하다']
const ENGLISH_WORDS = ENGLISH_LINES.flatMap((line) => line.split(/\s+/))
const KOREAN_WORDS = KOREAN_LINES.flatMap((line) => line.split(/\s+/))
const HANGUL = /\p{Script=Hangul}/u
/** Korean words that must be read (of 10): OCR may miss or misread a syllable or two. */
const MIN_KOREAN_SHARE = 0.7
const OCR_TIMEOUT_MS = 60_000

/** Noto Sans KR from the installed devDependency (its `exports` hide package.json, so resolve the entry and go up). */
function notoSansKrPath(): string {
  const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-kr')
  return join(dirname(entry), '..', 'fonts', 'NotoSansKR-Regular.otf')
}

function joinedText(elements: readonly Element[]): string {
  return elements.map((e) => e.text).join('\n')
}

/**
 * The Korean words found in `text`. Tesseract's Korean model often puts spaces between the syllables of a
 * word ("인 간 은"), so the words are looked for in the text with all whitespace removed.
 */
function koreanWordsFound(text: string): string[] {
  const compact = text.replace(/\s+/g, '')
  return KOREAN_WORDS.filter((word) => compact.includes(word))
}

function englishWordsFound(text: string): string[] {
  const words = new Set(text.split(/\s+/))
  return ENGLISH_WORDS.filter((word) => words.has(word))
}

describe('OCR of an image with English and Korean text', () => {
  let image: Uint8Array

  beforeAll(async () => {
    registerFont(notoSansKrPath(), 'Noto Sans KR')
    image = await drawTextImage({
      width: 1400,
      height: 500,
      family: 'Noto Sans KR',
      fontSize: 40,
      lines: [...ENGLISH_LINES, ...KOREAN_LINES],
    })
  })

  afterAll(async () => {
    await disposeOcrPool()
  })

  it(
    "returns both scripts when languages names 'eng' and 'kor'",
    async () => {
      const elements = await partition(image, { filename: 'english-and-korean.png', languages: ['eng', 'kor'] })
      const text = joinedText(elements)

      expect(text).toMatch(HANGUL)
      expect(koreanWordsFound(text).length).toBeGreaterThanOrEqual(Math.ceil(MIN_KOREAN_SHARE * KOREAN_WORDS.length))
      expect(englishWordsFound(text)).toEqual(ENGLISH_WORDS)
      expect(elements.length).toBeGreaterThan(0)
      for (const element of elements) expect(element.metadata.languages).toContain('kor')
    },
    OCR_TIMEOUT_MS,
  )

  it(
    "reads no Hangul with languages ['eng'] alone: the Korean model is used only when asked for",
    async () => {
      const elements = await partition(image, { filename: 'english-and-korean.png', languages: ['eng'] })
      const text = joinedText(elements)

      expect(text).not.toMatch(HANGUL)
      expect(englishWordsFound(text)).toEqual(ENGLISH_WORDS)
      for (const element of elements) expect(element.metadata.languages).not.toContain('kor')
    },
    OCR_TIMEOUT_MS,
  )

  it(
    "takes tesseract's 'eng+kor' form like the list ['eng', 'kor']",
    async () => {
      const elements = await partition(image, { filename: 'english-and-korean.png', languages: ['eng+kor'] })
      const text = joinedText(elements)

      expect(text).toMatch(HANGUL)
      expect(koreanWordsFound(text).length).toBeGreaterThanOrEqual(Math.ceil(MIN_KOREAN_SHARE * KOREAN_WORDS.length))
      expect(englishWordsFound(text)).toEqual(ENGLISH_WORDS)
      for (const element of elements) expect(element.metadata.languages).toContain('kor')
    },
    OCR_TIMEOUT_MS,
  )

  it(
    'the docparts command reads both scripts too (--languages eng,kor), as the README shows',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'docparts-kor-'))
      try {
        writeFileSync(join(dir, 'english-and-korean.png'), image)
        const root = fileURLToPath(new URL('../..', import.meta.url))
        const stdout = execFileSync(
          process.execPath,
          ['bin/docparts.js', 'partition', join(dir, 'english-and-korean.png'), '--languages', 'eng,kor'],
          {
            cwd: root,
            encoding: 'utf8',
          },
        )
        const text = joinedText(JSON.parse(stdout) as Element[])

        expect(text).toMatch(HANGUL)
        expect(englishWordsFound(text)).toEqual(ENGLISH_WORDS)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
    OCR_TIMEOUT_MS,
  )

  it(
    'the server reads both scripts on its worker threads (languages=eng,kor as a form field)',
    async () => {
      const app = createServer({ workers: 1, inlineMaxBytes: 0 })
      try {
        const body = multipartBody([
          { name: 'files', filename: 'english-and-korean.png', contentType: 'image/png', data: image },
          { name: 'languages', value: 'eng' },
          { name: 'languages', value: 'kor' },
        ])
        const response = await app.inject({ method: 'POST', url: '/general/v0/general', payload: body.payload, headers: body.headers })

        expect(response.statusCode).toBe(200)
        const text = joinedText(response.json<Element[]>())
        expect(text).toMatch(HANGUL)
        expect(englishWordsFound(text)).toEqual(ENGLISH_WORDS)
      } finally {
        await app.close()
      }
    },
    OCR_TIMEOUT_MS,
  )
})
