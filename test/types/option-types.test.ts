/**
 * What TypeScript says to a caller of the public types (a tsd-style test): snippets written against
 * src/index.ts are type-checked with the TypeScript compiler API, in memory, and the diagnostics of the
 * snippet itself are compared with what is expected.
 */
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { beforeAll, describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const SNIPPET = `${ROOT}test/types/__snippet__.ts`

let errorsOf: (code: string) => string[]

beforeAll(() => {
  const config = ts.getParsedCommandLineOfConfigFile(`${ROOT}tsconfig.json`, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!
  const options = { ...config.options, noEmit: true }
  let snippet = ''
  const host = ts.createCompilerHost(options)
  const getSourceFile = host.getSourceFile.bind(host)
  host.getSourceFile = (name, language) => (name === SNIPPET ? ts.createSourceFile(name, snippet, language) : getSourceFile(name, language))
  host.fileExists = (
    (exists) => (name: string) =>
      name === SNIPPET || exists(name)
  )(host.fileExists.bind(host))
  let program: ts.Program | undefined
  errorsOf = (code) => {
    snippet = `import { chunk, partition, type ChunkOptions, type Element, type PartitionOptions } from '../../src/index.js'\n${code}`
    program = ts.createProgram([SNIPPET], options, host, program)
    return ts
      .getPreEmitDiagnostics(program, program.getSourceFile(SNIPPET))
      .map((d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`)
  }
}, 120_000)

describe('the option types', () => {
  it('accept the documented values, and any model name where upstream takes free names', () => {
    const errors = errorsOf(`
      declare const bytes: Uint8Array
      declare const elements: Element[]
      void partition(bytes, { strategy: 'hi_res', chunkingStrategy: 'by_title', hiResModelName: 'my_model', outputFormat: 'text/csv' })
      void chunk(elements, { chunkingStrategy: 'by_similarity', similarityThreshold: 0.6 })
      const options: PartitionOptions = { strategy: 'fast' }
      const chunking: ChunkOptions = { chunkingStrategy: 'basic' }
      void options, chunking
    `)

    expect(errors).toEqual([])
  })

  it('refuse a misspelt strategy and suggest the right one', () => {
    const errors = errorsOf(`declare const bytes: Uint8Array\nvoid partition(bytes, { strategy: 'hi-res' })`)

    expect(errors).toHaveLength(1)
    expect(errors[0]).toBe(
      `TS2820: Type '"hi-res"' is not assignable to type '"hi_res" | "fast" | "auto" | "ocr_only" | "od_only" | "vlm" | undefined'. Did you mean '"hi_res"'?`,
    )
  })

  it('refuse a misspelt chunking strategy, in partition() and in chunk()', () => {
    const errors = errorsOf(`
      declare const bytes: Uint8Array
      declare const elements: Element[]
      void partition(bytes, { chunkingStrategy: 'by-title' })
      void chunk(elements, { chunkingStrategy: 'bytitle' })
    `)

    expect(errors).toHaveLength(2)
    expect(errors[0]).toBe(
      `TS2820: Type '"by-title"' is not assignable to type '"basic" | "by_page" | "by_similarity" | "by_title" | null | undefined'. Did you mean '"by_title"'?`,
    )
    expect(errors[1]).toMatch(/^TS2769: No overload matches this call/)
    expect(errors[1]).toContain(`Type '"bytitle"' is not assignable to type '"basic" | "by_page" | "by_similarity" | "by_title"`)
  })

  it('let partition() take an ArrayBuffer, a Node Buffer or a Blob, and not a string', () => {
    const errors = errorsOf(`
      void partition(new ArrayBuffer(8))
      void partition(Buffer.from('x'))
      void partition(new Blob(['x']))
      void partition('some text')
    `)

    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^TS2345: Argument of type 'string' is not assignable to parameter of type 'DocumentInput'/)
  })
})

describe('the Element union', () => {
  it('narrows on type: a Table has table metadata, an Image image metadata, with no cast', () => {
    const errors = errorsOf(`
      import { isTable, type TableMetadata, type ImageElement } from '../../src/index.js'
      declare const e: Element
      if (e.type === 'Table') {
        const html: string | undefined = e.metadata.text_as_html
        const metadata: TableMetadata = e.metadata
        void html, metadata
      }
      if (e.type === 'Image') {
        const image: ImageElement = e
        const base64: string | undefined = e.metadata.image_base64
        void image, base64
      }
      if (e.type === 'CheckBox') {
        const checked: boolean | undefined = e.checked
        void checked
      }
      declare const elements: Element[]
      const tables = elements.filter(isTable)
      const firstHtml: string | undefined = tables[0]?.metadata.text_as_html
      void firstHtml
    `)

    expect(errors).toEqual([])
  })

  it('refuses a misspelt element type in a comparison', () => {
    const errors = errorsOf(`declare const e: Element
if (e.type === 'Tabel') void e`)

    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^TS2367: This comparison appears to be unintentional because the types '.*' and '"Tabel"' have no overlap/)
  })

  it("refuses a Table's metadata on an Image", () => {
    const errors = errorsOf(`
      import type { ImageElement, TableElement } from '../../src/index.js'
      declare const table: TableElement
      const image: ImageElement = { type: 'Image', element_id: 'i', text: '', metadata: table.metadata }
      void image
    `)

    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^TS2322: /)
    expect(errors[0]).toContain(`Type 'TableMetadata' is not assignable to type 'ImageMetadata'`)
  })

  it('refuses text_as_html on an Image, and reads it as undefined there', () => {
    const errors = errorsOf(`
      declare const e: Element
      if (e.type === 'Image') {
        const none: undefined = e.metadata.text_as_html
        e.metadata.text_as_html = '<table></table>'
        void none
      }
    `)

    expect(errors).toHaveLength(1)
    expect(errors[0]).toBe(`TS2322: Type '"<table></table>"' is not assignable to type 'undefined'.`)
  })
})
