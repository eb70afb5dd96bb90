/**
 * @module pdf/reader/optional-content
 * Which optional content (layers, PDF 1.5 §8.11) the document shows by default: the default configuration
 * (/OCProperties /D: /BaseState, /ON, /OFF) decides each optional content group; a membership dictionary
 * (OCMD) combines groups by its visibility expression (/VE: /And, /Or, /Not, nested) or else by its policy
 * (/P: AnyOn — the default —, AllOn, AnyOff, AllOff over /OCGs). Content in a hidden group is not on the
 * page a reader sees, and poppler and pdf.js leave its text out; pdfminer reads it ("7 1 5" of a radio
 * group became "1 2 3 4 5 6 7"). Anything malformed counts as visible: hiding text needs clear evidence.
 */
import type { PdfFile } from './pdf-file.js'
import { isDict, isRef } from './pdf-objects.js'
import type { PdfDict, PdfObject } from './pdf-objects.js'

/** Visibility expressions nested deeper than this count as visible (a hostile file could nest them without end). */
const MAX_EXPRESSION_DEPTH = 16

export interface OptionalContent {
  /** Whether content marked with `properties` (an OCG or OCMD, usually by reference) is shown. */
  visible(properties: PdfObject | undefined): boolean
}

const ALL_VISIBLE: OptionalContent = { visible: () => true }
const cache = new WeakMap<PdfFile, OptionalContent>()

/** The document's optional-content visibility (everything visible when it defines no groups). */
export function optionalContentOf(file: PdfFile): OptionalContent {
  let found = cache.get(file)
  if (found === undefined) {
    found = readOptionalContent(file)
    cache.set(file, found)
  }
  return found
}

function readOptionalContent(file: PdfFile): OptionalContent {
  const root = file.resolve(file.trailer.get('Root'))
  const properties = isDict(root) ? file.getDict(root, 'OCProperties') : null
  const config = properties === null ? null : file.getDict(properties, 'D')
  if (config === null) return ALL_VISIBLE
  const baseOn = file.get(config, 'BaseState') !== 'OFF'
  const states = new Map<number, boolean>()
  const mark = (list: PdfObject, on: boolean): void => {
    const items = file.resolve(list)
    if (!Array.isArray(items)) return
    for (const item of items) if (isRef(item)) states.set(item.num, on)
  }
  // /ON is applied over /BaseState OFF, /OFF over /BaseState ON; a group in both ends as /OFF says
  mark(config.get('ON') ?? null, true)
  mark(config.get('OFF') ?? null, false)
  if (baseOn && ![...states.values()].includes(false)) return ALL_VISIBLE

  const groupOn = (group: PdfObject | undefined): boolean => (isRef(group) ? (states.get(group.num) ?? baseOn) : true)
  const expression = (ve: PdfObject, depth: number): boolean => {
    const items = file.resolve(ve)
    if (isRef(ve) && !Array.isArray(items)) return groupOn(ve)
    if (!Array.isArray(items) || items.length === 0 || depth > MAX_EXPRESSION_DEPTH) return true
    const [op, ...operands] = items
    const values = operands.map((o) => expression(o, depth + 1))
    if (op === 'Not') return values.length === 0 ? true : !values[0]
    if (op === 'And') return values.every(Boolean)
    if (op === 'Or') return values.length === 0 ? true : values.some(Boolean)
    return true
  }
  const membership = (dict: PdfDict): boolean => {
    const ve = dict.get('VE')
    if (ve !== undefined && ve !== null) return expression(ve, 0)
    const ocgs = dict.get('OCGs')
    const resolved = file.resolve(ocgs)
    const groups = Array.isArray(resolved) ? resolved : isRef(ocgs) ? [ocgs] : []
    if (groups.length === 0) return true
    const on = groups.map((g) => groupOn(g))
    switch (file.get(dict, 'P')) {
      case 'AllOn':
        return on.every(Boolean)
      case 'AnyOff':
        return on.some((v) => !v)
      case 'AllOff':
        return on.every((v) => !v)
      default:
        return on.some(Boolean)
    }
  }
  return {
    visible(properties) {
      const dict = file.resolve(properties)
      if (!isDict(dict)) return true
      if (file.get(dict, 'Type') === 'OCMD') return membership(dict)
      return groupOn(properties)
    },
  }
}
