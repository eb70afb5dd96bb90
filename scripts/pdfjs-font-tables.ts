/**
 * Reads the font tables of the installed pdfjs-dist build (legacy/build/pdf.worker.mjs) and renders the
 * generated data modules of src/pdf/reader/. The tables are top-level statements of the bundle
 * (`const WinAnsiEncoding = [...]`, `const getGlyphsUnicode = getLookupTableFactory(function (t) {...})`);
 * each is cut out by its first line and evaluated in an empty VM context, so the values are pdfjs's own.
 *
 * The lookup logic around the tables (glyph-name forms, font-name normalisation, the metrics fallback) is
 * written by hand in src/pdf/reader/; the headers carry a fingerprint of the pdfjs functions it mirrors,
 * so an upgrade that changes them makes test/pdf/reader/generated-tables.test.ts fail.
 * `scripts/generate-pdf-reader-tables.ts` writes the files; the test compares them with a fresh render.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { runInNewContext } from 'node:vm'

const require = createRequire(import.meta.url)

/** The installed pdfjs-dist: its version and the text of its legacy worker bundle. */
export interface PdfjsBuild {
  version: string
  source: string
}

export function readPdfjsBuild(): PdfjsBuild {
  const pkg = JSON.parse(readFileSync(require.resolve('pdfjs-dist/package.json'), 'utf8')) as { version: string }
  return { version: pkg.version, source: readFileSync(require.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs'), 'utf8') }
}

/**
 * The statement or method that starts with the line `head` (matched after its indentation): the line
 * itself when it ends the statement (`;`), else up to the first later line at the same indentation that
 * starts with `}`.
 */
export function sourceBlock(source: string, head: string): string {
  const lines = source.split('\n')
  const matches = lines.flatMap((line, i) => (line.trimStart().startsWith(head) ? [i] : []))
  if (matches.length !== 1) throw new Error(`pdfjs build: expected one line starting with "${head}", found ${matches.length}`)
  const start = matches[0]!
  const first = lines[start]!
  const indent = first.slice(0, first.length - first.trimStart().length)
  if (first.trimEnd().endsWith(';')) return first
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i]!
    if (line.startsWith(`${indent}}`)) return lines.slice(start, i + 1).join('\n')
  }
  throw new Error(`pdfjs build: no end for "${head}"`)
}

/** Evaluates top-level `const` declarations of the bundle (with pdfjs's getLookupTableFactory) and returns `name`'s value. */
function evaluate(build: PdfjsBuild, name: string): unknown {
  const factory = sourceBlock(build.source, 'function getLookupTableFactory(')
  const declaration = sourceBlock(build.source, `const ${name} = `)
  return runInNewContext(`${factory}\n${declaration}\n${name}`, Object.create(null))
}

/** A lookup table (`getXxx = getLookupTableFactory(...)`) as a plain record in pdfjs's key order. */
function lookupTable(build: PdfjsBuild, name: string): Record<string, unknown> {
  const getter = evaluate(build, name) as () => Record<string, unknown>
  return { ...getter() }
}

export const ENCODING_NAMES = [
  'StandardEncoding',
  'WinAnsiEncoding',
  'MacRomanEncoding',
  'MacExpertEncoding',
  'SymbolSetEncoding',
  'ZapfDingbatsEncoding',
  'ExpertEncoding',
] as const

/** pdfjs's CFF name tables (src/core/cff_parser.js, charsets.js), in the order of the generated module. */
export const CFF_TABLE_NAMES = ['CFFStandardStrings', 'ISOAdobeCharset', 'ExpertCharset', 'ExpertSubsetCharset'] as const

