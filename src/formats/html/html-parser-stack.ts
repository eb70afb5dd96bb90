/**
 * @module formats/html/html-parser-stack
 * htmlparser2's `Parser` keeps its open elements in an array with the innermost first, and opens and
 * closes each element with `unshift` / `shift`, which move every element below it: nesting n elements
 * deep costs n² (200,000 nested divs: 78 s of CPU inside the parser, with our tree already capped at 512).
 * `parserStack()` gives the parser the same view — index 0 is the innermost element; `length`,
 * `includes`, `indexOf`, `unshift`, `shift`, indexing, and `length = 0` on reset — over an array kept
 * innermost-last, where both operations are O(1), with a count per tag name so that a name not open at
 * all (a stray `</span>`) is answered without a scan. formats/html/elements-from-html, the adapter, installs it.
 */

/** The open-element stack as htmlparser2's Parser uses it, innermost first (see the module comment). */
export function parserStack(): string[] {
  const items: string[] = [] // innermost last
  const counts = new Map<string, number>()
  const methods = {
    unshift(name: string): number {
      items.push(name)
      counts.set(name, (counts.get(name) ?? 0) + 1)
      return items.length
    },
    shift(): string | undefined {
      const name = items.pop()
      if (name !== undefined) counts.set(name, counts.get(name)! - 1)
      return name
    },
    includes(name: string): boolean {
      return (counts.get(name) ?? 0) > 0
    },
    indexOf(name: string): number {
      if ((counts.get(name) ?? 0) === 0) return -1
      return items.length - 1 - items.lastIndexOf(name)
    },
  }
  return new Proxy(methods, {
    get(target, key) {
      if (key === 'length') return items.length
      if (key === '0') return items[items.length - 1]
      if (typeof key === 'string' && /^\d+$/.test(key)) return items[items.length - 1 - Number(key)]
      return Reflect.get(target, key)
    },
    set(_target, key, value) {
      if (key !== 'length' || value !== 0) return false // the Parser only ever empties it
      items.length = 0
      counts.clear()
      return true
    },
  }) as unknown as string[]
}
