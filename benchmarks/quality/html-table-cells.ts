/**
 * The cell texts of a `text_as_html` table: the content of every `<td>` and `<th>`, inner tags
 * removed, the five XML entities and numeric references decoded, whitespace collapsed. docparts
 * writes this HTML itself (no nesting of tables, no comments), so a regular expression is enough.
 */
const CELL = /<(td|th)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10))
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/** The texts of the table's cells in document order (empty cells included as ""). */
export function htmlTableCells(html: string): string[] {
  return [...html.matchAll(CELL)].map((m) =>
    decode(m[2]!.replace(/<[^>]*>/g, ' '))
      .split(/\s+/)
      .filter((w) => w !== '')
      .join(' '),
  )
}
