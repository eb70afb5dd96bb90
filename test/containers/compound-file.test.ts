import { describe, expect, test } from 'vitest'
import { openCompoundFile, readCompoundFileStream, rootStreamEntry } from '../../src/containers/compound-file.js'
import { DocumentError } from '../../src/errors.js'
import { buildCompoundFile, type CompoundNode } from './helpers/build-compound-file.js'

const bytesOf = (length: number, seed: number): Uint8Array => Uint8Array.from({ length }, (_, i) => (i * 31 + seed) & 0xff)

const TREE: CompoundNode[] = [
  { stream: 'Small', data: bytesOf(100, 1) },
  { stream: 'Big', data: bytesOf(5000, 2) },
  {
    storage: 'Box',
    children: [
      { stream: 'Inner', data: bytesOf(700, 3) },
      { stream: 'Empty', data: new Uint8Array(0) },
    ],
  },
]

function streamByPath(bytes: Uint8Array, path: string[]): Uint8Array {
  const file = openCompoundFile(bytes)
  let entry = file.root
  for (const name of path) entry = [...entry.children].map((id) => file.entries.get(id)!).find((child) => child.name === name)!
  return readCompoundFileStream(file, entry)
}

describe('openCompoundFile', () => {
  test('reads streams from the mini stream and from regular sectors, in storages too, byte for byte', () => {
    const { bytes } = buildCompoundFile(TREE)

    expect(streamByPath(bytes, ['Small'])).toEqual(bytesOf(100, 1))
    expect(streamByPath(bytes, ['Big'])).toEqual(bytesOf(5000, 2))
    expect(streamByPath(bytes, ['Box', 'Inner'])).toEqual(bytesOf(700, 3))
    expect(streamByPath(bytes, ['Box', 'Empty'])).toEqual(new Uint8Array(0))
  })

  test('lists the children of each storage in directory-tree order with their kind and depth', () => {
    const file = openCompoundFile(buildCompoundFile(TREE).bytes)
    const describeChildren = (id: number): unknown[] =>
      file.entries.get(id)!.children.map((child) => {
        const entry = file.entries.get(child)!
        return entry.kind === 'storage' ? [entry.name, entry.depth, describeChildren(child)] : [entry.name, entry.depth]
      })

    expect(describeChildren(0)).toEqual([
      ['Small', 1],
      ['Big', 1],
      [
        'Box',
        1,
        [
          ['Inner', 2],
          ['Empty', 2],
        ],
      ],
    ])
  })

  test('reads version 4 files with 4096-byte sectors', () => {
    const { bytes } = buildCompoundFile(TREE, { version: 4 })

    expect(streamByPath(bytes, ['Big'])).toEqual(bytesOf(5000, 2))
    expect(streamByPath(bytes, ['Box', 'Inner'])).toEqual(bytesOf(700, 3))
  })

  test('reads the FAT sectors listed in the DIFAT chain beyond the 109 in the header', () => {
    const built = buildCompoundFile(TREE, { minFatSectors: 240 })
    expect(built.difatSectors.length).toBe(2)

    expect(streamByPath(built.bytes, ['Big'])).toEqual(bytesOf(5000, 2))
  })

  test('finds a root stream by name regardless of case, and not a stream inside a storage', () => {
    const file = openCompoundFile(buildCompoundFile(TREE).bytes)

    expect(rootStreamEntry(file, 'SMALL')?.name).toBe('Small')
    expect(rootStreamEntry(file, 'Inner')).toBeUndefined()
  })
})

