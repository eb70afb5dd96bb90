import { describe, expect, it } from 'vitest'
import { parserStack } from '../../../src/formats/html/html-parser-stack.js'

describe('parserStack', () => {
  it('behaves as the innermost-first array htmlparser2 keeps', () => {
    const stack = parserStack()
    stack.unshift('html')
    stack.unshift('body')
    stack.unshift('div')

    expect([stack.length, stack[0], stack[1], stack[2]]).toEqual([3, 'div', 'body', 'html'])
    expect([stack.indexOf('html'), stack.indexOf('div'), stack.indexOf('span')]).toEqual([2, 0, -1])
    expect([stack.includes('body'), stack.includes('p')]).toEqual([true, false])
    expect(stack.shift()).toBe('div')
    expect([stack.length, stack[0], stack.includes('div')]).toEqual([2, 'body', false])
  })

  it('finds the innermost of two open elements of one name', () => {
    const stack = parserStack()
    for (const name of ['div', 'p', 'div', 'span']) stack.unshift(name)

    expect(stack.indexOf('div')).toBe(1)
  })

  it('empties on reset', () => {
    const stack = parserStack()
    stack.unshift('div')
    stack.length = 0

    expect([stack.length, stack.includes('div'), stack[0]]).toEqual([0, false, undefined])
  })
})
