/**
 * @module formats/rtf/rtf-reader
 * A small RTF reader (RTF 1.9.1 specification): groups, control words and symbols, `\uN` Unicode with
 * its `\ucN` fallback skipping, `\'hh` bytes decoded in the code page of the current font's
 * `\fcharset` or the document's `\ansicpg`, `\binN` data, paragraphs (`\par`, `\pard`), headings
 * (`\outlinelevelN`, or a `heading N` style from the stylesheet), list paragraphs (`\lsN`/`\ilvlN`;
 * the rendered bullet in `\listtext` is dropped), bold and italic runs, hyperlink fields, and tables
 * (`\trowd` … `\cell` … `\row`; nested tables are flattened into their cell). Destinations that hold
 * no body text (font and colour tables, pictures, objects, headers, footers, footnotes, comments,
 * document info, `\*` destinations it does not know) are skipped.
 *
 * No npm package fits: rtf-parser, rtf-stream-parser and @iarna/rtf-to-html are Node-stream based and
 * unmaintained or tokenizer-only, and rtf.js renders into a browser DOM.
 */
import { decodeCharset, isCharsetSupported } from '../../encoding/charset-decode.js'

export interface RtfRun {
  text: string
  bold: boolean
  italic: boolean
  /** Target of the hyperlink field the run belongs to. */
  url?: string
}

export interface RtfParagraph {
  kind: 'paragraph'
  runs: RtfRun[]
  /** 1–9 for a heading (outline level + 1). */
  headingLevel?: number
  /** 0-based list level for a list paragraph. */
  listLevel?: number
}

export interface RtfTable {
  kind: 'table'
  /** Rows of cells; a cell's paragraphs are joined into one run list, separated by spaces. */
  rows: RtfRun[][][]
}

export type RtfBlock = RtfParagraph | RtfTable

export interface RtfReadOptions {
  /** Code page for `\'hh` bytes and raw 8-bit text instead of the document's own (`\ansicpg`, font charsets). */
  encoding?: string
}

interface Field {
  instruction: string
  url?: string
}

interface State {
  bold: boolean
  italic: boolean
  hidden: boolean
  font: number | undefined
  uc: number
  destination: 'text' | 'fldinst' | 'fonttbl' | 'stylesheet'
  field: Field | undefined
  inResult: boolean
  // paragraph properties
  intbl: boolean
  outline: number | undefined
  style: number
  listLevel: number | undefined
  inList: boolean
}

/** Destinations whose content is not body text. */
const SKIPPED_DESTINATIONS: ReadonlySet<string> = new Set([
  'colortbl',
  'info',
  'pict',
  'object',
  'header',
  'headerl',
  'headerr',
  'headerf',
  'footer',
  'footerl',
  'footerr',
  'footerf',
  'footnote',
  'annotation',
  'atnid',
  'atnauthor',
  'atndate',
  'atnref',
  'atrfstart',
  'atrfend',
  'listtext',
  'pntext',
  'pn',
  'listtable',
  'listoverridetable',
  'revtbl',
  'rsidtbl',
  'xmlnstbl',
  'themedata',
  'colorschememapping',
  'latentstyles',
  'datastore',
  'generator',
  'bkmkstart',
  'bkmkend',
  'shp',
  'shpinst',
  'nonshppict',
  'template',
  'fchars',
  'lchars',
  'mmathPr',
  'pgdsctbl',
  'filetbl',
  'stylesheet-ignored',
  'txe',
  'xe',
  'tc',
  'blipuid',
  'wgrffmtfilter',
  'operator',
  'author',
  'title',
  'subject',
  'keywords',
  'comment',
  'doccomm',
  'company',
  'category',
  'manager',
  'hlinkbase',
  'userprops',
  'docvar',
  'passwordhash',
  'protusertbl',
  'objdata',
  'objclass',
  'result-ignored',
  'ftnsep',
  'ftnsepc',
  'ftncn',
  'aftnsep',
  'aftnsepc',
  'aftncn',
  'sp',
  'sn',
  'sv',
  'picprop',
  'background',
  'factoidname',
  'oldcprops',
  'oldpprops',
  'oldtprops',
  'oldsprops',
  'mhtmltag',
  'htmltag',
  'fldtype',
  'formfield',
  'datafield',
  'falt',
  'panose',
  'fontemb',
  'fontfile',
])

