/**
 * Compares docparts' Markdown and HTML outputs with Unstructured's for the documents whose upstream
 * renderings are in `<corpus>/expected-markdown/` and `<corpus>/expected-html/` (default corpus:
 * ../shared/corpus beside the project; when it is absent the script says so and exits 0).
 *
 * Two measures per document, so rendering differences and partitioning differences stay apart:
 * - renderer: upstream's own elements (`<corpus>/expected/<name>.json`) rendered by docparts, against
 *   upstream's rendering of the same elements: judges elementsToMarkdown / elementsToHtml alone;
 * - end to end: the source document partitioned by docparts (default options) and rendered, against
 *   upstream's rendering. parent_id and category_depth are dropped first, because upstream's fixtures
 *   were rendered from JSON written without them (the ingest test leaves them out); what differs then
 *   is what docparts' partitioning gives differently.
 * Markdown: exact match, and line similarity (2 × characters of the lines in common, in order, over both
 * lengths). HTML: exact match, the same line similarity, and structure: the body's tags as
 * name.class#id in order, how many of upstream's are matched in order, and how many are extra.
 *
 *   npm run compare:upstream [-- <corpus folder>]
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Element } from '../src/elements/types.js'
import { partitionFile } from '../src/node/partition-file.js'
import { disposeOcrPool } from '../src/ocr/ocr-pool.js'
import { elementsFromJson } from '../src/serialize/elements-from-json.js'
import { elementsToHtml } from '../src/serialize/elements-to-html.js'
import { elementsToMarkdown } from '../src/serialize/elements-to-markdown.js'
import { withMetadata } from '../src/elements/element-draft.js'

interface Score {
  exact: boolean
  similarity: number
  /** HTML only: upstream's tags matched in order / upstream's tag count, and our extra tags. */
  tags?: { matched: number; upstream: number; extra: number }
  /** The first line that differs: upstream's, then ours. */
  firstDifference?: [string, string]
}

const SOURCE_FOLDERS = ['unstructured-example-docs', 'unstructured-api-sample-docs']

async function main(): Promise<void> {
  const corpus = resolve(process.argv[2] ?? join(import.meta.dirname, '..', '..', 'shared', 'corpus'))
  const markdownDir = join(corpus, 'expected-markdown')
  if (!existsSync(markdownDir)) {
    console.log(`compare:upstream: ${markdownDir} not found (the shared corpus is not beside this clone); nothing to compare.`)
    return
  }
  const names = readdirSync(markdownDir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.slice(0, -'.md'.length))
    .sort()
  const rows: string[] = []
  const notes: string[] = []
  for (const name of names) {
    const upstreamMd = readFileSync(join(markdownDir, `${name}.md`), 'utf8')
    const upstreamHtml = readFileSync(join(corpus, 'expected-html', `${name}.html`), 'utf8')
    const jsonPath = join(corpus, 'expected', `${name}.json`)
    const upstreamElements = existsSync(jsonPath) ? elementsFromJson(readFileSync(jsonPath, 'utf8')) : undefined
    const rendererMd = upstreamElements && score(upstreamMd, elementsToMarkdown(upstreamElements))
    const rendererHtml = upstreamElements && score(upstreamHtml, elementsToHtml(upstreamElements), true)

    const source = findSource(corpus, name)
    let endMd: Score | undefined
    let endHtml: Score | undefined
    if (source !== undefined) {
      const ours = withoutHierarchy(await partitionFile(source))
      endMd = score(upstreamMd, elementsToMarkdown(ours))
      endHtml = score(upstreamHtml, elementsToHtml(ours), true)
      for (const [kind, result] of [
        ['md', endMd],
        ['html', endHtml],
      ] as const) {
        if (result.firstDifference !== undefined) {
          const [theirs, mine] = result.firstDifference
          notes.push(`- ${name} (${kind}), first difference:\n  upstream: ${clip(theirs)}\n  docparts: ${clip(mine)}`)
        }
      }
    }
    rows.push(`| ${name} | ${cell(rendererMd)} | ${cell(rendererHtml)} | ${cell(endMd)} | ${cell(endHtml)} | ${tagsCell(endHtml)} |`)
  }
  console.log('Markdown and HTML against upstream (exact, or line similarity; tags = upstream tags matched in order, + extra)\n')
  console.log('| document | renderer md | renderer html | end-to-end md | end-to-end html | end-to-end html tags |')
  console.log('|---|---|---|---|---|---|')
  for (const row of rows) console.log(row)
  if (notes.length > 0) console.log(`\nEnd-to-end differences (partitioning):\n${notes.join('\n')}`)
  await disposeOcrPool()
}

