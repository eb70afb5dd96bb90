/**
 * `npm run docs:options`: rewrites the options table in README.md from the option record, between the
 * `<!-- options:start -->` and `<!-- options:end -->` markers. test/readme.test.ts fails when it is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { renderOptionsTable, replaceOptionsTable } from './render-options-table.js'

const readme = fileURLToPath(new URL('../README.md', import.meta.url))
writeFileSync(readme, replaceOptionsTable(readFileSync(readme, 'utf8'), renderOptionsTable()))
console.log('README.md options table updated')