/** Symbols that stand for one character. */
const CHARACTER_WORDS: Readonly<Record<string, string>> = {
  tab: '\t',
  line: '\n',
  emdash: '\u2014',
  endash: '\u2013',
  bullet: '\u2022',
  lquote: '\u2018',
  rquote: '\u2019',
  ldblquote: '\u201c',
  rdblquote: '\u201d',
  emspace: ' ',
  enspace: ' ',
  qmspace: ' ',
  zwnj: '',
  zwj: '',
  ltrmark: '',
  rtlmark: '',
}

// \fcharset → Windows code page
const CHARSET_CODE_PAGES: Readonly<Record<number, string>> = {
  77: 'macintosh',
  128: 'cp932',
  129: 'cp949',
  130: 'cp1361',
  134: 'cp936',
  136: 'cp950',
  161: 'cp1253',
  162: 'cp1254',
  163: 'cp1258',
  177: 'cp1255',
  178: 'cp1256',
  186: 'cp1257',
  204: 'cp1251',
  222: 'cp874',
  238: 'cp1250',
  255: 'cp437',
}

/** Reads the RTF document in `bytes` into paragraphs and tables, in order. Never throws on malformed RTF. */
export function readRtf(bytes: Uint8Array, options: RtfReadOptions = {}): RtfBlock[] {
  return new RtfParser(bytes, options).parse()
}

class RtfParser {
  private readonly source: string
  private position = 0
  private state: State = {
    bold: false,
    italic: false,
    hidden: false,
    font: undefined,
    uc: 1,
    destination: 'text',
    field: undefined,
    inResult: false,
    intbl: false,
    outline: undefined,
    style: 0,
    listLevel: undefined,
    inList: false,
  }
  private readonly stack: State[] = []
  private ansiCodePage = 'cp1252'
  private defaultFont: number | undefined
  private readonly fontCodePages = new Map<number, string>()
  private readonly styleNames = new Map<number, string>()
  private readonly styleOutlines = new Map<number, number>()
  private readonly blocks: RtfBlock[] = []
  private runs: RtfRun[] = []
  private pendingBytes: number[] = []
  private skip = 0
  private table: RtfTable | undefined
  private row: RtfRun[][] = []
  private cell: RtfRun[] = []
  // stylesheet and font table entries being read
  private entryNumber: number | undefined
  private entryText = ''
  private entryOutline: number | undefined
  private entryCharset: number | undefined

  constructor(
    bytes: Uint8Array,
    private readonly options: RtfReadOptions,
  ) {
    // one char per byte: the syntax is 7-bit, and 8-bit bytes are decoded by code page below
    let source = ''
    for (let i = 0; i < bytes.length; i += 0x8000) source += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
    this.source = source
  }

  parse(): RtfBlock[] {
    const { source } = this
    while (this.position < source.length) {
      const char = source[this.position]!
      if (char === '{') {
        this.flushBytes()
        this.skip = 0
        this.position++
        this.stack.push(this.state)
        this.state = { ...this.state }
        if (source.startsWith('\\*', this.position)) this.ignorableDestination()
      } else if (char === '}') {
        this.flushBytes()
        this.skip = 0
        this.position++
        this.endGroup()
      } else if (char === '\\') {
        this.controlWord()
      } else if (char === '\r' || char === '\n') {
        this.position++
      } else {
        this.position++
        if (this.skip > 0) {
          this.skip--
          continue
        }
        const code = char.charCodeAt(0)
        if (code >= 0x80) this.pendingBytes.push(code)
        else {
          this.flushBytes()
          this.text(char)
        }
      }
    }
    this.flushBytes()
    this.endParagraph()
    this.closeTable()
    return this.blocks
  }

  /** `{\*\word …}`: known destinations are read, unknown ones skipped whole. */
  private ignorableDestination(): void {
    const match = /^\\\*\s*\\([a-zA-Z]+)(-?\d+)? ?/.exec(this.source.slice(this.position, this.position + 64))
    const word = match?.[1]
    if (word === 'fldinst') return
    this.skipGroup()
  }

  /** Skips to the end of the current group (already opened). */
  private skipGroup(): void {
    const { source } = this
    let depth = 1
    while (this.position < source.length && depth > 0) {
      const char = source[this.position]!
      if (char === '\\') {
        const bin = /^\\bin(\d+) ?/.exec(source.slice(this.position, this.position + 16))
        if (bin !== null) {
          this.position += bin[0].length + Number.parseInt(bin[1]!, 10)
          continue
        }
        this.position += 2
        continue
      }
      if (char === '{') depth++
      else if (char === '}') depth--
      this.position++
    }
    this.state = this.stack.pop() ?? this.state
  }

