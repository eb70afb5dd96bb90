import { describe, expect, test } from 'vitest'
import { partition, partitionResolved } from '../../../src/partition.js'
import { mutantOutcomes } from '../helpers/seeded-mutants.js'
import { buildPpt } from '../helpers/build-ppt.js'

const DECK = buildPpt([
  {
    shapes: [
      {
        top: 1000,
        left: 288,
        paragraphs: [
          { text: 'Find the bullet slide layout', bullet: true },
          { text: 'A deeper point', bullet: true, level: 1 },
          'Here is a lot of text for you.',
        ],
      },
      { top: 173, left: 288, textType: 0, paragraphs: ['Adding a Bullet Slide'] },
    ],
    notes: 'Speaker notes here.',
  },
  {
    shapes: [
      { top: 100, left: 100, textType: 0, byReference: true, paragraphs: ['Referenced Title'] },
      { top: 900, left: 100, bytes: true, paragraphs: ['This text is stored as bytes, caf\u00e9.', '*'] },
    ],
  },
])

describe('partitionPpt through partition()', () => {
  test('slides are pages; shapes in (top, left) order typed as for PPTX', async () => {
    const elements = await partition(DECK, { filename: 'deck.ppt', includeSlideNotes: false })
    expect(elements.map((e) => [e.type, e.text, e.metadata.page_number, e.metadata.category_depth])).toEqual([
      ['Title', 'Adding a Bullet Slide', 1, 0],
      ['ListItem', 'Find the bullet slide layout', 1, 0],
      ['ListItem', 'A deeper point', 1, 1],
      ['NarrativeText', 'Here is a lot of text for you.', 1, 0],
      ['Title', 'Referenced Title', 2, 0],
      ['NarrativeText', 'This text is stored as bytes, café.', 2, 0],
    ])
    expect(elements.every((e) => e.metadata.filetype === 'application/vnd.ms-powerpoint')).toBe(true)
  })

  test('notes come first on their slide by default; page breaks between slides on request', async () => {
    const elements = await partition(DECK, { filename: 'deck.ppt', includePageBreaks: true })
    expect(elements[0]).toMatchObject({ type: 'NarrativeText', text: 'Speaker notes here.', metadata: { page_number: 1 } })
    expect(elements.filter((e) => e.type === 'PageBreak')).toHaveLength(1)
  })

  test('a compound file without a PowerPoint Document stream is a DocumentError', async () => {
    const { buildMsg } = await import('../helpers/build-msg.js')
    const { partitionPpt } = await import('../../../src/formats/slides/ppt.js')
    const { validateOptions } = await import('../../../src/options/validate-options.js')
    await expect(
      partitionPpt({
        partitionAttachment: partitionResolved,
        bytes: buildMsg({ body: 'x' }),
        fileType: 'ppt',
        options: validateOptions({}),
        warn: () => {},
      }),
    ).rejects.toThrow(/PowerPoint Document/)
  })
})

describe('partitionPpt on damaged presentations', () => {
  test('each of 200 seeded byte-level mutants gives elements or a typed PartitionError, none hangs or crashes', async () => {
    const outcomes = await mutantOutcomes(DECK, 200, 97, (mutant) => partition(mutant, { filename: 'mutant.ppt' }))

    expect(outcomes.read + outcomes.refused).toBe(200)
    expect(outcomes.refused).toBeGreaterThan(0)
  }, 120_000)
})
