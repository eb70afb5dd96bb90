import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_CHUNKS, MIN_CHUNK_LENGTH, sampleChunks } from '../../src/elements/sample-chunks.js'
import { splitAtSentenceEnds } from '../../src/elements/split-at-sentence-ends.js'

/** The chunks as detection made them before only the sampled ones were built: every chunk joined, then sampled. */
function everyChunkThenSample(text: string): string[] {
  const chunks: string[] = []
  let current = ''
  for (const piece of splitAtSentenceEnds(text)) {
    if (piece === '') continue
    current = current === '' ? piece : `${current} ${piece}`
    if (current.length >= MIN_CHUNK_LENGTH) {
      chunks.push(current)
      current = ''
    }
  }
  if (current !== '') {
    if (chunks.length > 0 && current.length < MIN_CHUNK_LENGTH) chunks[chunks.length - 1] += ` ${current}`
    else chunks.push(current)
  }
  if (chunks.length <= MAX_CHUNKS) return chunks
  const step = chunks.length / MAX_CHUNKS
  return Array.from({ length: MAX_CHUNKS }, (_, i) => chunks[Math.floor(i * step)]!)
}

const sentence = fc
  .tuple(fc.string({ minLength: 0, maxLength: 90 }), fc.constantFrom('. ', '! ', '? ', '\n', '\n\n', '.\n', ' ', '。 ', '. \n '))
  .map(([words, end]) => words + end)

describe('sampleChunks', () => {
  it('cuts at sentence ends into chunks of at least 100 characters, the rest joining the last chunk', () => {
    const first = `${'a'.repeat(60)}. ${'b'.repeat(50)}.`
    expect(sampleChunks(`${first} Short one. Tail`)).toEqual([`${first} Short one. Tail`])
    expect(sampleChunks(`${'a'.repeat(120)}. ${'b'.repeat(120)}. end`)).toEqual([`${'a'.repeat(120)}.`, `${'b'.repeat(120)}. end`])
    expect(sampleChunks('One short text.')).toEqual(['One short text.'])
    expect(sampleChunks('')).toEqual([])
  })

  it(`takes ${MAX_CHUNKS} chunks evenly from a longer text`, () => {
    const text = Array.from({ length: 200 }, (_, i) => `Sentence ${i} ${'x'.repeat(100)}.`).join(' ')
    const chunks = sampleChunks(text)
    expect(chunks).toHaveLength(MAX_CHUNKS)
    expect(chunks[0]!.startsWith('Sentence 0 ')).toBe(true)
    expect(chunks[1]!.startsWith('Sentence 3 ')).toBe(true)
  })

  it('gives the chunks that joining every chunk and then sampling gives, for any text', () => {
    fc.assert(
      fc.property(fc.array(sentence, { maxLength: 400 }), (sentences) => {
        const text = sentences.join('')
        expect(sampleChunks(text)).toEqual(everyChunkThenSample(text))
      }),
      { numRuns: 300 },
    )
  })
})
