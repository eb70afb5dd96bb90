/**
 * @module pdf/reader/pdf-file
 * A PDF file's objects: the cross-reference data (classic tables, cross-reference streams, hybrid files,
 * the /Prev chain; newest entry wins), indirect objects read on demand and cached, streams with their
 * /Length (direct or indirect; searched for `endstream` when wrong), and objects inside object streams.
 * An encrypted file is decrypted object by object with the standard security handler (./security):
 * strings when their object is read, streams when their data is. A broken cross-reference table is
 * repaired on request (`repair`: objects found by scanning the file). Anything this reader does not handle —
 * a public-key security handler, say — raises
 * `UnsupportedPdfError`, so the caller can hand the file to pdfjs; a wrong or missing password is
 * `PdfPasswordError`.
 */
import { PdfParser, isKeyword } from './pdf-parser.js'
import { Tok, isWhitespace, latin1 } from './pdf-lexer.js'
import { PdfRef, PdfStream, PdfSyntaxError, UnsupportedPdfError, isDict, isNumber, isStream } from './pdf-objects.js'
import type { PdfDict, PdfObject } from './pdf-objects.js'
import { decodeStream } from './stream-filters.js'
import type { FlateOptions } from './flate-decode.js'
import { indexOfBytes } from '../../containers/index-of-bytes.js'
import { standardSecurityHandler } from './security/standard-security-handler.js'
import { scanObjects } from './xref-scan.js'
import { DecompressionLimitError } from '../../containers/inflate.js'
import { DEFAULT_LIMITS, LimitExceededError } from '../../document-limits.js'
import type { DocumentLimits } from '../../document-limits.js'
import type { PdfDecryptor } from './security/standard-security-handler.js'

/**
 * A cross-reference entry as one number (a file lists up to millions: no object each): an offset (≥ 0),
 * FREE, or, for an object inside an object stream, `-2 - slot`, the slot of its stream and index in
 * `compressedStream` / `compressedIndex`.
 */
type XrefEntry = number
const FREE = -1

export interface PdfFileOptions {
  /** The user or owner password of an encrypted file; absent, the empty user password is tried. */
  password?: string
  /** What one stream, and all of them together, may decode to (default: DEFAULT_LIMITS). */
  limits?: Partial<Pick<DocumentLimits, 'maxStreamBytes' | 'maxInflatedBytes' | 'maxPdfObjects' | 'maxOperatorsPerPage'>>
  /** Ignore the cross-reference data and find the objects by scanning the file (./xref-scan): for a broken table. */
  repair?: boolean
  /**
   * The same bytes opened before (the open whose cross-reference data turned out broken, before `repair`):
   * the object streams it decoded are used again, found by where they lie in the file, not decoded twice.
   * Ignored for an encrypted file (the repaired trailer may name other keys).
   */
  reuse?: PdfFile
}

/** An object stream's decoded data, its objects' numbers and offsets after /First, and the objects parsed so far by index. */
interface ObjectStream {
  /** The stream's bytes in the file, as read (what identifies it to a later open of the same bytes). */
  raw: Uint8Array
  data: Uint8Array
  first: number
  nums: number[]
  offsets: number[]
  parsed: (PdfObject | undefined)[]
  /** One parser over `data` for all its objects (moved to each object's offset). */
  parser?: PdfParser
}

export class PdfFile {
  readonly trailer: PdfDict
  private readonly entries = new Map<number, XrefEntry>()
  /** The object stream and index of each compressed entry, by the slot its entry names. */
  private readonly compressedStream: number[] = []
  private readonly compressedIndex: number[] = []
  private readonly cache = new Map<number, PdfObject>()
  /** Each object stream read so far: its decoded data and header, and the objects parsed from it on demand. */
  private readonly objectStreams = new Map<number, ObjectStream>()
  /** The object streams of an earlier open of the same bytes (options.reuse). */
  private readonly reusable: readonly ObjectStream[]
  private readonly loading = new Set<number>()
  /** Set for an encrypted file: decrypts strings and streams of the objects read from the file itself. */
  private readonly decryptor: PdfDecryptor | null = null
  /** The /Encrypt dictionary's object number: its strings are never encrypted. */
  private encryptNum = -1
  /** The object number and generation of each stream read from an encrypted file (its key depends on them). */
  private readonly streamIds = new WeakMap<PdfStream, { num: number; gen: number }>()
  private readonly maxStreamBytes: number
  private readonly maxInflatedBytes: number
  private readonly maxPdfObjects: number
  /** Content-stream operators one page may run (./read-page-text.ts counts them). */
  readonly maxOperatorsPerPage: number
  /** Bytes decoded from streams so far (page contents, fonts, object streams). */
  private inflated = 0

