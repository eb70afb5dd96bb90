/**
 * @module detect/extension-of
 * The filename extension the way Python's `os.path.splitext` sees it, which upstream uses for every
 * extension rule (core §6): the last `.suffix` of the base name, lower-cased, leading dots ignored.
 */

/**
 * Lower-cased extension of `filename` with its dot (`"Report.PDF"` → `".pdf"`), or `""` when there is
 * none. Directories (`/` or `\`) are ignored; a leading dot is part of the name, so `".bashrc"` → `""`
 * and `"archive.tar.gz"` → `".gz"`, as in `os.path.splitext`.
 */
export function extensionOf(filename: string | undefined): string {
  if (filename === undefined) return ''
  const base = filename.slice(Math.max(filename.lastIndexOf('/'), filename.lastIndexOf('\\')) + 1)
  const dot = base.lastIndexOf('.')
  if (dot <= 0) return ''
  // splitext: a name made only of leading dots before the last one ("..x") has no extension
  if (/^\.+$/.test(base.slice(0, dot))) return ''
  return base.slice(dot).toLowerCase()
}
