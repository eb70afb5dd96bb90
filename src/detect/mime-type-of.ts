/**
 * @module detect/mime-type-of
 * Lookups in the file-type table (core §6, upstream `FileType.mime_type`, `from_mime_type`,
 * `from_extension`).
 */
import { FILE_TYPES, FILE_TYPE_INFO } from './file-types.js'
import type { FileType } from './file-types.js'
import { extensionOf } from './extension-of.js'

const BY_MIME: ReadonlyMap<string, FileType> = new Map(
  FILE_TYPES.flatMap((type) => {
    const info = FILE_TYPE_INFO[type]
    return [info.mime, ...info.aliases].map((mime) => [mime, type] as const)
  }),
)

const BY_EXTENSION: ReadonlyMap<string, FileType> = new Map(
  // first table entry wins, as upstream's loop over enum members does
  FILE_TYPES.flatMap((type) => FILE_TYPE_INFO[type].extensions.map((ext) => [ext, type] as const)).reverse(),
)

/** The canonical MIME type of `fileType`, the value written to `metadata.filetype`. */
export function mimeTypeOf(fileType: FileType): string {
  return FILE_TYPE_INFO[fileType].mime
}

/**
 * `mime` without parameters (`"text/csv; charset=utf-8"` → `"text/csv"`), trimmed and lower-cased;
 * `undefined` for an empty value.
 */
export function normalizeMime(mime: string | undefined): string | undefined {
  if (mime === undefined) return undefined
  const bare = (mime.split(';', 1)[0] ?? '').trim().toLowerCase()
  return bare === '' ? undefined : bare
}

/**
 * The file type whose canonical or alias MIME is `mime` (parameters and case ignored), `undefined`
 * when none is. `application/octet-stream` gives `'unk'` and `inode/x-empty` gives `'empty'`.
 * Unlike upstream's `from_mime_type`, `application/json` gives `'json'` (its canonical MIME), so
 * `fileTypeFromMime(mimeTypeOf(t)) === t` for every type; `detectFileType` checks the bytes before
 * trusting an asserted `application/json`, which is where upstream's `None` matters.
 */
export function fileTypeFromMime(mime: string | undefined): FileType | undefined {
  const bare = normalizeMime(mime)
  return bare === undefined ? undefined : BY_MIME.get(bare)
}

/**
 * The file type registered for the extension of `name`, which is a filename (`"a/Report.PDF"`) or a
 * bare extension with its dot (`".pdf"`); `undefined` when there is no extension or it is unknown.
 */
export function fileTypeFromExtension(name: string | undefined): FileType | undefined {
  if (name === undefined) return undefined
  const isBareExtension = name.startsWith('.') && name.indexOf('.', 1) === -1 && !/[/\\]/.test(name)
  const ext = isBareExtension ? name.toLowerCase() : extensionOf(name)
  return ext === '' ? undefined : BY_EXTENSION.get(ext)
}