  constructor(
    readonly bytes: Uint8Array,
    options: PdfFileOptions = {},
  ) {
    this.maxStreamBytes = options.limits?.maxStreamBytes ?? DEFAULT_LIMITS.maxStreamBytes
    this.maxInflatedBytes = options.limits?.maxInflatedBytes ?? DEFAULT_LIMITS.maxInflatedBytes
    this.maxPdfObjects = options.limits?.maxPdfObjects ?? DEFAULT_LIMITS.maxPdfObjects
    this.maxOperatorsPerPage = options.limits?.maxOperatorsPerPage ?? DEFAULT_LIMITS.maxOperatorsPerPage
    this.reusable = options.reuse !== undefined && options.reuse.bytes === bytes ? options.reuse.reusableObjectStreams() : []
    this.trailer = options.repair === true ? this.scannedTrailer() : this.readXref()
    if (this.trailer.has('Encrypt')) this.decryptor = this.openSecurityHandler(options.password)
    if (options.repair === true) this.indexObjectStreams()
  }

  /** The object streams decoded so far, for a later open of the same bytes (none from an encrypted file). */
  private reusableObjectStreams(): ObjectStream[] {
    return this.decryptor === null ? [...this.objectStreams.values()] : []
  }

  /**
   * Repair: every `N G obj` of the file is an entry (the last definition wins); the trailer is the last
   * `trailer` dictionary naming a /Root, else a cross-reference stream's dictionary naming one, else one made
   * for the object of /Type /Catalog.
   */
  private scannedTrailer(): PdfDict {
    const { offsets, trailers } = scanObjects(this.bytes)
    if (offsets.size > this.maxPdfObjects) throw this.tooManyObjects()
    for (const [num, offset] of offsets) this.entries.set(num, offset)
    for (let k = trailers.length - 1; k >= 0; k--) {
      const trailer = this.tryParse(() => new PdfParser(this.bytes, trailers[k]!).parseObject())
      if (isDict(trailer) && trailer.has('Root')) return trailer
    }
    let found: PdfDict | null = null
    for (const num of offsets.keys()) {
      const value = this.tryParse(() => this.object(num))
      const dict = isStream(value) ? value.dict : isDict(value) ? value : null
      if (dict === null) continue
      const type = dict.get('Type')
      if (type === 'XRef' && dict.has('Root')) found = dict
      else if (type === 'Catalog' && found === null) found = new Map<string, PdfObject>([['Root', new PdfRef(num, 0)]])
    }
    // objects were read before the security handler existed: read them again once it does
    this.cache.clear()
    if (found === null) throw new UnsupportedPdfError('The file has no cross-reference data and no catalog could be found in it.')
    return found
  }

  /**
   * Repair: the objects inside each object stream found by the scan, unless the file defines them directly.
   * The object streams stay decoded (their objects are read from them next), as a normal open keeps those it read.
   */
  private indexObjectStreams(): void {
    for (const num of [...this.entries.keys()]) {
      const stream = this.tryParse(() => this.object(num))
      if (!isStream(stream) || stream.dict.get('Type') !== 'ObjStm') continue
      const objects = this.tryParse(() => this.loadObjectStream(num, stream))
      if (objects === null) continue
      this.objectStreams.set(num, objects)
      objects.nums.forEach((objNum, index) => {
        if (objNum >= 0 && !this.entries.has(objNum)) this.entries.set(objNum, this.compressedEntry(num, index))
      })
    }
    // every direct object was read to find the object streams: keep none of them (memory stays that of a normal open)
    this.cache.clear()
  }

  /** The entry of object `index` of object stream `stream`. */
  private compressedEntry(stream: number, index: number): XrefEntry {
    const slot = this.compressedStream.length
    this.compressedStream.push(stream)
    this.compressedIndex.push(index)
    return -2 - slot
  }

  /** The value, or null when reading it fails as a damaged file may make it fail. */
  private tryParse<T>(read: () => T): T | null {
    try {
      return read()
    } catch (error) {
      if (error instanceof UnsupportedPdfError || error instanceof PdfSyntaxError || error instanceof RangeError) return null
      throw error
    }
  }

