import { describe, expect, test } from 'vitest'
import { DocumentError } from '../../../src/errors.js'
import { MAX_STORAGE_DEPTH } from '../../../src/containers/check-compound-file.js'
import { msgCompoundReader } from '../../../src/formats/email/msg-compound-reader.js'
import { buildCompoundFile, type CompoundNode } from '../../containers/helpers/build-compound-file.js'

const text = (value: string): Uint8Array => new TextEncoder().encode(value)

describe('msgCompoundReader', () => {
  const { bytes, streams } = buildCompoundFile([
    { stream: '__substg1.0_0037001F', data: text('subject') },
    { storage: '__recip_version1.0_#00000000', children: [{ stream: '__substg1.0_3001001F', data: text('name') }] },
    { stream: '__properties_version1.0', data: text('props') },
  ])

  test('gives msgreader folders with files and subfolders in directory-tree order', () => {
    const reader = msgCompoundReader(bytes)
    reader.parse()
    const root = reader.rootFolder()

    expect(reader.isMSGFile()).toBe(true)
    expect(root.fileNames()).toEqual(['__substg1.0_0037001F', '__properties_version1.0'])
    expect(root.fileNameSets().map((set) => [set.name, set.length, new TextDecoder().decode(set.provider())])).toEqual([
      ['__substg1.0_0037001F', 7, 'subject'],
      ['__properties_version1.0', 5, 'props'],
    ])
    expect(root.subFolders().map((folder) => [folder.name, folder.fileNames()])).toEqual([['__recip_version1.0_#00000000', ['__substg1.0_3001001F']]])
    expect(root.readFile('__properties_version1.0')).toEqual(text('props'))
    expect(root.readFile('missing')).toBeNull()
    const nameId = streams.find((stream) => stream.path.endsWith('/__substg1.0_3001001F'))!.id
    expect(reader.readFileOf(nameId)).toEqual(text('name'))
  })

  test(`refuses storages nested more than ${MAX_STORAGE_DEPTH} deep, as msgreader recurses once per level`, () => {
    let node: CompoundNode = { stream: '__substg1.0_0037001F', data: text('deep') }
    for (let level = 0; level <= MAX_STORAGE_DEPTH; level++) node = { storage: `__attach_version1.0_#${level}`, children: [node] }
    const reader = msgCompoundReader(buildCompoundFile([node]).bytes)

    expect(() => reader.parse()).toThrow(DocumentError)
    expect(() => reader.parse()).toThrow(/nested more than 64 deep/)
  })
})
