/**
 * @module scripts/generate-pos-lexicon
 * Writes src/elements/pos-lexicon-data.ts from natural's English Brill lexicon
 * (`lib/natural/brill_pos_tagger/data/English/lexicon_from_posjs.json` in the `natural` npm package,
 * 8.1.1, MIT; the lexicon comes from pos-js — see NOTICE). docparts no longer depends on natural: to
 * regenerate, unpack the package somewhere and pass the JSON file:
 *
 *   cd /tmp && npm pack natural@8.1.1 && tar xzf natural-8.1.1.tgz
 *   node --import tsx scripts/generate-pos-lexicon.ts /tmp/package/lib/natural/brill_pos_tagger/data/English/lexicon_from_posjs.json
 *
 * Only what the tagger reads is kept: each word's first tag (natural's tagger uses no other) and the
 * words themselves (the vocabulary check of the text heuristics), in the layout of ./pos-lexicon-layout.ts
 * (words grouped by length, sorted, looked up by binary search: nothing to build when a process starts).
 * 4.0 MB of JSON become ≈0.85 MB.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { lexiconLayout, lexiconModuleText } from './pos-lexicon-layout.js'

const [source] = process.argv.slice(2)
if (source === undefined) {
  console.error('usage: generate-pos-lexicon.ts <natural>/lib/natural/brill_pos_tagger/data/English/lexicon_from_posjs.json')
  process.exit(2)
}
const lexicon = JSON.parse(readFileSync(source, 'utf8')) as Record<string, string[]>
const layout = lexiconLayout(lexicon)
const text = lexiconModuleText(layout, Object.keys(lexicon).length)
const target = new URL('../src/elements/pos-lexicon-data.ts', import.meta.url)
writeFileSync(target, text)
console.log(`${Object.keys(lexicon).length} words, ${layout.tags.length} tags, ${text.length} characters → ${target.pathname}`)