  /** Objects the cross-reference data lists (free entries included). */
  get objectCount(): number {
    return this.entries.size
  }

  /** Records a cross-reference entry unless a newer section gave one; `LimitExceededError` past maxPdfObjects. */
  private addEntry(num: number, entry: XrefEntry): void {
    if (this.entries.has(num)) return
    if (this.entries.size >= this.maxPdfObjects) throw this.tooManyObjects()
    this.entries.set(num, entry)
  }

  private tooManyObjects(): LimitExceededError {
    return new LimitExceededError('maxPdfObjects', this.maxPdfObjects, 'The number of objects in the PDF')
  }

  private openSecurityHandler(password: string | undefined): PdfDecryptor {
    const ref = this.trailer.get('Encrypt')
    if (ref instanceof PdfRef) this.encryptNum = ref.num
    const encrypt = this.resolve(ref)
    if (!isDict(encrypt)) throw new UnsupportedPdfError('The /Encrypt entry is not a dictionary.')
    const ids = this.resolve(this.trailer.get('ID'))
    const id0 = Array.isArray(ids) ? this.resolve(ids[0]) : null
    return standardSecurityHandler(encrypt, id0 instanceof Uint8Array ? id0 : new Uint8Array(0), password, (o) => this.resolve(o))
  }

  /** Follows indirect references (a missing object is null, as in pdfjs). */
  resolve(o: PdfObject | undefined): PdfObject {
    let v = o ?? null
    for (let depth = 0; v instanceof PdfRef; depth++) {
      if (depth > 32) throw new PdfSyntaxError('Reference chain too long.')
      v = this.object(v.num)
    }
    return v
  }

  /** `dict[key]`, resolved. */
  get(dict: PdfDict, key: string): PdfObject {
    return this.resolve(dict.get(key))
  }

  /** A dictionary entry that must be a dictionary (or a stream's dictionary); null otherwise. */
  getDict(dict: PdfDict, key: string): PdfDict | null {
    const v = this.get(dict, key)
    return isDict(v) ? v : null
  }

  /** `v` (resolved) as an array of exactly `length` numbers (each resolved too), else null. */
  numbers(v: PdfObject | undefined, length: number): number[] | null {
    const a = this.resolve(v)
    if (!Array.isArray(a) || a.length !== length) return null
    const out: number[] = []
    for (const x of a) {
      const n = this.resolve(x)
      if (typeof n !== 'number') return null
      out.push(n)
    }
    return out
  }

  /**
   * A stream's decoded data (not cached: page contents are read once; fonts and object streams keep what
   * they need). `LimitExceededError` when it decodes past `maxStreamBytes`, or the document's streams
   * together past `maxInflatedBytes`: such a stream is not handed to pdfjs, which would inflate it whole.
   */
  streamData(stream: PdfStream, options: FlateOptions = {}): Uint8Array {
    let data: Uint8Array
    try {
      data = decodeStream(this.decryptedRaw(stream), stream.dict, (o) => this.resolve(o), { ...options, maxOutputBytes: this.maxStreamBytes })
    } catch (error) {
      if (error instanceof DecompressionLimitError) throw new LimitExceededError('maxStreamBytes', this.maxStreamBytes, 'A stream of the PDF')
      throw error
    }
    if (data.length > this.maxStreamBytes) throw new LimitExceededError('maxStreamBytes', this.maxStreamBytes, 'A stream of the PDF')
    this.countInflated(data.length)
    return data
  }

  /** Adds decoded bytes to the document's total; `LimitExceededError` past maxInflatedBytes. */
  private countInflated(length: number): void {
    this.inflated += length
    if (this.inflated > this.maxInflatedBytes)
      throw new LimitExceededError('maxInflatedBytes', this.maxInflatedBytes, "The PDF's streams' total size")
  }

  /** A stream's bytes before its filters: decrypted unless it is a cross-reference stream, clear metadata or /Identity. */
  private decryptedRaw(stream: PdfStream): Uint8Array {
    const id = this.decryptor === null ? undefined : this.streamIds.get(stream)
    if (id === undefined) return stream.raw
    const type = this.resolve(stream.dict.get('Type'))
    if (type === 'XRef' || (type === 'Metadata' && !this.decryptor!.encryptMetadata)) return stream.raw
    return this.decryptor!.decryptStream(stream.raw, id.num, id.gen, this.cryptFilterOf(stream.dict))
  }

