/**
 * @module detect/cfb-file-type
 * Which Office file an OLE2 compound file is, by the streams in its root storage (upstream
 * `_OleFileDetector`, core §6): `WordDocument` → doc, `PowerPoint Document` → ppt, `Workbook` (or the
 * Excel 5/95 `Book`) → xls, `__properties_version1.0` or a `__substg1.0_*` property stream → msg.
 * `EncryptionInfo` with `EncryptedPackage` is a password-protected .docx/.xlsx/.pptx: a `DocumentError`
 * that says so (it was reported as "not a readable zip archive").
 */
import type { FileType } from './file-types.js'
import { hasCompoundFileSignature } from '../containers/compound-file-header.js'
import { cfbStreamNames } from '../containers/root-stream-names.js'
import { DocumentError } from '../errors.js'

/** True when `bytes` start with the OLE2 signature `D0 CF 11 E0 A1 B1 1A E1`. */
export function isCfb(bytes: Uint8Array): boolean {
  return hasCompoundFileSignature(bytes)
}

/** The Office type of the compound file `bytes`, `undefined` when no known stream is present or the file is unreadable. */
export function cfbFileType(bytes: Uint8Array): 'doc' | 'ppt' | 'xls' | 'msg' | undefined {
  let names: string[]
  try {
    names = cfbStreamNames(bytes)
  } catch (error) {
    // a damaged container says nothing about its kind; later strategies (extension) decide
    if (error instanceof DocumentError) return undefined
    throw error
  }
  const has = (name: string): boolean => names.includes(name)
  if (has('EncryptedPackage') && has('EncryptionInfo')) {
    // [MS-OFFCRYPTO]: a password-protected .docx/.xlsx/.pptx is its zip package encrypted inside a compound file
    throw new DocumentError(
      'The file is a password-protected Office document (its package is encrypted inside a compound file). Save it without a password, then partition it again.',
    )
  }
  if (has('WordDocument')) return 'doc'
  if (has('PowerPoint Document')) return 'ppt'
  if (has('Workbook') || has('Book')) return 'xls'
  if (has('__properties_version1.0') || names.some((name) => name.startsWith('__substg1.0_'))) return 'msg'
  return undefined
}

/** The file types stored in a compound file; asserted ones are dropped when the bytes are not one (upstream `rule_out_cfb_content_types`). */
export const CFB_FILE_TYPES: ReadonlySet<FileType> = new Set<FileType>(['doc', 'ppt', 'xls', 'msg'])
