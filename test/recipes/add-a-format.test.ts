/**
 * The README recipe "Add a format", followed once: the type in src/detect/file-types.ts (its MIME type and
 * extension), a partitioner (one new file under src/formats/, here a toy that makes one Title per line of a binary file) and
 * one line in src/formats/registry.ts — the two registries changed through vi.mock, the real ones with the
 * lines added. Detection, the metadata pass and the output then work for it with no other change.
 */
import { describe, expect, test, vi } from 'vitest'
import type { Partitioner } from '../../src/formats/types.js'

vi.mock('../../src/detect/file-types.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/detect/file-types.js')>()
  return {
    ...original,
    FILE_TYPES: [...original.FILE_TYPES, 'toy'],
    FILE_TYPE_INFO: { ...original.FILE_TYPE_INFO, toy: { mime: 'application/x-toy', aliases: [], extensions: ['.toy'] } },
  }
})

vi.mock('../../src/formats/registry.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/formats/registry.js')>()
  /** The new file's partitioner: after the 4-byte magic `TOY\0`, one Title per non-empty line. */
  const partitionToy: Partitioner = async (input) =>
    new TextDecoder()
      .decode(input.bytes.subarray(4))
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => ({ type: 'Title', element_id: '', text: line.trim(), metadata: {} }))
  return { ...original, partitioners: { ...original.partitioners, toy: async () => partitionToy } }
})

const { partition } = await import('../../src/partition.js')

describe('a format added by the recipe', () => {
  test('is detected by its extension and partitioned by its partitioner, with the metadata pass applied', async () => {
    // A binary format (it starts with a NUL byte), so its extension decides its type; a text format also
    // needs its extension among the decisive ones (src/detect/detect-file-type.ts), as the recipe says.
    const bytes = new TextEncoder().encode('TOY\0first line\n\nsecond line\n')

    const elements = await partition(bytes, { filename: 'notes.toy', strategy: 'fast' })

    expect(elements.map((element) => [element.type, element.text])).toEqual([
      ['Title', 'first line'],
      ['Title', 'second line'],
    ])
    expect(elements[0]!.metadata).toMatchObject({ filetype: 'application/x-toy', filename: 'notes.toy' })
    expect(elements[0]!.element_id).toMatch(/^[0-9a-f]{32}$/)
  })
})
