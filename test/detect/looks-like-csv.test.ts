import { describe, expect, test } from 'vitest'
import { looksLikeCsv } from '../../src/detect/looks-like-csv.js'

describe('looksLikeCsv', () => {
  test('accepts lines with the same number of commas', () => {
    expect(looksLikeCsv('name,age,city\nAda,36,London\nAlan,41,Wilmslow\n')).toBe(true)
  })

  test('does not count commas inside double quotes', () => {
    expect(looksLikeCsv('name,quote\nAda,"Hello, world"\nAlan,"a, b, c"')).toBe(true)
  })

  test('rejects a single line', () => {
    expect(looksLikeCsv('a,b,c')).toBe(false)
  })

  test('rejects when a line has no comma or a different count', () => {
    expect(looksLikeCsv('a,b\nno commas here\nc,d')).toBe(false)
    expect(looksLikeCsv('a,b,c\nd,e\n')).toBe(false)
    expect(looksLikeCsv('Hello, my friend.\nI hope, truly, you are well.')).toBe(false)
  })

  test('looks at the first ten lines only', () => {
    const lines = [...Array.from({ length: 10 }, () => 'a,b'), 'ragged line without commas']

    expect(looksLikeCsv(lines.join('\n'))).toBe(true)
  })

  test('leaves out the partial last line of a truncated head', () => {
    expect(looksLikeCsv('a,b,c\nd,e,f\ng,h', true)).toBe(true)
    expect(looksLikeCsv('a,b,c\nd,e,f\ng,h', false)).toBe(false)
  })

  test('splits lines where Python str.splitlines does', () => {
    expect(looksLikeCsv('a,b\r\nc,d\re,f')).toBe(true)
  })
})