  /** The crypt filter a stream names with its own first /Crypt filter (default /Identity), if it has one. */
  private cryptFilterOf(dict: PdfDict): string | undefined {
    const filter = this.resolve(dict.get('Filter'))
    const first = Array.isArray(filter) ? this.resolve(filter[0]) : filter
    if (first !== 'Crypt') return undefined
    const parms = this.resolve(dict.get('DecodeParms'))
    const p = Array.isArray(parms) ? this.resolve(parms[0]) : parms
    const name = isDict(p) ? this.resolve(p.get('Name')) : null
    return typeof name === 'string' ? name : 'Identity'
  }

  /** Indirect object `num` (cached), null when the file has no such object. */
  object(num: number): PdfObject {
    const cached = this.cache.get(num)
    if (cached !== undefined) return cached
    const entry = this.entries.get(num)
    if (entry === undefined || entry === FREE) return null
    if (this.loading.has(num)) throw new PdfSyntaxError(`Object ${num} refers to itself while loading.`)
    this.loading.add(num)
    try {
      const value =
        entry >= 0 ? this.readObjectAt(entry, num) : this.readFromObjectStream(this.compressedStream[-2 - entry]!, this.compressedIndex[-2 - entry]!)
      this.cache.set(num, value)
      return value
    } finally {
      this.loading.delete(num)
    }
  }

  /** Drops cached objects (between pages of a long document, to keep memory flat). */
  forget(keep: (num: number) => boolean): void {
    for (const num of this.cache.keys()) if (!keep(num)) this.cache.delete(num)
  }

  private readObjectAt(offset: number, num: number): PdfObject {
    const parser = new PdfParser(this.bytes, offset)
    const n = parser.parseObject()
    const g = parser.parseObject()
    const kw = parser.parse()
    if (n !== num || !isNumber(g) || !isKeyword(kw) || kw.keyword !== 'obj') {
      throw new UnsupportedPdfError(`The cross-reference offset of object ${num} does not point at it (the table needs reconstruction).`)
    }
    const value = parser.parseObject() ?? null
    if (this.decryptor !== null && num !== this.encryptNum) this.decryptStrings(value, num, g)
    if (isDict(value)) {
      const after = parser.parse()
      if (isKeyword(after) && after.keyword === 'stream') {
        const stream = this.readStreamBody(value, parser)
        if (this.decryptor !== null) this.streamIds.set(stream, { num, gen: g })
        return stream
      }
    }
    return value
  }

