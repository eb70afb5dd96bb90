/**
 * @module detect/detect-file-type
 * The file type of a document from its bytes, an asserted content type and its filename (core §6,
 * api §1.7). Strategies, first confident one wins:
 * 1. signatures that settle the type: PDF, images, audio; OLE2 (doc, ppt, xls, msg) and zip (docx,
 *    xlsx, pptx, odt, epub, zip) by their directories. An asserted OLE2 or zip type that the bytes
 *    do not confirm is dropped, as upstream's `rule_out_*_content_types` do;
 * 2. the asserted content type, when it names a type (`application/json` only when the bytes parse);
 * 3. for text: an XML declaration, then a telling text extension (.csv .md .json …), then the
 *    content (RTF, JSON/NDJSON, CSV, e-mail head, .txt, HTML, e-mail headers, XML), else plain text;
 * 4. for other bytes: the filename extension, else `'unk'`.
 * Zero bytes are `'empty'`. Gzip bytes are `'unk'`: run `unwrapGzip` first.
 */
import type { FileType } from './file-types.js'
import { magicFileType } from './magic-file-type.js'
import { CFB_FILE_TYPES, cfbFileType, isCfb } from './cfb-file-type.js'
import { ZIP_FILE_TYPES, isZip, zipFileType } from './zip-file-type.js'
import { fileTypeFromExtension, fileTypeFromMime } from './mime-type-of.js'
import { extensionOf } from './extension-of.js'
import { decodeReplacing, decodeTextHead } from '../encoding/decode-text-head.js'
import type { TextHead } from '../encoding/decode-text-head.js'
import { jsonShapeOf } from './json-shape-of.js'
import { looksLikeCsv } from './looks-like-csv.js'
import { hasMessageHeaderBlock, matchesEmailHead } from './looks-like-email.js'
import { markupTypeOf } from './markup-type-of.js'
import { documentBytes, documentBytesSync, isBlob } from './document-bytes.js'

/** What the caller knows besides the bytes. */
export interface DetectHints {
  /** The document's name or path; only its extension is used. */
  filename?: string
  /** An asserted MIME type, e.g. an HTTP `Content-Type`; parameters (`; charset=…`) are ignored. */
  contentType?: string
}

/** Extensions that decide a text file's type before its content is looked at (upstream `_TextFileDifferentiator`). */
const DECISIVE_TEXT_EXTENSIONS: ReadonlySet<string> = new Set([
  '.csv',
  '.eml',
  '.html',
  '.json',
  '.markdown',
  '.md',
  '.ndjson',
  '.org',
  '.p7s',
  '.rst',
  '.rtf',
  '.tab',
  '.tsv',
])

/** Upstream's `text_head`: the differentiators look at the first 4096 characters. */
const TEXT_HEAD_CHARS = 4096

/** Payloads up to this size (32 MiB) are parsed whole to tell JSON from NDJSON. */
const JSON_WHOLE_PARSE_BYTES = 32 * 1024 * 1024
/** Beyond that, the first 1 MiB decides, as upstream's `_JSON_DISAMBIGUATION_MAX_CHARS`. */
const JSON_HEAD_BYTES = 1024 * 1024

/**
 * The file type of a document's bytes; never throws for bytes. See the module comment for the order of
 * strategies. A Uint8Array (a Node Buffer is one) or an ArrayBuffer gives the type at once; a Blob (a File
 * is one) must be read first, so it gives a promise of the type. Anything else is a `ValidationError`.
 */
export function detectFileType(input: Uint8Array | ArrayBuffer, hints?: DetectHints): FileType
export function detectFileType(input: Blob, hints?: DetectHints): Promise<FileType>
export function detectFileType(input: Uint8Array | ArrayBuffer | Blob, hints?: DetectHints): FileType | Promise<FileType>
export function detectFileType(input: Uint8Array | ArrayBuffer | Blob, hints: DetectHints = {}): FileType | Promise<FileType> {
  if (isBlob(input)) return documentBytes(input).then((bytes) => fileTypeOfBytes(bytes, hints))
  return fileTypeOfBytes(documentBytesSync(input), hints)
}

