import { describe, expect, test } from 'vitest'
import { checkCompoundFile, MAX_STORAGE_DEPTH } from '../../src/containers/check-compound-file.js'
import { openCompoundFile } from '../../src/containers/compound-file.js'
import { buildCompoundFile, type CompoundNode } from './helpers/build-compound-file.js'

const TREE: CompoundNode[] = [
  { stream: 'WordDocument', data: new Uint8Array(5000).fill(7) },
  { stream: '1Table', data: new Uint8Array(300).fill(8) },
]

describe('checkCompoundFile', () => {
  test('accepts a sound file and gives it opened', () => {
    const file = checkCompoundFile(buildCompoundFile(TREE).bytes)

    expect(file.root.children.map((id) => file.entries.get(id)!.name)).toEqual(['WordDocument', '1Table'])
  })

  test('refuses a cycle in FAT entries no chain uses, which a reader without loop checks could still follow', () => {
    const built = buildCompoundFile(TREE)
    // FAT entries 100 and 101 lie past the last sector; make them point at each other
    built.view.setUint32(built.fatEntryOffset(100), 101, true)
    built.view.setUint32(built.fatEntryOffset(101), 100, true)

    expect(() => openCompoundFile(built.bytes)).not.toThrow()
    expect(() => checkCompoundFile(built.bytes)).toThrow(/sector chain loops at sector 10[01] \(an allocation-table cycle\)/)
  })

  test('refuses a mini sector size or mini-stream cutoff other than [MS-CFB] requires, as another reader would take them from the header', () => {
    const shift = buildCompoundFile(TREE)
    shift.view.setUint16(0x20, 7, true)
    const cutoff = buildCompoundFile(TREE)
    cutoff.view.setUint32(0x38, 0, true)

    expect(() => checkCompoundFile(shift.bytes)).toThrow(/mini sector size of 2\^7/)
    expect(() => checkCompoundFile(cutoff.bytes)).toThrow(/mini-stream cutoff of 0/)
  })

  test('refuses a header that claims more FAT sectors than the DIFAT lists', () => {
    const built = buildCompoundFile(TREE)
    built.view.setUint32(0x2c, 2, true)

    expect(() => checkCompoundFile(built.bytes)).toThrow(/claims 2 allocation-table sectors but the DIFAT lists 1/)
  })

  test(`refuses storages nested more than ${MAX_STORAGE_DEPTH} deep`, () => {
    let node: CompoundNode = { stream: 'WordDocument', data: new Uint8Array(10) }
    for (let level = 0; level <= MAX_STORAGE_DEPTH; level++) node = { storage: `S${level}`, children: [node] }

    expect(() => checkCompoundFile(buildCompoundFile([node]).bytes)).toThrow(/nested more than 64 deep/)
  })
})
