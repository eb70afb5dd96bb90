/**
 * @module layout/empty-object-array
 * An empty array whose elements kind already holds objects (strings, glyphs, records). An array born `[]` holds
 * small integers until its first push of an object changes its hidden class; code V8 optimised while it met both
 * classes then deoptimises ("wrong map", "not a Smi") each time a new such array gets its first item. The glyph
 * columns, a page's glyph sequence and the text interpreter's figure and form stacks are born this way.
 */
export function emptyObjectArray<T>(): T[] {
  const array: (T | undefined)[] = [undefined]
  array.length = 0
  return array as T[]
}