/** Finds the source document of `name` in the corpus's document folders. */
function findSource(corpus: string, name: string): string | undefined {
  for (const folder of SOURCE_FOLDERS) {
    const stack = [join(corpus, folder)]
    while (stack.length > 0) {
      const dir = stack.pop()!
      if (!existsSync(dir)) continue
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) stack.push(join(dir, entry.name))
        else if (entry.name === name) return join(dir, entry.name)
      }
    }
  }
  return undefined
}

function withoutHierarchy(elements: readonly Element[]): Element[] {
  return elements.map((element) => {
    const { parent_id: _parent, category_depth: _depth, ...metadata } = element.metadata
    return withMetadata(element, metadata)
  })
}

function score(upstream: string, ours: string, html = false): Score {
  const a = upstream.split('\n')
  const b = ours.split('\n')
  const common = commonLines(a, b)
  const commonChars = common.reduce((sum, line) => sum + line.length + 1, 0)
  const similarity = (2 * commonChars) / Math.max(upstream.length + ours.length + a.length + b.length, 1)
  const result: Score = { exact: upstream === ours, similarity }
  const index = a.findIndex((line, i) => line !== b[i])
  if (!result.exact) result.firstDifference = [a[index] ?? '(end)', b[index === -1 ? a.length : index] ?? '(end)']
  if (html) {
    const theirs = bodyTags(upstream)
    const mine = bodyTags(ours)
    const matched = commonLines(theirs, mine).length
    result.tags = { matched, upstream: theirs.length, extra: mine.length - matched }
  }
  return result
}

/** The longest common subsequence of two line lists. */
function commonLines(a: readonly string[], b: readonly string[]): string[] {
  const rows = a.length + 1
  const cols = b.length + 1
  const table = new Uint32Array(rows * cols)
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * cols + j] = a[i] === b[j] ? table[(i + 1) * cols + j + 1]! + 1 : Math.max(table[(i + 1) * cols + j]!, table[i * cols + j + 1]!)
    }
  }
  const out: string[] = []
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push(a[i]!)
      i++
      j++
    } else if (table[(i + 1) * cols + j]! >= table[i * cols + j + 1]!) i++
    else j++
  }
  return out
}

/** The body's opening tags as name.class#id, in order. */
function bodyTags(html: string): string[] {
  const body = html.slice(html.indexOf('<body>') + 6)
  return [...body.matchAll(/<([a-z0-9]+)((?:\s+[^\s=>]+=(?:"[^"]*"|'[^']*'))*)\s*\/?>/g)].map((match) => {
    const attrs = match[2] ?? ''
    const cls = /\sclass=["']([^"']*)/.exec(attrs)?.[1]
    const id = /\sid=["']([^"']*)/.exec(attrs)?.[1]
    return `${match[1]}${cls !== undefined ? `.${cls}` : ''}${id !== undefined ? `#${id}` : ''}`
  })
}

function cell(result: Score | undefined): string {
  if (result === undefined) return 'n/a'
  return result.exact ? 'exact' : result.similarity.toFixed(3)
}

function tagsCell(result: Score | undefined): string {
  if (result?.tags === undefined) return 'n/a'
  return `${result.tags.matched}/${result.tags.upstream}${result.tags.extra > 0 ? ` +${result.tags.extra}` : ''}`
}

function clip(line: string): string {
  const trimmed = line.trim()
  return JSON.stringify(trimmed.length > 160 ? `${trimmed.slice(0, 160)}…` : trimmed)
}

await main()
