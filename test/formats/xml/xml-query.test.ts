import { describe, expect, test } from 'vitest'
import { attribute, childElements, descendants, firstChild, isXmlElement, textContent } from '../../../src/formats/xml/xml-query.js'
import { parseXml } from '../../../src/formats/xml/xml-tree.js'

const root = parseXml('<r><p id="1"><t>a</t><t>b</t></p>x<q><p id="2"><t>c</t></p></q></r>')

describe('xml-query', () => {
  test('childElements lists element children, optionally by name', () => {
    expect(childElements(root).map((e) => e.name)).toEqual(['p', 'q'])
    expect(childElements(root, 'q')).toHaveLength(1)
  })

  test('firstChild follows a path of names and gives undefined when a step is missing', () => {
    expect(firstChild(root, 'q', 'p', 't')?.children).toEqual(['c'])
    expect(firstChild(root, 'q', 'nothing', 't')).toBeUndefined()
  })

  test('descendants finds matches at any depth in document order', () => {
    expect(descendants(root, 'p').map((p) => attribute(p, 'id'))).toEqual(['1', '2'])
  })

  test('textContent concatenates all character data below an element', () => {
    expect(textContent(root)).toBe('abxc')
  })

  test('isXmlElement tells elements from text', () => {
    expect(root.children.map(isXmlElement)).toEqual([true, false, true])
  })
})
