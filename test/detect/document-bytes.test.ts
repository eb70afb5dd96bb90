import { describe, expect, it } from 'vitest'
import { documentBytes } from '../../src/detect/document-bytes.js'
import { ValidationError } from '../../src/errors.js'
import { partition } from '../../src/partition.js'

const TEXT = 'Hello there. This is a short note about documents.'

describe('documentBytes', () => {
  it('gives a plain Uint8Array for a Node Buffer, over the same memory', async () => {
    const buffer = Buffer.from(TEXT)

    const bytes = await documentBytes(buffer)

    expect(Object.getPrototypeOf(bytes)).toBe(Uint8Array.prototype)
    expect(bytes.buffer).toBe(buffer.buffer)
    expect(new TextDecoder().decode(bytes)).toBe(TEXT)
  })

  it('reads an ArrayBuffer and a Blob', async () => {
    expect(new TextDecoder().decode(await documentBytes(new TextEncoder().encode(TEXT).buffer))).toBe(TEXT)
    expect(new TextDecoder().decode(await documentBytes(new Blob([TEXT])))).toBe(TEXT)
  })

  it('refuses anything else with a ValidationError that says what was given', async () => {
    const error = await documentBytes('some text').catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).detail).toEqual([
      {
        type: 'bytes_type',
        loc: ['input'],
        msg: "Input should be the document's bytes: a Uint8Array, a Node Buffer, an ArrayBuffer or a Blob (got string)",
        input: 'string',
      },
    ])
    await expect(documentBytes([1, 2, 3])).rejects.toThrow('(got an Array)')
  })
})

describe('partition', () => {
  it('gives the same elements for a Uint8Array, a Buffer, an ArrayBuffer and a Blob', async () => {
    const options = { filename: 'note.txt' }
    const bytes = new TextEncoder().encode(TEXT)

    const results = await Promise.all([
      partition(bytes, options),
      partition(Buffer.from(TEXT), options),
      partition(bytes.buffer, options),
      partition(new Blob([TEXT]), options),
    ])

    expect(results[0]!.map((element) => element.type)).toEqual(['NarrativeText'])
    for (const result of results) expect(result).toEqual(results[0])
  })

  it('refuses a string with a ValidationError, not "b.subarray is not a function"', async () => {
    // @ts-expect-error an untyped caller passing text instead of bytes
    await expect(partition(TEXT, {})).rejects.toBeInstanceOf(ValidationError)
  })
})
