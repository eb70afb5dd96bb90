import { describe, expect, it } from 'vitest'
import { DocumentError } from '../../../src/errors.js'
import { isElementShaped, partitionJson, partitionNdjson } from '../../../src/formats/text/json.js'
import { textFamilyInput } from '../helpers/text-family-input.js'

const run = async (text: string) => partitionJson(textFamilyInput(text, 'json').input)
const texts = async (text: string) => (await run(text)).map((e) => [e.type, e.text])

describe('partitionJson with Unstructured elements', () => {
  it('rehydrates an array of element dicts, keeping ids and metadata', async () => {
    const json = JSON.stringify([
      { type: 'Title', element_id: 'abc', text: 'Hello', metadata: { page_number: 1 } },
      { type: 'NarrativeText', element_id: 'def', text: 'World.', metadata: {} },
    ])

    expect(await run(json)).toEqual([
      { type: 'Title', element_id: 'abc', text: 'Hello', metadata: { page_number: 1 } },
      { type: 'NarrativeText', element_id: 'def', text: 'World.', metadata: {} },
    ])
  })

  it('reports element-shaped input with corrupt metadata instead of returning part of it', async () => {
    const json = JSON.stringify([{ type: 'Title', text: 'x', metadata: { orig_elements: 'not-base64!!' } }])

    await expect(run(json)).rejects.toThrow(/could not be reconstructed/)
  })
})

describe('partitionJson with arbitrary JSON', () => {
  it('makes an object one UncategorizedText, pretty-printed like Python json.dumps(indent=2)', async () => {
    expect(await texts('{"make": "Fabrikam", "model": "F-100"}')).toEqual([['UncategorizedText', '{\n  "make": "Fabrikam",\n  "model": "F-100"\n}']])
  })

  it('makes one UncategorizedText per object of an array of objects, in order', async () => {
    expect(await texts('[{"sku": "A-100"}, {"sku": "B-200"}]')).toEqual([
      ['UncategorizedText', '{\n  "sku": "A-100"\n}'],
      ['UncategorizedText', '{\n  "sku": "B-200"\n}'],
    ])
  })

  it('keeps an array of scalars, or a mixed array, whole', async () => {
    expect(await texts('[1, 2, 3]')).toEqual([['UncategorizedText', '[\n  1,\n  2,\n  3\n]']])
    expect(await texts('[{"a": 1}, 2]')).toEqual([['UncategorizedText', '[\n  {\n    "a": 1\n  },\n  2\n]']])
  })

  it('does not rehydrate part of an array that mixes elements and other objects', async () => {
    const result = await texts('[{"type": "Title", "text": "x"}, {"foo": "bar"}]')

    expect(result).toEqual([
      ['UncategorizedText', '{\n  "type": "Title",\n  "text": "x"\n}'],
      ['UncategorizedText', '{\n  "foo": "bar"\n}'],
    ])
  })

  it('treats an element type without a string text as ordinary JSON', async () => {
    expect(await texts('[{"type": "Title", "text": 42}]')).toEqual([['UncategorizedText', '{\n  "type": "Title",\n  "text": 42\n}']])
  })

  it('prints numbers as Python re-prints them and leaves non-ASCII characters readable', async () => {
    expect(await texts('{"price": 18.0, "big": 1e5, "tiny": 0.10, "n": -0, "city": "Köln"}')).toEqual([
      ['UncategorizedText', '{\n  "price": 18.0,\n  "big": 100000.0,\n  "tiny": 0.1,\n  "n": 0,\n  "city": "Köln"\n}'],
    ])
  })

  it('writes empty containers and scalars the way Python does', async () => {
    expect(await texts('{}')).toEqual([['UncategorizedText', '{}']])
    expect(await texts('"hello"')).toEqual([['UncategorizedText', '"hello"']])
    expect(await texts('{"a": [], "b": {}}')).toEqual([['UncategorizedText', '{\n  "a": [],\n  "b": {}\n}']])
  })

  it('gives no elements for an empty array or blank input', async () => {
    expect(await run('[]')).toEqual([])
    expect(await run('  \n ')).toEqual([])
  })
})

describe('partitionJson with bad input', () => {
  it.each(['[{"hi": "there"}]]', 'NaN', '{"x": Infinity}', '['.repeat(200_000)])('rejects %s as not valid JSON', async (text) => {
    await expect(run(text)).rejects.toThrow(new RegExp('^Not a valid json'))
  })

  it('refuses a valid document nested too deeply to print, with a DocumentError', async () => {
    const deep = `${'['.repeat(5000)}1${']'.repeat(5000)}`

    await expect(run(deep)).rejects.toThrow(DocumentError)
    await expect(run(deep)).rejects.toThrow(/nested too deeply/)
  })
})

describe('partitionNdjson', () => {
  it('rehydrates one element per line', async () => {
    const ndjson = '{"type": "Title", "element_id": "a", "text": "One", "metadata": {}}\n\n{"type": "ListItem", "element_id": "b", "text": "Two"}\n'

    const elements = await partitionNdjson(textFamilyInput(ndjson, 'ndjson').input)

    expect(elements.map((e) => [e.type, e.text])).toEqual([
      ['Title', 'One'],
      ['ListItem', 'Two'],
    ])
  })

  it('makes one UncategorizedText per line of arbitrary records', async () => {
    const elements = await partitionNdjson(textFamilyInput('{"sku": "A"}\n{"sku": "B"}\n', 'ndjson').input)

    expect(elements.map((e) => e.text)).toEqual(['{\n  "sku": "A"\n}', '{\n  "sku": "B"\n}'])
  })

  it('names the line that is not JSON', async () => {
    await expect(partitionNdjson(textFamilyInput('{"a": 1}\n{oops}\n', 'ndjson').input)).rejects.toThrow(/^Line 2: Not a valid ndjson/)
  })
})

describe('isElementShaped', () => {
  it('needs a known type, a string text and object metadata', () => {
    expect(isElementShaped({ type: 'Title', text: 'x' })).toBe(true)
    expect(isElementShaped({ type: 'Title', text: 'x', metadata: 'weird' })).toBe(false)
    expect(isElementShaped({ type: ['Title'], text: 'x' })).toBe(false)
    expect(isElementShaped({ type: 'Nope', text: 'x' })).toBe(false)
    expect(isElementShaped({ type: 'CheckBox', checked: true })).toBe(true)
  })
})