describe('openCompoundFile on a damaged file', () => {
  test('refuses a FAT chain that loops to itself, naming the sector', () => {
    const built = buildCompoundFile(TREE)
    const big = built.streams.find((s) => s.path === '/Big')!
    built.view.setUint32(built.fatEntryOffset(big.sectors[1]!), big.sectors[1]!, true)

    expect(() => openCompoundFile(built.bytes)).toThrow(DocumentError)
    expect(() => openCompoundFile(built.bytes)).toThrow(`sector chain loops at sector ${big.sectors[1]}`)
  })

  test('refuses a directory chain that loops', () => {
    const built = buildCompoundFile(TREE)
    const directory = built.directorySectors[0]!
    built.view.setUint32(built.fatEntryOffset(directory), directory, true)

    expect(() => openCompoundFile(built.bytes)).toThrow(/sector chain loops at sector \d+ \(the directory\)/)
  })

  test('refuses a directory tree with a cycle (a child pointing back at its storage)', () => {
    const built = buildCompoundFile(TREE)
    // Box is entry 3; its child Inner (entry 4) gets Box as right sibling
    built.view.setUint32(built.entryOffset(4) + 0x48, 3, true)

    expect(() => openCompoundFile(built.bytes)).toThrow(/reaches entry 3 twice/)
  })

  test('refuses a tree that points to the root entry or outside the directory', () => {
    const toRoot = buildCompoundFile(TREE)
    toRoot.view.setUint32(toRoot.entryOffset(1) + 0x44, 0, true)
    const outside = buildCompoundFile(TREE)
    outside.view.setUint32(outside.entryOffset(1) + 0x44, 9999, true)

    expect(() => openCompoundFile(toRoot.bytes)).toThrow(/reaches entry 0 twice/)
    expect(() => openCompoundFile(outside.bytes)).toThrow(/points to entry 9999/)
  })

  test('caps a stream whose size field says 2 GB in a 3 KB file at what its chain holds', () => {
    const built = buildCompoundFile([{ stream: 'Liar', data: bytesOf(1500, 4) }])
    expect(built.bytes.length).toBeLessThan(4096)
    built.view.setUint32(built.entryOffset(1) + 0x78, 0x8000_0000, true)
    // now a regular-sector stream starting at mini sector 0 = regular sector 0, the FAT: shared, refused
    expect(() => openCompoundFile(built.bytes)).toThrow(/belongs to both the FAT and stream "Liar"/)

    const alone = buildCompoundFile([{ stream: 'Liar', data: bytesOf(5000, 4) }])
    alone.view.setUint32(alone.entryOffset(1) + 0x78, 0x8000_0000, true)
    const file = openCompoundFile(alone.bytes)
    const entry = rootStreamEntry(file, 'Liar')!
    expect(entry.size).toBe(5120)
    expect(readCompoundFileStream(file, entry).subarray(0, 5000)).toEqual(bytesOf(5000, 4))
  })

  test('refuses a DIFAT chain that loops', () => {
    const built = buildCompoundFile(TREE, { minFatSectors: 240 })
    const first = built.difatSectors[0]!
    built.view.setUint32((first + 1) * 512 + 127 * 4, first, true)

    expect(() => openCompoundFile(built.bytes)).toThrow(new RegExp(`sector chain loops at sector ${first} \\(the DIFAT\\)`))
  })

  test('refuses a mini FAT chain that loops', () => {
    const built = buildCompoundFile(TREE)
    const small = built.streams.find((s) => s.path === '/Small')!
    built.view.setUint32(built.miniFatEntryOffset(small.sectors[1]!), small.sectors[0]!, true)

    expect(() => openCompoundFile(built.bytes)).toThrow(`mini sector chain loops at mini sector ${small.sectors[0]}`)
  })

  test('refuses two streams that share a sector', () => {
    const built = buildCompoundFile([
      { stream: 'One', data: bytesOf(5000, 5) },
      { stream: 'Two', data: bytesOf(5000, 6) },
    ])
    const one = built.streams.find((s) => s.path === '/One')!
    built.view.setUint32(built.entryOffset(2) + 0x74, one.sectors[0]!, true)

    expect(() => openCompoundFile(built.bytes)).toThrow(/belongs to both stream "One" and stream "Two"/)
  })

  test('refuses a truncated file with a DocumentError that says so', () => {
    const { bytes } = buildCompoundFile(TREE)

    expect(() => openCompoundFile(bytes.subarray(0, bytes.length - 1024))).toThrow(/truncated/)
    expect(() => openCompoundFile(bytes.subarray(0, 300))).toThrow(DocumentError)
  })

  test('refuses a header that claims more FAT sectors than the file holds', () => {
    const { bytes, view } = buildCompoundFile(TREE)
    view.setUint32(0x2c, 0x7fff_ffff, true)

    expect(() => openCompoundFile(bytes)).toThrow(/claims 2147483647 allocation-table sectors/)
  })

  test('says which file to check when told what the file is', () => {
    const { bytes } = buildCompoundFile(TREE)

    expect(() => openCompoundFile(bytes.subarray(0, 300), '.msg')).toThrow(/check that it is a valid Outlook message \(\.msg\) file\.$/)
  })
})
