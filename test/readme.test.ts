import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { END, START, renderOptionsTable } from '../scripts/render-options-table.js'

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

test('the README options table is the one generated from the schema (run `npm run docs:options`)', () => {
  const table = readme.slice(readme.indexOf(START) + START.length, readme.indexOf(END)).trim()

  expect(table).toBe(renderOptionsTable())
})

test('the README first screen gives the two set-up commands', () => {
  const firstScreen = readme.split('\n').slice(0, 15).join('\n')

  expect(firstScreen).toContain('npm ci && npx docparts partition fixtures/samples/field-report.pdf')
  expect(firstScreen).toContain('npm ci && npm test')
})
