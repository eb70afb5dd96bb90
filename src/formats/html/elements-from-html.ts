/**
 * @module formats/html/elements-from-html
 * The back end of every format that becomes HTML (HTML itself, e-mail bodies, EPUB chapters, Markdown,
 * RTF; upstream `partition_html`, v1 parser; core §7) and the project's only adapter of `htmlparser2`.
 * Steps (after formats/html/partition-html decoded the bytes): parse into a plain tree without
 * the stripped tags (del, link, meta, noscript, script, style), start at the first `<main>`, else
 * `<body>`, else the whole document, and walk it into elements (formats/html/html-block-items).
 *
 * htmlparser2 builds the tree as the tags say, where lxml (upstream) repairs it like a browser. Three
 * repairs matter for content and are made here: body content inside an unclosed `<head>` is moved
 * out of it, content after `</body>` or `</html>` still belongs to the body, and nesting deeper than
 * 512 elements is flattened (Chrome's parser limit) with a warning, its text kept, which also keeps the
 * recursive walk safe on pathological input. The Parser's own open-element stack is replaced by one
 * whose operations cost O(1) (formats/html/html-parser-stack): htmlparser2's costs n² for n-deep nesting.
 */
import { Parser } from 'htmlparser2'
import type { Element } from '../../elements/types.js'
import type { PartitionWarning } from '../../errors.js'
import type { ResolvedOptions } from '../../options/types.js'
import { elementsFromHtmlTree } from './html-block-items.js'
import { DOCUMENT_TAG, type HtmlElementNode, isHtmlElement } from './html-node.js'
import { parserStack } from './html-parser-stack.js'
import { STRIPPED_TAGS } from './html-tag-roles.js'
import { pyStrip } from '../../elements/python-strings.js'
import { documentLimits } from '../../document-limits.js'

/**
 * Deepest element nesting kept; deeper elements become children of the element at this depth. A lower
 * limits.maxNestingDepth lowers it.
 */
const MAX_TREE_DEPTH = 512

/** Elements that belong in `<head>`; any other element or visible text there starts the body. */
const HEAD_CONTENT_TAGS: ReadonlySet<string> = new Set([
  'base',
  'basefont',
  'bgsound',
  'link',
  'meta',
  'noscript',
  'script',
  'style',
  'template',
  'title',
])

/**
 * The elements of an HTML string: the part of `partitionHtml` after decoding, shared with the
 * formats that are converted to HTML first (e-mail, EPUB, Markdown, RTF). Blank input gives no elements. `warn` hears
 * of nesting flattened beyond 512 levels.
 */
export function elementsFromHtmlText(
  html: string,
  options: Pick<ResolvedOptions, 'extractImageBlockTypes' | 'limits'>,
  warn?: (warning: PartitionWarning) => void,
): Element[] {
  if (pyStrip(html) === '') return []
  const maxDepth = Math.min(MAX_TREE_DEPTH, documentLimits(options.limits).maxNestingDepth)
  const root = contentRoot(parseHtmlTree(html, warn, maxDepth))
  return elementsFromHtmlTree(root, { keepImagePayload: options.extractImageBlockTypes.includes('Image') })
}

/**
 * Parse HTML into a plain tree rooted at a `#document` node. Tags and attribute names are lower case,
 * entities are decoded, CR LF and CR become LF (as HTML parsers do), comments and doctypes are
 * dropped and the stripped tags are left out with their content. Never throws on malformed HTML.
 */
export function parseHtmlTree(html: string, warn?: (warning: PartitionWarning) => void, maxDepth = MAX_TREE_DEPTH): HtmlElementNode {
  const document: HtmlElementNode = { tag: DOCUMENT_TAG, attrs: {}, children: [], parent: undefined }
  // Open elements, innermost last, mirroring htmlparser2's stack; `undefined` for a skipped element.
  const open: { tag: string; node: HtmlElementNode | undefined }[] = []
  let skipping = 0 // open stripped elements: while > 0 nothing is kept
  let kept = 0 // open elements that are in the tree
  let body: HtmlElementNode | undefined
  let bodyClosed = false
  let flattened = false // whether nesting beyond maxDepth was met (warned once)

  /** Where a new child goes: `tag` for an element, `undefined` for text. */
  const parentForNew = (tag: string | undefined, text = ''): HtmlElementNode => {
    let parent = document
    // the innermost kept element, but never deeper than maxDepth
    const depth = Math.min(kept, maxDepth)
    if (depth > 0) parent = keptAt(depth - 1)
    // body content in an unclosed <head> belongs after it (browsers and lxml close the head there)
    if (parent.tag === 'head' && (tag === undefined ? pyStrip(text) !== '' : !HEAD_CONTENT_TAGS.has(tag))) {
      parent = parent.parent ?? document
    }
    // after </body> (or </html>), content still goes to the body, as browsers and lxml do
    if (bodyClosed && body !== undefined && (parent === document || parent.tag === 'html')) return body
    return parent
  }
  const keptAt = (index: number): HtmlElementNode => {
    // open[] holds only kept elements while nothing is skipped (skipped ones are always innermost)
    return open[index]!.node!
  }

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (skipping > 0 || STRIPPED_TAGS.has(name)) {
          skipping++
          open.push({ tag: name, node: undefined })
          return
        }
        if (kept === maxDepth && !flattened) {
          flattened = true
          warn?.({
            code: 'unsupported-feature',
            message: `The HTML nests elements more than ${maxDepth} deep; the deeper ones were read as children of the element at depth ${maxDepth}, their text kept.`,
          })
        }
        const parent = parentForNew(name)
        const node: HtmlElementNode = { tag: name, attrs: attribs, children: [], parent }
        parent.children.push(node)
        open.push({ tag: name, node })
        kept++
        if (name === 'body' && body === undefined) body = node
      },
      ontext(text) {
        if (skipping > 0) return
        const parent = parentForNew(undefined, text)
        const last = parent.children.length - 1
        const previous = parent.children[last]
        // htmlparser2 reports one text run in pieces (around entities): keep it as one string
        if (previous !== undefined && !isHtmlElement(previous)) parent.children[last] = previous + text
        else parent.children.push(text)
      },
      onclosetag(name) {
        // htmlparser2 closes innermost first, one call per element; search only as a safety net
        let index = open.length - 1
        while (index >= 0 && open[index]!.tag !== name) index--
        if (index < 0) return
        while (open.length > index) {
          const frame = open.pop()!
          if (frame.node === undefined) skipping--
          else {
            kept--
            if (frame.node === body) bodyClosed = true
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: false },
  )
  // htmlparser2's own stack shifts every open element on each open and close (see html-parser-stack)
  const internals = parser as unknown as { stack?: unknown }
  if (Array.isArray(internals.stack) && internals.stack.length === 0) internals.stack = parserStack()
  parser.end(html.replace(/\r\n?/g, '\n'))
  return document
}

/** Upstream `_main`: the first `<main>`, else the first `<body>`, else the whole document. */
function contentRoot(document: HtmlElementNode): HtmlElementNode {
  return firstElementByTag(document, 'main') ?? firstElementByTag(document, 'body') ?? document
}

function firstElementByTag(root: HtmlElementNode, tag: string): HtmlElementNode | undefined {
  const stack: HtmlElementNode[] = [root]
  while (stack.length > 0) {
    const node = stack.pop()!
    if (node !== root && node.tag === tag) return node
    for (let i = node.children.length - 1; i >= 0; i--) {
      const child = node.children[i]!
      if (isHtmlElement(child)) stack.push(child)
    }
  }
  return undefined
}
