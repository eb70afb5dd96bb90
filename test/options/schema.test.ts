import { describe, expect, expectTypeOf, test } from 'vitest'
import { LIBRARY_ONLY_FIELDS, OPTION_NAMES, optionField } from '../../src/options/option-fields.js'
import type { OptionField } from '../../src/options/option-fields.js'
import { optionsSchema, parseOptionsSchema } from '../../src/options/schema.js'
import type { SchemaInput, SchemaOutput } from '../../src/options/schema.js'
import type { ResolvedOptions } from '../../src/options/types.js'

/** A valid sample value of each kind (non-default, so a wrong default cannot hide). */
const SAMPLE: Record<OptionField['kind'], unknown> = {
  boolean: true,
  integer: 7,
  number: 0.25,
  string: 'x',
  'string-list': ['a'],
  'enum-tolerant': 'anything',
}
/** A value of the wrong type for each kind. */
const WRONG: Record<OptionField['kind'], unknown> = {
  boolean: 'yes',
  integer: 'seven',
  number: 'a quarter',
  string: 7,
  'string-list': 'a',
  'enum-tolerant': 7,
}

describe('optionsSchema', () => {
  test('has a key for every option of the record, in its order, then the library-only options', () => {
    expect(Object.keys(optionsSchema.shape)).toEqual([...OPTION_NAMES, ...Object.keys(LIBRARY_ONLY_FIELDS)])
  })

  test('applies the defaults the record says validation applies, and no others', () => {
    const parsed = parseOptionsSchema({})
    if (!parsed.ok) throw new Error('empty options must pass')
    for (const name of OPTION_NAMES) {
      const field = optionField(name)
      const expected = field.defaultAppliedBy === 'options' ? field.default : undefined
      expect(parsed.value[name], name).toEqual(expected)
    }
  })

  test.each(OPTION_NAMES)('types %s as its record kind says', (name) => {
    const field = optionField(name)
    const good = parseOptionsSchema({ [name]: SAMPLE[field.kind] })
    expect(good.ok && good.value[name]).toEqual(SAMPLE[field.kind])
    const bad = parseOptionsSchema({ [name]: WRONG[field.kind] })
    expect(bad.ok ? [] : bad.issues.map((issue) => issue.loc)).toEqual([['body', field.wire]])
  })

  test.each(OPTION_NAMES)('accepts null for %s exactly when the spec says "or null"', (name) => {
    const field = optionField(name)
    expect(parseOptionsSchema({ [name]: null }).ok).toBe(field.nullable)
  })

  test('reports one error per field even when zod finds two problems', () => {
    const parsed = parseOptionsSchema({ overlap: Number.NaN })
    expect(parsed.ok ? [] : parsed.issues.map((issue) => issue.type)).toEqual(['finite_number'])
  })

  test('its output is a ResolvedOptions with the same keys', () => {
    expectTypeOf<SchemaOutput>().toExtend<ResolvedOptions>()
    expectTypeOf<keyof SchemaOutput>().toEqualTypeOf<keyof ResolvedOptions>()
  })

  test('its input has every key optional', () => {
    expectTypeOf<Partial<SchemaInput>>().toEqualTypeOf<SchemaInput>()
  })
})
