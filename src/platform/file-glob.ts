/**
 * @module platform/file-glob
 * The `file_glob` patterns of a local source (`*.pdf`, `**\/*.md`, `report-?.{txt,html}`) as a predicate
 * over paths relative to `input_path`, `/`-separated. A pattern without `/` matches the file name alone,
 * as unstructured-ingest's fnmatch on names does.
 */

/** True when `relativePath` matches any pattern; no patterns (or only empty ones) match everything. */
export function matchesFileGlob(relativePath: string, patterns: readonly string[]): boolean {
  const used = patterns.map((pattern) => pattern.trim()).filter((pattern) => pattern !== '')
  if (used.length === 0) return true
  const name = relativePath.slice(relativePath.lastIndexOf('/') + 1)
  return used.some((pattern) => globRegExp(pattern).test(pattern.includes('/') ? relativePath : name))
}

/** Reads `file_glob` as given: a list of strings, or one string of comma-separated patterns. */
export function fileGlobPatterns(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string')
  if (typeof value === 'string') return value.split(',')
  return []
}

function globRegExp(pattern: string): RegExp {
  let source = ''
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index]!
    if (char === '*') {
      if (pattern[index + 1] === '*') {
        // `**/` matches any number of folders, none included
        const slash = pattern[index + 2] === '/'
        source += slash ? '(?:.*/)?' : '.*'
        index += slash ? 2 : 1
      } else source += '[^/]*'
    } else if (char === '?') source += '[^/]'
    else if (char === '{') {
      const end = pattern.indexOf('}', index)
      if (end === -1) source += '\\{'
      else {
        source += `(?:${pattern
          .slice(index + 1, end)
          .split(',')
          .map(escape)
          .join('|')})`
        index = end
      }
    } else source += escape(char)
  }
  return new RegExp(`^${source}$`, 'i')
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}