function fileTypeOfBytes(bytes: Uint8Array, hints: DetectHints): FileType {
  if (bytes.length === 0) return 'empty'
  const extension = extensionOf(hints.filename)

  const magic = magicFileType(bytes)
  if (magic === 'gzip') return 'unk'
  if (magic !== undefined) return magic

  let asserted = fileTypeFromMime(hints.contentType)
  // octet-stream and x-empty say nothing about the content (api §1.7: UNK → sniff)
  if (asserted === 'unk' || asserted === 'empty') asserted = undefined
  let container: 'cfb' | 'zip' | undefined
  if (isCfb(bytes)) {
    const type = cfbFileType(bytes)
    if (type !== undefined) return type
    container = 'cfb'
  }
  if (asserted !== undefined && CFB_FILE_TYPES.has(asserted)) asserted = undefined
  if (isZip(bytes)) {
    const type = zipFileType(bytes)
    if (type !== undefined) return type
    container = 'zip'
  }
  if (asserted !== undefined && ZIP_FILE_TYPES.has(asserted)) asserted = undefined

  if (asserted === 'json') {
    // upstream maps application/json to None and sniffs: trust it only when the bytes parse
    const head = decodeTextHead(bytes)
    const shape = head === undefined ? undefined : jsonShapeOfBytes(bytes, head)
    if (shape !== undefined) return shape
    asserted = undefined
  }
  if (asserted !== undefined) return asserted

  if (container === 'zip') return 'zip'
  if (container === 'cfb') return fileTypeFromExtension(extension) ?? 'unk'

  const head = decodeTextHead(bytes)
  if (head === undefined) return fileTypeFromExtension(extension) ?? 'unk'
  return textFileType(bytes, head, extension)
}

/** Upstream's text differentiation (core §6 step 3) over our stand-ins for libmagic's verdicts. */
function textFileType(bytes: Uint8Array, head: TextHead, extension: string): FileType {
  const markup = markupTypeOf(head.text)
  // libmagic's `*xml` verdict comes before the text differentiator upstream
  if (markup === 'xml-declared') return extension === '.html' || extension === '.htm' ? 'html' : 'xml'

  if (DECISIVE_TEXT_EXTENSIONS.has(extension)) {
    const type = fileTypeFromExtension(extension) ?? 'txt'
    return type === 'json' ? (jsonShapeOfBytes(bytes, head) ?? 'json') : type
  }
  if (/^\{\\rtf/.test(head.text)) return 'rtf'
  const json = jsonShapeOfBytes(bytes, head, 'objects')
  if (json !== undefined) return json

  const text = head.text.slice(0, TEXT_HEAD_CHARS)
  const truncated = head.truncated || head.text.length > TEXT_HEAD_CHARS
  if (looksLikeCsv(text, truncated)) return 'csv'
  if (matchesEmailHead(text)) return 'eml'
  if (extension === '.txt' || extension === '.text') return 'txt'
  // upstream's "safety catch": the MIME type libmagic guessed
  if (markup === 'html') return 'html'
  if (hasMessageHeaderBlock(text, truncated)) return 'eml'
  if (markup === 'xml') return 'xml'
  return 'txt'
}

/**
 * JSON or NDJSON for text bytes, reading the whole payload up to 32 MiB. `lines` is `'values'`
 * once JSON is known (extension, content type), `'objects'` when sniffing with no other hint.
 */
function jsonShapeOfBytes(bytes: Uint8Array, head: TextHead, lines: 'objects' | 'values' = 'values'): 'json' | 'ndjson' | undefined {
  if (lines === 'objects') {
    const first = head.text.trimStart()[0]
    if (first !== '[' && first !== '{') return undefined
  }
  const truncated = bytes.length > JSON_WHOLE_PARSE_BYTES
  const body = bytes.subarray(head.bomLength, truncated ? head.bomLength + JSON_HEAD_BYTES : bytes.length)
  return jsonShapeOf(decodeReplacing(body, head.encoding, truncated), { truncated, lines })
}
