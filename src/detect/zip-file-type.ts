/**
 * @module detect/zip-file-type
 * Which document a zip archive is (upstream `_ZipFileDetector`, core §6): a member
 * `word/document*.xml` → docx, `xl/workbook*.xml` → xlsx, `ppt/presentation*.xml` → pptx, else the
 * `mimetype` member's content (ODT, EPUB), else a plain zip.
 */
import type { FileType } from './file-types.js'
import { zipEntries } from '../containers/zip-member-names.js'
import type { ZipEntry } from '../containers/zip-member-names.js'
import { readZipMember } from '../containers/read-zip-member.js'
import { fileTypeFromMime } from './mime-type-of.js'
import { DocumentError } from '../errors.js'

/** A `mimetype` member larger than this is not an OpenDocument or EPUB marker. */
const MIMETYPE_MEMBER_LIMIT = 1024

/** True when `bytes` start with a zip local file header (`PK\3\4`) or an empty archive's end record (`PK\5\6`). */
export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6))
}

/**
 * The document type of the zip archive `bytes`: docx, xlsx, pptx, the type its `mimetype` member
 * names (odt, epub), or `'zip'`. `undefined` when a `mimetype` member names another type (an ODS
 * spreadsheet, say), which leaves the decision to later strategies as upstream does.
 */
export function zipFileType(bytes: Uint8Array): FileType | undefined {
  let entries: ZipEntry[]
  try {
    entries = zipEntries(bytes)
  } catch (error) {
    if (error instanceof DocumentError) return 'zip'
    throw error
  }
  const names = entries.map((entry) => entry.name)
  // upstream's re.match anchors at the start only; `.*` stays within one line of the name
  if (names.some((name) => /^word\/document.*\.xml$/.test(name))) return 'docx'
  if (names.some((name) => /^xl\/workbook.*\.xml$/.test(name))) return 'xlsx'
  if (names.some((name) => /^ppt\/presentation.*\.xml$/.test(name))) return 'pptx'
  const mimetype = entries.find((entry) => entry.name === 'mimetype')
  if (mimetype === undefined) return 'zip'
  try {
    const text = new TextDecoder('utf-8').decode(readZipMember(bytes, mimetype, MIMETYPE_MEMBER_LIMIT)).trim()
    const type = fileTypeFromMime(text)
    // only the two container formats that carry a `mimetype` member count (an odd `text/plain` does not)
    return type === 'odt' || type === 'epub' ? type : undefined
  } catch (error) {
    if (error instanceof DocumentError) return 'zip'
    throw error
  }
}

/** The file types stored in a zip; asserted ones are dropped when the bytes are not one (upstream `rule_out_zip_content_types`). */
export const ZIP_FILE_TYPES: ReadonlySet<FileType> = new Set<FileType>(['docx', 'xlsx', 'pptx', 'odt', 'epub', 'zip'])