/** The pdfjs functions whose logic src/pdf/reader/ repeats by hand, by their first line. */
const MIRRORED_LOGIC: Readonly<Record<string, readonly string[]>> = {
  'glyph-list.ts': ['function getUnicodeForGlyph(', '_simpleFontToUnicode(properties, forceGlyphs = false) {'],
  'standard-encodings.ts': ['function getEncoding('],
  'standard-font-names.ts': ['function normalizeFontName(', 'function getStandardFontName(', 'isSerifFont(baseFontName) {'],
  'cff-builtin-encoding.ts': [
    'parseHeader() {',
    'parseIndex(pos) {',
    'parseDict(dict) {',
    'setByKey(key, value) {',
    'parseCharsets(pos, length, strings, cid) {',
    'parseEncoding(pos, properties, strings, charset) {',
    'class CFFStrings {',
    '_createBuiltInEncoding() {',
    'function getFontFileType(',
    'function adjustWidths(',
  ],
  'standard-font-metrics.ts': [
    'getBaseFontMetrics(name) {',
    'buildCharCodeToWidth(widthsByGlyphName, properties) {',
    'fallbackToSystemFont(properties) {',
    'async translateFont({',
  ],
}

export interface PdfjsFontTables {
  version: string
  glyphsUnicode: Record<string, number>
  dingbatsGlyphsUnicode: Record<string, number>
  encodings: Record<(typeof ENCODING_NAMES)[number], string[]>
  /** Font name → 600 (the Courier family: one default width) or glyph name → width. */
  metrics: Record<string, number | Record<string, number>>
  basicMetrics: Record<string, { ascent: number; descent: number; capHeight: number; xHeight: number }>
  stdFontMap: Record<string, string>
  nonStdFontMap: Record<string, string>
  serifFonts: string[]
  symbolsFonts: string[]
  /** pdfjs's CFF tables: the standard strings (by SID) and the predefined charsets (by glyph id). */
  cff: Record<(typeof CFF_TABLE_NAMES)[number], string[]>
  /** For each hand-written module, "function: sha256/16 of its pdfjs source". */
  logic: Record<string, string[]>
}

function numberRecord(table: Record<string, unknown>, what: string): Record<string, number> {
  for (const [k, v] of Object.entries(table)) if (typeof v !== 'number') throw new Error(`pdfjs ${what}: ${k} is not a number`)
  return table as Record<string, number>
}

function stringRecord(table: Record<string, unknown>, what: string): Record<string, string> {
  for (const [k, v] of Object.entries(table)) if (typeof v !== 'string') throw new Error(`pdfjs ${what}: ${k} is not a string`)
  return table as Record<string, string>
}

