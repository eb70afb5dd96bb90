/**
 * The README's options table, rendered from the one option record (src/options/option-fields.ts).
 */
import { LIBRARY_ONLY_FIELDS, OPTION_FIELD_LIST } from '../src/options/option-fields.js'

export const START = '<!-- options:start -->'
export const END = '<!-- options:end -->'

export function renderOptionsTable(): string {
  const rows = OPTION_FIELD_LIST.map((field) => {
    const fallback = field.default === undefined ? '' : `\`${JSON.stringify(field.default)}\``
    const known = field.knownValues === undefined ? '' : ` Known values: ${field.knownValues.map((v) => `\`${v}\``).join(', ')}.`
    const note = field.deprecated === true ? ' *Deprecated.*' : ''
    return `| \`${field.name}\` | \`${field.wire}\` | \`--${field.wire.replaceAll('_', '-')}\` | ${field.kind} | ${fallback} | ${field.description}${known}${note} |`
  })
  const libraryRows = Object.entries(LIBRARY_ONLY_FIELDS).map(([name, field]) => `| \`${name}\` | — | — | library only | | ${field.description} |`)
  return ['| library | HTTP form field | CLI flag | kind | default | meaning |', '|---|---|---|---|---|---|', ...rows, ...libraryRows].join('\n')
}

export function replaceOptionsTable(readme: string, table: string): string {
  const start = readme.indexOf(START)
  const end = readme.indexOf(END)
  if (start === -1 || end === -1 || end < start) throw new Error(`README.md lacks the ${START} … ${END} markers`)
  return `${readme.slice(0, start + START.length)}\n${table}\n${readme.slice(end)}`
}