  /** Replaces, in place, every string inside `value` (an object read from the file itself) with its decryption. */
  private decryptStrings(value: PdfObject, num: number, gen: number): void {
    const decryptor = this.decryptor!
    const stack: PdfObject[] = [value]
    while (stack.length > 0) {
      const v = stack.pop()!
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) {
          const item = v[i]!
          if (item instanceof Uint8Array) v[i] = decryptor.decryptString(item, num, gen)
          else if (Array.isArray(item) || isDict(item)) stack.push(item)
        }
      } else if (isDict(v)) {
        for (const [key, item] of v) {
          if (item instanceof Uint8Array) v.set(key, decryptor.decryptString(item, num, gen))
          else if (Array.isArray(item) || isDict(item)) stack.push(item)
        }
      }
    }
  }

  private readStreamBody(dict: PdfDict, parser: PdfParser): PdfStream {
    const data = this.bytes
    let p = parser.lexer.pos
    // "stream" is followed by CRLF or LF (a lone CR is tolerated, as pdfjs does)
    if (data[p] === 0x0d) p++
    if (data[p] === 0x0a) p++
    const start = p
    const length = this.resolve(dict.get('Length'))
    if (typeof length === 'number' && length >= 0 && start + length <= data.length && endstreamAt(data, start + length)) {
      return new PdfStream(dict, data.subarray(start, start + length))
    }
    // wrong or missing /Length: up to the next "endstream", without the end-of-line before it
    const end = indexOfBytes(data, ENDSTREAM, start)
    if (end < 0) throw new PdfSyntaxError('A stream has no "endstream".')
    let stop = end
    if (data[stop - 1] === 0x0a) stop--
    if (data[stop - 1] === 0x0d) stop--
    return new PdfStream(dict, data.subarray(start, stop))
  }

  /**
   * An object stream's decoded data and header: the object numbers it holds and their offsets after /First
   * (taken from the earlier open of options.reuse when it decoded the same bytes; counted in this file's budget all the same).
   */
  private loadObjectStream(streamNum: number, stream: PdfStream): ObjectStream {
    const raw = stream.raw
    const earlier =
      this.decryptor === null
        ? this.reusable.find((o) => o.raw.byteOffset === raw.byteOffset && o.raw.length === raw.length && o.raw.buffer === raw.buffer)
        : undefined
    if (earlier !== undefined) {
      this.countInflated(earlier.data.length)
      return { raw, data: earlier.data, first: earlier.first, nums: earlier.nums, offsets: earlier.offsets, parsed: [] }
    }
    const data = this.streamData(stream)
    const n = this.resolve(stream.dict.get('N'))
    const first = this.resolve(stream.dict.get('First'))
    if (typeof n !== 'number' || typeof first !== 'number') throw new UnsupportedPdfError(`Object stream ${streamNum} lacks /N or /First.`)
    if (n > this.maxPdfObjects) throw this.tooManyObjects()
    const header = new PdfParser(data, 0, first)
    const nums: number[] = []
    const offsets: number[] = []
    for (let i = 0; i < n; i++) {
      const num = header.parseObject()
      const off = header.parseObject()
      nums.push(typeof num === 'number' ? num : -1)
      offsets.push(typeof off === 'number' ? off : 0)
    }
    return { raw, data, first, nums, offsets, parsed: [] }
  }

  /**
   * Object `index` of object stream `streamNum`, parsed on first request: the stream is decoded once, but
   * only the objects asked for are parsed (a 65,000-object file whose one page reads a few hundred).
   */
  private readFromObjectStream(streamNum: number, index: number): PdfObject {
    let objects = this.objectStreams.get(streamNum)
    if (objects === undefined) {
      const stream = this.object(streamNum)
      if (!isStream(stream)) throw new UnsupportedPdfError(`Object stream ${streamNum} is missing.`)
      objects = this.loadObjectStream(streamNum, stream)
      this.objectStreams.set(streamNum, objects)
    }
    const offset = objects.offsets[index]
    if (offset === undefined) return null
    let value = objects.parsed[index]
    if (value === undefined) {
      const parser = (objects.parser ??= new PdfParser(objects.data))
      parser.seek(objects.first + offset)
      value = parser.parseObject() ?? null
      objects.parsed[index] = value
    }
    return value
  }

  private readXref(): PdfDict {
    const data = this.bytes
    const tailStart = Math.max(0, data.length - 2048)
    const tail = latin1(data, tailStart)
    const at = tail.lastIndexOf('startxref')
    if (at < 0) throw new UnsupportedPdfError('No "startxref" at the end of the file.')
    const offsetParser = new PdfParser(data, tailStart + at + 9)
    let offset = offsetParser.parseObject()
    if (typeof offset !== 'number') throw new UnsupportedPdfError('"startxref" has no offset.')
    let trailer: PdfDict | null = null
    const seen = new Set<number>()
    while (typeof offset === 'number' && !seen.has(offset)) {
      seen.add(offset)
      if (offset < 0 || offset >= data.length) throw new UnsupportedPdfError('The cross-reference offset is outside the file.')
      const section = this.readXrefSection(offset)
      trailer ??= section
      const hybrid = this.resolveLocal(section.get('XRefStm'))
      if (typeof hybrid === 'number' && !seen.has(hybrid)) {
        seen.add(hybrid)
        this.readXrefSection(hybrid)
      }
      const prev = section.get('Prev')
      offset = typeof prev === 'number' ? prev : undefined
    }
    if (trailer === null || !trailer.has('Root')) throw new UnsupportedPdfError('The trailer has no /Root.')
    return trailer
  }

  /** A value in a trailer: numbers are direct in practice; a reference cannot be read before the table exists. */
  private resolveLocal(v: PdfObject | undefined): PdfObject {
    return v ?? null
  }

  /** One cross-reference section (table or stream) at `offset`: fills entries not yet known; returns its trailer. */
  private readXrefSection(offset: number): PdfDict {
    const parser = new PdfParser(this.bytes, offset)
    const first = parser.parse()
    if (isKeyword(first) && first.keyword === 'xref') return this.readXrefTable(parser)
    if (typeof first === 'number') {
      parser.parseObject() // generation
      const kw = parser.parse()
      if (!isKeyword(kw) || kw.keyword !== 'obj') throw new UnsupportedPdfError('No cross-reference data at the startxref offset.')
      const dict = parser.parseObject()
      const streamKw = parser.parse()
      if (!isDict(dict) || !isKeyword(streamKw) || streamKw.keyword !== 'stream' || dict.get('Type') !== 'XRef') {
        throw new UnsupportedPdfError('No cross-reference stream at the startxref offset.')
      }
      this.readXrefStream(this.readStreamBody(dict, parser))
      return dict
    }
    throw new UnsupportedPdfError('No cross-reference data at the startxref offset.')
  }

  private readXrefTable(parser: PdfParser): PdfDict {
    const data = this.bytes
    const lexer = parser.lexer
    if (!parser.settled) throw new UnsupportedPdfError('A cross-reference table is malformed.')
    for (;;) {
      // the lexer itself, not the parser: "start count" followed by numbers would be read ahead as a reference
      const first = lexer.next()
      if (first === Tok.Keyword && lexer.text === 'trailer') break
      const start = lexer.num
      const second = lexer.next()
      const count = lexer.num
      if (first !== Tok.Number || second !== Tok.Number) throw new UnsupportedPdfError('A cross-reference subsection header is malformed.')
      // entries are fixed-width: "oooooooooo ggggg n" + 2-byte EOL; read them with the lexer to tolerate 1-byte EOLs
      for (let i = 0; i < count; i++) {
        lexer.skipSpace()
        let p = lexer.pos
        let off = 0
        while (p < data.length && data[p]! >= 0x30 && data[p]! <= 0x39) off = off * 10 + data[p++]! - 0x30
        while (p < data.length && isWhitespace(data[p]!)) p++
        while (p < data.length && data[p]! >= 0x30 && data[p]! <= 0x39) p++
        while (p < data.length && isWhitespace(data[p]!)) p++
        const type = data[p++]
        if (type !== 0x6e && type !== 0x66) throw new UnsupportedPdfError('A cross-reference entry is malformed.')
        lexer.pos = p
        const num = start + i
        this.addEntry(num, type === 0x6e ? off : FREE)
      }
    }
    const trailer = parser.parseObject()
    if (!isDict(trailer)) throw new UnsupportedPdfError('The trailer is not a dictionary.')
    // free entries were only placeholders so older sections do not revive them
    return trailer
  }

  private readXrefStream(stream: PdfStream): void {
    const dict = stream.dict
    const w = dict.get('W')
    if (!Array.isArray(w) || w.length < 3 || !w.every((x) => typeof x === 'number'))
      throw new UnsupportedPdfError('A cross-reference stream has a bad /W.')
    const [w0, w1, w2] = w as number[]
    const size = dict.get('Size')
    const index = dict.get('Index')
    const ranges = Array.isArray(index) ? (index as number[]) : [0, typeof size === 'number' ? size : 0]
    const data = decodeStream(stream.raw, dict, (o) => o ?? null)
    const width = w0! + w1! + w2!
    let p = 0
    for (let r = 0; r + 1 < ranges.length; r += 2) {
      const first = ranges[r]!
      const count = ranges[r + 1]!
      for (let i = 0; i < count && p + width <= data.length; i++) {
        // the three fields, big-endian (inline: this runs for every object of the file)
        let type = w0 === 0 ? 1 : 0
        for (let k = 0; k < w0!; k++) type = type * 256 + (data[p++] ?? 0)
        let a = 0
        for (let k = 0; k < w1!; k++) a = a * 256 + (data[p++] ?? 0)
        let b = 0
        for (let k = 0; k < w2!; k++) b = b * 256 + (data[p++] ?? 0)
        const num = first + i
        if (type === 1) this.addEntry(num, a)
        else if (type === 2) {
          if (!this.entries.has(num)) this.addEntry(num, this.compressedEntry(a, b))
        } else if (type === 0) this.addEntry(num, FREE)
      }
    }
  }
}

const ENDSTREAM = Uint8Array.from('endstream', (c) => c.charCodeAt(0))

function endstreamAt(data: Uint8Array, p: number): boolean {
  while (p < data.length && isWhitespace(data[p]!)) p++
  for (let i = 0; i < ENDSTREAM.length; i++) if (data[p + i] !== ENDSTREAM[i]) return false
  return true
}