function fingerprint(build: PdfjsBuild, head: string): string {
  const name = head.replace(/^(async |function )+/, '').replace(/\(.*$/, '')
  return `${name} ${createHash('sha256').update(sourceBlock(build.source, head)).digest('hex').slice(0, 16)}`
}

export function extractPdfjsFontTables(build: PdfjsBuild = readPdfjsBuild()): PdfjsFontTables {
  const encodings = Object.fromEntries(
    ENCODING_NAMES.map((name) => {
      const table = evaluate(build, name)
      if (!Array.isArray(table) || table.length !== 256 || !table.every((n) => typeof n === 'string')) {
        throw new Error(`pdfjs ${name} is not 256 glyph names`)
      }
      return [name, [...(table as string[])]]
    }),
  ) as PdfjsFontTables['encodings']
  const cff = Object.fromEntries(
    CFF_TABLE_NAMES.map((name) => {
      const table = evaluate(build, name)
      if (!Array.isArray(table) || table.length === 0 || !table.every((n) => typeof n === 'string' && n !== '')) {
        throw new Error(`pdfjs ${name} is not a list of glyph names`)
      }
      return [name, [...(table as string[])]]
    }),
  ) as PdfjsFontTables['cff']
  const metrics: PdfjsFontTables['metrics'] = {}
  for (const [font, value] of Object.entries(lookupTable(build, 'getMetrics'))) {
    if (typeof value === 'number') metrics[font] = value
    else if (typeof value === 'function') metrics[font] = numberRecord({ ...(value as () => Record<string, unknown>)() }, `metrics of ${font}`)
    else throw new Error(`pdfjs metrics of ${font}: unexpected ${typeof value}`)
  }
  const basicMetrics: PdfjsFontTables['basicMetrics'] = {}
  for (const [font, value] of Object.entries(lookupTable(build, 'getFontBasicMetrics'))) {
    const m = value as Record<string, unknown>
    // pdfjs writes Symbol's and ZapfDingbats's as `Math.NaN`, which is undefined: the font's ascent becomes NaN.
    const num = (k: string): number => (typeof m[k] === 'number' ? (m[k] as number) : Number.NaN)
    basicMetrics[font] = { ascent: num('ascent'), descent: num('descent'), capHeight: num('capHeight'), xHeight: num('xHeight') }
  }
  const flags = (table: Record<string, unknown>, what: string): string[] => {
    for (const [k, v] of Object.entries(table)) if (v !== true) throw new Error(`pdfjs ${what}: ${k} is not true`)
    return Object.keys(table)
  }
  return {
    version: build.version,
    glyphsUnicode: numberRecord(lookupTable(build, 'getGlyphsUnicode'), 'glyph list'),
    dingbatsGlyphsUnicode: numberRecord(lookupTable(build, 'getDingbatsGlyphsUnicode'), 'dingbats glyph list'),
    encodings,
    metrics,
    basicMetrics,
    stdFontMap: stringRecord(lookupTable(build, 'getStdFontMap'), 'standard font map'),
    nonStdFontMap: stringRecord(lookupTable(build, 'getNonStdFontMap'), 'non-standard font map'),
    serifFonts: flags(lookupTable(build, 'getSerifFonts'), 'serif fonts'),
    symbolsFonts: flags(lookupTable(build, 'getSymbolsFonts'), 'symbols fonts'),
    cff,
    logic: Object.fromEntries(Object.entries(MIRRORED_LOGIC).map(([file, heads]) => [file, heads.map((h) => fingerprint(build, h))])),
  }
}

// ---- rendering ----

/** Glyph and font names are PDF names: no white space, and nothing a string or template literal would read. */
function checkToken(token: string): string {
  if (token === '' || /[\s`$\\'"]/.test(token)) throw new Error(`unexpected glyph or font name ${JSON.stringify(token)}`)
  return token
}

/** A font name as a single-quoted string literal (font names may hold spaces). */
function quoted(name: string): string {
  if (name === '' || /[`$\\'"\n]/.test(name)) throw new Error(`unexpected font name ${JSON.stringify(name)}`)
  return `'${name}'`
}

/** "name value" pairs wrapped into lines of at most `width` characters (a pair is never split), as a template literal. */
function wrappedPairs(pairs: readonly (readonly [string, string])[], width = 110): string {
  return wrappedUnits(
    pairs.map(([name, value]) => `${checkToken(name)} ${checkToken(value)}`),
    width,
  )
}

/** Names wrapped into lines of at most `width` characters, space-separated, as a template literal. */
function wrappedWords(names: readonly string[], width = 110): string {
  return wrappedUnits(names.map(checkToken), width)
}

/** Units joined by spaces into lines of at most `width` characters (a unit is never split), as a template literal. */
function wrappedUnits(units: readonly string[], width: number): string {
  const lines: string[] = []
  let line = ''
  for (const unit of units) {
    if (line !== '' && line.length + 1 + unit.length > width) {
      lines.push(line)
      line = ''
    }
    line = line === '' ? unit : `${line} ${unit}`
  }
  if (line !== '') lines.push(line)
  return `\`\n${lines.join('\n')}\n\``
}

function header(tables: PdfjsFontTables, file: string, what: string, sources: string): string {
  const logic = tables.logic[file.replace('-data.ts', '.ts')] ?? []
  return [
    '/**',
    ` * GENERATED by scripts/generate-pdf-reader-tables.ts from pdfjs-dist ${tables.version}`,
    ` * (legacy/build/pdf.worker.mjs: ${sources}). Do not edit; run`,
    ' * `node --import tsx scripts/generate-pdf-reader-tables.ts` after upgrading pdfjs-dist.',
    ` * ${what}`,
    ...(logic.length > 0
      ? [
          ` * pdfjs logic that ${file.replace('-data.ts', '.ts')} repeats (sha256 of its source; a change means: review it):`,
          ...logic.map((l) => ` *   ${l}`),
        ]
      : []),
    ' */',
    '',
  ].join('\n')
}

/** Placeholder for a code without a glyph name (pdfjs: ''); never a glyph name of these encodings. */
export const NO_GLYPH = '-'

export function renderGlyphListData(tables: PdfjsFontTables): string {
  const pairs = (table: Record<string, number>): string =>
    wrappedPairs(Object.entries(table).map(([name, code]) => [name, code.toString(16)] as const))
  return `${header(
    tables,
    'glyph-list-data.ts',
    'Glyph name → UTF-16 code unit (hexadecimal), as "name code" pairs in pdfjs order.',
    'src/core/glyphlist.js getGlyphsUnicode, getDingbatsGlyphsUnicode',
  )}
/** pdfjs \`getGlyphsUnicode()\`: ${Object.keys(tables.glyphsUnicode).length} names. */
export const GLYPH_LIST = ${pairs(tables.glyphsUnicode)}

/** pdfjs \`getDingbatsGlyphsUnicode()\`: ${Object.keys(tables.dingbatsGlyphsUnicode).length} names. */
export const DINGBATS_GLYPH_LIST = ${pairs(tables.dingbatsGlyphsUnicode)}
`
}

export function renderEncodingsData(tables: PdfjsFontTables): string {
  const entries = ENCODING_NAMES.map((name) => {
    const names = tables.encodings[name]
    if (names.includes(NO_GLYPH)) throw new Error(`${name} uses the placeholder ${NO_GLYPH} as a glyph name`)
    const rows: string[] = []
    for (let row = 0; row < 16; row++)
      rows.push(
        names
          .slice(row * 16, row * 16 + 16)
          .map((n) => (n === '' ? NO_GLYPH : checkToken(n)))
          .join(' '),
      )
    return [name, `\`\n${rows.join('\n')}\n\``] as const
  })
  return `${header(
    tables,
    'standard-encodings-data.ts',
    `Each encoding: 256 glyph names, 16 codes a line (0x00-0x0F first), "${NO_GLYPH}" where pdfjs has ''.`,
    'src/core/encodings.js',
  )}
/** pdfjs's base encodings by the names \`getEncoding\` takes. */
export const ENCODING_GLYPH_NAMES = ${recordLiteral(entries)} as const
`
}

function recordLiteral(entries: readonly (readonly [string, string])[]): string {
  return `{\n${entries.map(([k, v]) => `  ${/^[A-Za-z_][A-Za-z0-9_]*$/.test(k) ? k : quoted(k)}: ${v},`).join('\n')}\n}`
}

export function renderStandardFontMetricsData(tables: PdfjsFontTables): string {
  const widthEntries: [string, string][] = []
  const sameAs: [string, string][] = []
  const seen = new Map<string, string>()
  for (const [font, value] of Object.entries(tables.metrics)) {
    if (typeof value === 'number') {
      widthEntries.push([font, String(value)])
      continue
    }
    const text = wrappedPairs(Object.entries(value).map(([glyph, width]) => [glyph, String(width)] as const))
    const earlier = seen.get(text)
    if (earlier !== undefined) sameAs.push([font, quoted(earlier)])
    else {
      seen.set(text, font)
      widthEntries.push([font, text])
    }
  }
  const basic = Object.entries(tables.basicMetrics).map(
    ([font, m]) => [font, `{ ascent: ${m.ascent}, descent: ${m.descent}, capHeight: ${m.capHeight}, xHeight: ${m.xHeight} }`] as const,
  )
  return `${header(
    tables,
    'standard-font-metrics-data.ts',
    'The 14 standard fonts: advance widths (1/1000 em) as "glyph width" pairs, and the basic metrics pdfjs gives fonts without a program.',
    'src/core/metrics.js getMetrics, getFontBasicMetrics',
  )}
/** pdfjs \`getMetrics()\`: a number is a default width with no per-glyph table (pdfjs's "monospace" fonts). */
export const STANDARD_FONT_WIDTHS: Readonly<Record<string, string | number>> = ${recordLiteral(widthEntries)}

/** Fonts whose pdfjs width table equals an earlier one's, entry for entry. */
export const SAME_WIDTHS_AS: Readonly<Record<string, string>> = ${recordLiteral(sameAs)}

/** pdfjs \`getFontBasicMetrics()\` (NaN where pdfjs has \`Math.NaN\`, i.e. undefined). */
export const STANDARD_FONT_BASIC_METRICS: Readonly<Record<string, { readonly ascent: number; readonly descent: number; readonly capHeight: number; readonly xHeight: number }>> = ${recordLiteral(basic)}
`
}

export function renderStandardFontNamesData(tables: PdfjsFontTables): string {
  const map = (table: Record<string, string>): string => recordLiteral(Object.entries(table).map(([k, v]) => [k, quoted(v)] as const))
  const list = (names: readonly string[]): string => `[\n${names.map((n) => `  ${quoted(n)},`).join('\n')}\n]`
  return `${header(
    tables,
    'standard-font-names-data.ts',
    'The font-name tables pdfjs resolves non-embedded fonts with.',
    'src/core/standard_fonts.js getStdFontMap, getNonStdFontMap, getSerifFonts, getSymbolsFonts',
  )}
/** pdfjs \`getStdFontMap()\`: normalised font name → one of the 14 standard fonts. */
export const STD_FONT_MAP: Readonly<Record<string, string>> = ${map(tables.stdFontMap)}

/** pdfjs \`getNonStdFontMap()\`: other common fonts → a standard font (or a system font name). */
export const NON_STD_FONT_MAP: Readonly<Record<string, string>> = ${map(tables.nonStdFontMap)}

/** pdfjs \`getSerifFonts()\`: family names (before the first "-") pdfjs takes for serif fonts. */
export const SERIF_FONTS: readonly string[] = ${list(tables.serifFonts)}

/** pdfjs \`getSymbolsFonts()\`: names pdfjs treats as symbolic fonts. */
export const SYMBOLS_FONTS: readonly string[] = ${list(tables.symbolsFonts)}
`
}

export function renderCffData(tables: PdfjsFontTables): string {
  const { CFFStandardStrings: standard, ISOAdobeCharset: isoAdobe, ExpertCharset: expert, ExpertSubsetCharset: expertSubset } = tables.cff
  // pdfjs's ISOAdobe charset is the standard strings up to "zcaron": written as that length, not a second copy
  if (!isoAdobe.every((name, i) => name === standard[i])) throw new Error('pdfjs ISOAdobeCharset is no longer a prefix of CFFStandardStrings')
  return `${header(
    tables,
    'cff-builtin-encoding-data.ts',
    'Glyph names, space-separated, in pdfjs order (a standard string by its SID, a charset by glyph id).',
    'src/core/cff_parser.js CFFStandardStrings, src/core/charsets.js',
  )}
/** pdfjs \`CFFStandardStrings\`: ${standard.length} names. */
export const CFF_STANDARD_STRINGS = ${wrappedWords(standard)}

/** pdfjs \`ISOAdobeCharset\` is the first this many standard strings. */
export const ISO_ADOBE_CHARSET_LENGTH = ${isoAdobe.length}

/** pdfjs \`ExpertCharset\`: ${expert.length} names. */
export const EXPERT_CHARSET = ${wrappedWords(expert)}

/** pdfjs \`ExpertSubsetCharset\`: ${expertSubset.length} names. */
export const EXPERT_SUBSET_CHARSET = ${wrappedWords(expertSubset)}
`
}

/** Every generated file of src/pdf/reader/ by name, rendered from `tables`. */
export function renderPdfReaderTables(tables: PdfjsFontTables = extractPdfjsFontTables()): Record<string, string> {
  return {
    'cff-builtin-encoding-data.ts': renderCffData(tables),
    'glyph-list-data.ts': renderGlyphListData(tables),
    'standard-encodings-data.ts': renderEncodingsData(tables),
    'standard-font-metrics-data.ts': renderStandardFontMetricsData(tables),
    'standard-font-names-data.ts': renderStandardFontNamesData(tables),
  }
}