  private endGroup(): void {
    const leaving = this.state
    if (leaving.destination === 'fonttbl' || leaving.destination === 'stylesheet') this.finishEntry(leaving.destination)
    if (leaving.destination === 'fldinst' && leaving.field !== undefined) {
      const url =
        /HYPERLINK\s+(?:\\l\s+)?"([^"]*)"/i.exec(leaving.field.instruction)?.[1] ?? /HYPERLINK\s+(\S+)/i.exec(leaving.field.instruction)?.[1]
      if (url !== undefined) leaving.field.url = url
    }
    this.state = this.stack.pop() ?? this.state
  }

  private controlWord(): void {
    const { source } = this
    const next = source[this.position + 1]
    if (next === undefined) {
      this.position++
      return
    }
    if (!/[a-zA-Z]/.test(next)) {
      this.position += 2
      this.controlSymbol(next)
      return
    }
    const match = /^\\([a-zA-Z]{1,32})(-?\d{1,10})? ?/.exec(source.slice(this.position, this.position + 48))!
    this.position += match[0].length
    const word = match[1]!
    const param = match[2] === undefined ? undefined : Number.parseInt(match[2], 10)
    if (word === 'bin') {
      this.position += Math.max(param ?? 0, 0)
      return
    }
    if (this.skip > 0 && word !== 'u') {
      this.skip--
      return
    }
    this.flushBytes()
    this.applyWord(word, param)
  }

  private controlSymbol(symbol: string): void {
    if (symbol === "'") {
      const hex = this.source.slice(this.position, this.position + 2)
      this.position += 2
      if (this.skip > 0) {
        this.skip--
        return
      }
      const byte = Number.parseInt(hex, 16)
      if (Number.isFinite(byte)) this.pendingBytes.push(byte)
      return
    }
    if (this.skip > 0) {
      this.skip--
      return
    }
    this.flushBytes()
    switch (symbol) {
      case '\\':
      case '{':
      case '}':
        this.text(symbol)
        break
      case '~':
        this.text('\u00a0')
        break
      case '_':
        this.text('-')
        break
      case '\n':
      case '\r':
        this.endParagraph()
        break
      default:
        break // \- optional hyphen, \| \: formula and index symbols
    }
  }

  private applyWord(word: string, param: number | undefined): void {
    const state = this.state
    const on = param === undefined || param !== 0
    const character = CHARACTER_WORDS[word]
    if (character !== undefined) {
      this.text(character)
      return
    }
    if (this.applyEntryWord(word, param)) return
    switch (word) {
      case 'rtf':
      case 'ansi':
      case 'fcharset': // a font table entry's (applyEntryWord)
        return
      case 'ansicpg':
        if (param !== undefined && isCharsetSupported(`cp${param}`)) this.ansiCodePage = `cp${param}`
        return
      case 'deff':
        this.defaultFont = param
        return
      case 'fonttbl':
      case 'stylesheet':
        state.destination = word
        return
      case 'f':
        state.font = param
        return
      case 's':
        state.style = param ?? 0
        return
      case 'outlinelevel':
        state.outline = param
        return
      case 'b':
        state.bold = on
        return
      case 'i':
        state.italic = on
        return
      case 'v':
        state.hidden = on
        return
      case 'plain':
        state.bold = false
        state.italic = false
        state.hidden = false
        return
      case 'uc':
        state.uc = Math.max(param ?? 1, 0)
        return
      case 'u': {
        if (this.skip > 0) {
          this.skip--
          return
        }
        const code = (param ?? 0) < 0 ? (param ?? 0) + 65536 : (param ?? 0)
        this.text(String.fromCharCode(code))
        this.skip = state.uc
        return
      }
      case 'pard':
        state.intbl = false
        state.outline = undefined
        state.style = 0
        state.listLevel = undefined
        state.inList = false
        return
      case 'intbl':
        state.intbl = on
        return
      case 'ls':
        state.inList = true
        return
      case 'ilvl':
        state.listLevel = param
        return
      case 'par':
      case 'sect':
      case 'page':
        this.endParagraph()
        return
      case 'cell':
      case 'nestcell':
        this.endCell(word === 'nestcell')
        return
      case 'row':
        this.endRow()
        return
      case 'field':
        state.field = { instruction: '' }
        state.inResult = false
        return
      case 'fldinst':
        state.destination = 'fldinst'
        return
      case 'fldrslt':
        state.inResult = true
        return
      default:
        if (SKIPPED_DESTINATIONS.has(word)) this.skipGroup()
    }
  }

  /**
   * Inside the font table, `\f` numbers the entry being defined and `\fcharset` gives its charset; inside the
   * stylesheet, `\s` numbers it and `\outlinelevel` gives its outline level. True when `word` was such a word.
   */
  private applyEntryWord(word: string, param: number | undefined): boolean {
    const destination = this.state.destination
    if (destination === 'fonttbl' && word === 'f') this.entryNumber = param
    else if (destination === 'fonttbl' && word === 'fcharset') this.entryCharset = param
    else if (destination === 'stylesheet' && word === 's') this.entryNumber = param
    else if (destination === 'stylesheet' && word === 'outlinelevel') this.entryOutline = param
    else return false
    return true
  }

  private text(text: string): void {
    const state = this.state
    if (state.destination === 'fonttbl' || state.destination === 'stylesheet') {
      this.entryText += text
      if (text === ';') this.finishEntry(state.destination)
      return
    }
    if (state.destination === 'fldinst') {
      if (state.field !== undefined) state.field.instruction += text
      return
    }
    if (state.hidden) return
    const url = state.inResult ? state.field?.url : undefined
    const last = this.runs.at(-1)
    if (last !== undefined && last.bold === state.bold && last.italic === state.italic && last.url === url) last.text += text
    else this.runs.push({ text, bold: state.bold, italic: state.italic, ...(url !== undefined && { url }) })
  }

  private finishEntry(destination: 'fonttbl' | 'stylesheet'): void {
    if (this.entryNumber !== undefined) {
      if (destination === 'fonttbl' && this.entryCharset !== undefined) {
        // charset 0 (ANSI) and 1 (default) mean the document's \ansicpg
        const codePage = this.entryCharset > 1 ? CHARSET_CODE_PAGES[this.entryCharset] : undefined
        if (codePage !== undefined) this.fontCodePages.set(this.entryNumber, codePage)
      }
      if (destination === 'stylesheet') {
        this.styleNames.set(this.entryNumber, this.entryText.replace(/;$/, '').trim())
        if (this.entryOutline !== undefined) this.styleOutlines.set(this.entryNumber, this.entryOutline)
      }
    }
    this.entryNumber = undefined
    this.entryText = ''
    this.entryOutline = undefined
    this.entryCharset = undefined
  }

  /** Decodes the pending `\'hh` and raw 8-bit bytes in the code page in effect. */
  private flushBytes(): void {
    if (this.pendingBytes.length === 0) return
    const bytes = new Uint8Array(this.pendingBytes)
    this.pendingBytes = []
    const font = this.state.font ?? this.defaultFont
    const codePage = this.options.encoding ?? (font === undefined ? undefined : this.fontCodePages.get(font)) ?? this.ansiCodePage
    this.text(decodeCharset(bytes, isCharsetSupported(codePage) ? codePage : 'cp1252'))
  }

  private endParagraph(): void {
    const runs = this.runs
    this.runs = []
    const state = this.state
    if (state.intbl) {
      // a paragraph inside a cell: its text joins the cell's
      if (runs.length > 0) this.cell.push(...(this.cell.length > 0 ? [{ text: ' ', bold: false, italic: false }] : []), ...runs)
      return
    }
    this.closeTable()
    if (runs.length === 0) return
    const paragraph: RtfParagraph = { kind: 'paragraph', runs }
    const outline = state.outline ?? this.styleOutlines.get(state.style) ?? headingLevelOfName(this.styleNames.get(state.style))
    if (outline !== undefined && outline >= 0 && outline < 9) paragraph.headingLevel = outline + 1
    if (state.inList) paragraph.listLevel = state.listLevel ?? 0
    this.blocks.push(paragraph)
  }

  private endCell(nested: boolean): void {
    const runs = this.runs
    this.runs = []
    if (runs.length > 0) this.cell.push(...(this.cell.length > 0 ? [{ text: ' ', bold: false, italic: false }] : []), ...runs)
    if (nested) {
      // a nested table's cell: flattened into the enclosing cell's text
      this.cell.push({ text: ' ', bold: false, italic: false })
      return
    }
    this.row.push(this.cell)
    this.cell = []
  }

  private endRow(): void {
    if (this.runs.length > 0 || this.cell.length > 0) this.endCell(false)
    this.table ??= { kind: 'table', rows: [] }
    this.table.rows.push(this.row)
    this.row = []
  }

  private closeTable(): void {
    if (this.row.length > 0 || this.cell.length > 0) this.endRow()
    if (this.table !== undefined) this.blocks.push(this.table)
    this.table = undefined
  }
}

/** Outline level (0-based) of a style named "heading N". */
function headingLevelOfName(name: string | undefined): number | undefined {
  const match = name === undefined ? null : /^heading\s+(\d)$/i.exec(name)
  return match === null ? undefined : Number.parseInt(match[1]!, 10) - 1
}
