import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inLexicon, lexiconTag } from '../../src/elements/pos-lexicon.js'
import { POS_LEXICON_TAGS, POS_LEXICON_WORD_TAGS, POS_LEXICON_WORDS } from '../../src/elements/pos-lexicon-data.js'
import { lexiconLayout, lexiconModuleText, TAG_CODE_BASE } from '../../scripts/pos-lexicon-layout.js'

/** Every entry of the data as [word, tag] ('' for the entry without a tag), read from the layout itself. */
function entries(): [string, string][] {
  const all: [string, string][] = []
  POS_LEXICON_WORD_TAGS.forEach((tags, length) => {
    for (let i = 0; i < tags.length; i++) {
      all.push([POS_LEXICON_WORDS[length]!.slice(i * length, (i + 1) * length), POS_LEXICON_TAGS[tags.charCodeAt(i) - TAG_CODE_BASE]!])
    }
  })
  return all
}

describe('the POS lexicon', () => {
  it('knows words as written, and their first tag', () => {
    expect(inLexicon('dog')).toBe(true)
    expect(lexiconTag('dog')).toBe('NN')
    expect(lexiconTag('runs')).toBe('VBZ')
    expect(inLexicon('zorblax')).toBe(false)
  })

  it('falls back to the lower-cased word, then to NN, or NNP for a word starting with A–Z', () => {
    expect(lexiconTag('DOG')).toBe('NN')
    expect(lexiconTag('zorblax')).toBe('NN')
    expect(lexiconTag('Zorblax')).toBe('NNP')
    expect(lexiconTag('Ézorblax')).toBe('NN')
  })

  it('does not take Object.prototype names for words', () => {
    expect(inLexicon('constructor')).toBe(false)
    expect(inLexicon('toString')).toBe(false)
    expect(inLexicon('__proto__')).toBe(false)
    expect(lexiconTag('__proto__')).toBeUndefined()
    expect(lexiconTag('__PROTO__')).toBeUndefined()
  })

  it('answers the same when asked again, from its memo of recent words, and after the memo is emptied', () => {
    const words = ['dog', 'DOG', 'Zorblax', '', '__proto__', 'runs', 'zorblax']
    const first = words.map((word) => [inLexicon(word), lexiconTag(word)])
    expect(words.map((word) => [inLexicon(word), lexiconTag(word)])).toEqual(first)
    // more words than the memo holds
    for (let i = 0; i < 10_000; i++) inLexicon(`word${i}`)
    expect(words.map((word) => [inLexicon(word), lexiconTag(word)])).toEqual(first)
  })

  it('has natural\'s entry "" without a tag, and no word longer than the table', () => {
    expect(inLexicon('')).toBe(true)
    expect(lexiconTag('')).toBeUndefined()
    expect(inLexicon('a'.repeat(POS_LEXICON_WORDS.length + 5))).toBe(false)
  })

  it("holds natural 8.1.1's 92,662 words with the first tags of the line-per-tag data it replaced (checksum of the sorted word–tag list)", () => {
    const lines = entries().map(([word, tag]) => `${word}\t${tag}`)
    expect(lines.length).toBe(92_662)
    const digest = createHash('sha256').update(lines.sort().join('\n')).digest('hex')
    expect(digest).toBe('f01e3092304491355cbcd4ca60277f0d83ff63a4e1f5290bed772fa199477214')
  })

  it('finds every entry with its tag, and no neighbour of an entry that is not one', () => {
    const all = entries()
    const words = new Set(all.map(([word]) => word))
    let checked = 0
    for (const [word, tag] of all) {
      if (!inLexicon(word) || lexiconTag(word) !== (tag === '' ? undefined : tag))
        throw new Error(`entry ${JSON.stringify(word)} not found as ${tag}`)
      // the same length, sorting right before and right after the entry: the bisection must miss them
      if (word === '') continue
      const last = word.charCodeAt(word.length - 1)
      for (const neighbour of [word.slice(0, -1) + String.fromCharCode(last - 1), word.slice(0, -1) + String.fromCharCode(last + 1)]) {
        if (words.has(neighbour)) continue
        if (inLexicon(neighbour)) throw new Error(`${JSON.stringify(neighbour)} is not an entry but was found`)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(100_000)
  })
})

describe('the lexicon layout (scripts/pos-lexicon-layout)', () => {
  const lexicon = { dog: ['NN', 'VB'], cat: ['NN'], a: ['DT'], runs: ['VBZ'], '': [], ate: ['VBD'] }

  it('groups the words by length, sorted and concatenated, with one tag character per word (index 0: no tag)', () => {
    const layout = lexiconLayout(lexicon)
    expect(layout.tags).toEqual(['', 'DT', 'NN', 'VBD', 'VBZ'])
    expect(layout.words).toEqual(['', 'a', '', 'atecatdog', 'runs'])
    const code = (tag: string): string => String.fromCharCode(TAG_CODE_BASE + layout.tags.indexOf(tag))
    expect(layout.wordTags).toEqual([code(''), code('DT'), '', code('VBD') + code('NN') + code('NN'), code('VBZ')])
  })

  it('writes the same module text for the same lexicon, whatever the order of its keys', () => {
    const reversed = Object.fromEntries(Object.entries(lexicon).reverse())
    expect(lexiconModuleText(lexiconLayout(reversed), 6)).toBe(lexiconModuleText(lexiconLayout(lexicon), 6))
  })
})
