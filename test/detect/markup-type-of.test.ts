import { describe, expect, test } from 'vitest'
import { markupTypeOf } from '../../src/detect/markup-type-of.js'

describe('markupTypeOf', () => {
  test('recognises HTML by its doctype, its html element or a common first tag', () => {
    expect(markupTypeOf('<!DOCTYPE html>\n<html><body>x</body></html>')).toBe('html')
    expect(markupTypeOf('  <HTML lang="en">')).toBe('html')
    expect(markupTypeOf('<div class="a"><p>Hello</p></div>')).toBe('html')
    expect(markupTypeOf('<!-- saved page -->\n<table><tr><td>1</td></tr></table>')).toBe('html')
  })

  test('treats an XML declaration as XML, unless an html root follows (XHTML)', () => {
    expect(markupTypeOf('<?xml version="1.0"?>\n<catalog><book/></catalog>')).toBe('xml-declared')
    expect(markupTypeOf('\uFEFF<?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml">')).toBe('html')
  })

  test('keeps a declared document XML when its root is named like an HTML tag', () => {
    expect(markupTypeOf('<?xml version="1.0"?><a><b>text</b></a>')).toBe('xml-declared')
  })

  test('recognises XML by a root element that closes, or a non-HTML doctype', () => {
    expect(markupTypeOf('<note><to>Tove</to></note>')).toBe('xml')
    expect(markupTypeOf('<feed xmlns="http://www.w3.org/2005/Atom"/>')).toBe('xml')
    expect(markupTypeOf('<!DOCTYPE note SYSTEM "note.dtd">\n<note/>')).toBe('xml')
  })

  test('does not call plain text or an unclosed angle-bracket word markup', () => {
    expect(markupTypeOf('Hello <name>, welcome')).toBeUndefined()
    expect(markupTypeOf('just text')).toBeUndefined()
    expect(markupTypeOf('a < b and c > d')).toBeUndefined()
  })
})
