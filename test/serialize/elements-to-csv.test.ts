import { describe, expect, it } from 'vitest'
import type { Element, ElementMetadata } from '../../src/elements/types.js'
import { asElement } from '../../src/elements/element-draft.js'
import { CSV_COLUMNS, elementsToCsv } from '../../src/serialize/elements-to-csv.js'

const HEADER = 'type,element_id,text,languages,page_number,filename,filetype,parent_id,links'

const element = (text: string, metadata: ElementMetadata = {}): Element => asElement({ type: 'NarrativeText', element_id: 'e1', text, metadata })

describe('elementsToCsv', () => {
  it('starts with exactly the interface header and ends every line with CRLF', () => {
    expect(CSV_COLUMNS.join(',')).toBe(HEADER)
    expect(elementsToCsv([])).toBe(`${HEADER}\r\n`)
  })

  it('writes languages as a Python list and leaves absent values empty', () => {
    const csv = elementsToCsv([element('plain', { languages: ['eng'], page_number: 1, filename: 'a.txt', filetype: 'text/plain' })])
    expect(csv).toBe(`${HEADER}\r\nNarrativeText,e1,plain,['eng'],1,a.txt,text/plain,,\r\n`)
  })

  it('writes links as the Python repr of the list of dicts, quoted because it holds commas', () => {
    const csv = elementsToCsv([element('x', { links: [{ text: 'here', url: 'https://e.com/a', start_index: 0 }], parent_id: 'p1' })])
    expect(csv.split('\r\n')[1]).toBe(`NarrativeText,e1,x,,,,,p1,"[{'text': 'here', 'url': 'https://e.com/a', 'start_index': 0}]"`)
  })

  it('quotes fields holding commas, quotes, CR or LF and doubles inner quotes', () => {
    const rows = elementsToCsv([element('a, b'), element('say "hi"'), element('line one\nline two'), element('cr\rhere')])
    expect(rows).toBe(
      `${HEADER}\r\n` +
        'NarrativeText,e1,"a, b",,,,,,\r\n' +
        'NarrativeText,e1,"say ""hi""",,,,,,\r\n' +
        'NarrativeText,e1,"line one\nline two",,,,,,\r\n' +
        'NarrativeText,e1,"cr\rhere",,,,,,\r\n',
    )
  })

  it('writes non-ASCII text raw and unquoted', () => {
    expect(elementsToCsv([element('Grüße 😀 – naïve')]).split('\r\n')[1]).toBe('NarrativeText,e1,Grüße 😀 – naïve,,,,,,')
  })

  it('writes a language list whose repr needs quotes of its own', () => {
    expect(elementsToCsv([element('x', { languages: ["it's"] })]).split('\r\n')[1]).toBe('NarrativeText,e1,x,"[""it\'s""]",,,,,')
  })

  it('leaves an empty language list empty, as upstream never serializes []', () => {
    expect(elementsToCsv([element('x', { languages: [] })]).split('\r\n')[1]).toBe('NarrativeText,e1,x,,,,,,')
  })
})
