/**
 * @module formats/html/html-block-items
 * The walk that turns an HTML tree into elements: port of upstream's v1 parser
 * (`unstructured/partition/html/parser.py`: `Flow`, `Phrasing`, `Anchor`, the accumulators).
 *
 * - Block items are paragraphs. A block (div, p, h1, li, pre, table, img, …) starts a new paragraph;
 *   phrasing (span, b, a, br, …) adds annotated text segments to the current one.
 * - A block's own text and the phrasing after it form its first paragraph, typed by the block (Title
 *   for h1–h6, ListItem for li, CodeSnippet for pre). Text after a child block (its "tail") forms a
 *   further paragraph typed from its text (`deriveElementTypeFromText`; never Title).
 * - Whitespace is normalized (Python `" ".join(s.split())`), except in `<pre>` where only one leading
 *   and one trailing line feed are removed. An empty paragraph is no element.
 * - Blocks nested inside phrasing (invalid but common) still become their own elements, in order.
 */
import { cleanBullets } from '../../elements/clean-bullets.js'
import { deriveElementTypeFromText } from '../../elements/classify-text.js'
import type { Element, ElementType } from '../../elements/types.js'
import { type Annotation, NO_ANNOTATION, addEmphasis, applyAnnotation, consolidateAnnotations, emphasisAnnotation } from './html-annotations.js'
import { imageElementFromNode } from './html-image-block.js'
import { type HtmlElementNode, type HtmlNode, isHtmlElement } from './html-node.js'
import { htmlPageNumber } from './html-page-number.js'
import { tableElementFromNode } from './html-table-block.js'
import { htmlTagRole, isPhrasingRole } from './html-tag-roles.js'
import { pyNormalizeSpaces } from '../../elements/python-strings.js'

/** How the walk treats content that depends on options. */
export interface HtmlWalkOptions {
  /** Keep `image_base64`/`image_mime_type` of data-URI images (extractImageBlockTypes has "Image"). */
  keepImagePayload: boolean
}

/**
 * The elements of the HTML tree below `root`, in document order, with `element_id: ''`. `root` is
 * walked as a plain container whatever its tag (body, main, or the whole document).
 */
export function elementsFromHtmlTree(root: HtmlElementNode, options: HtmlWalkOptions): Element[] {
  const elements: Element[] = []
  flowElements(root, options, (element) => elements.push(element))
  return elements
}

type Emit = (element: Element) => void

/** A piece of paragraph text as written (whitespace not yet normalized) and its annotation. */
interface TextSegment {
  text: string
  annotation: Annotation
}

/** Receives what phrasing content produces: text segments, and elements from blocks nested in it. */
interface PhrasingSink {
  segment(segment: TextSegment): void
  element(element: Element): void
}

/** Tags whose upstream class is exactly `Flow` or `BlockItem`: a lone one inside `<li>` is adopted. */
const ADOPTABLE_IN_LIST_ITEM: ReadonlySet<string> = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'center',
  'div',
  'footer',
  'header',
  'hgroup',
  'main',
  'section',
  'p',
])

const LIST_CONTAINER_TAGS: ReadonlySet<string> = new Set(['dl', 'ol', 'ul'])

const HEADING = /^h[1-6]$/

// ── blocks ──────────────────────────────────────────────────────────────────────────────────────

/** Upstream `Flow.iter_elements()` (and the block subclasses' overrides), dispatched on the tag. */
function blockElements(node: HtmlElementNode, options: HtmlWalkOptions, emit: Emit): void {
  switch (htmlTagRole(node.tag)) {
    case 'flow':
    case 'heading':
    case 'pre':
      flowElements(node, options, emit)
      return
    case 'list-item':
      listItemElements(node, options, emit)
      return
    case 'image': {
      const image = imageElementFromNode(node, htmlPageNumber(node), options.keepImagePayload)
      if (image !== undefined) emit(image)
      return
    }
    case 'table': {
      const table = tableElementFromNode(node, htmlPageNumber(node))
      if (table !== undefined) emit(table)
      return
    }
    default:
      // removed blocks (nav, figure, form, …) give nothing; phrasing never reaches here.
      return
  }
}

/** The element type a block gives its own first paragraph; `undefined` → typed from the text. */
function ownElementType(node: HtmlElementNode): ElementType | undefined {
  switch (htmlTagRole(node.tag)) {
    case 'heading':
      return 'Title'
    case 'list-item':
      return 'ListItem'
    case 'pre':
      return 'CodeSnippet'
    default:
      return undefined
  }
}

/**
 * Paragraphs of a block: its text and phrasing up to the first child block form one paragraph (typed
 * `firstType`), each child block gives its own elements, and each run of text and phrasing after a
 * child block forms a paragraph typed from its text.
 *
 * @param owner the block whose accumulator is used (category_depth, page_number, `<pre>` whitespace)
 * @param content the node whose children are walked (the owner itself, or the block `<li>` adopts)
 * @param pageNumber page number for the owner's paragraphs (default: from the owner)
 */
function flowElements(
  owner: HtmlElementNode,
  options: HtmlWalkOptions,
  emit: Emit,
  content: HtmlElementNode = owner,
  firstType: ElementType | undefined = ownElementType(owner),
  pageNumber: () => number | undefined = memoize(() => htmlPageNumber(owner)),
): void {
  const accumulator = paragraphAccumulator(owner, pageNumber)
  let type = firstType
  const sink: PhrasingSink = {
    segment: (segment) => accumulator.add(segment),
    element: (element) => {
      accumulator.flush(type, emit)
      emit(element)
    },
  }
  for (const child of content.children) {
    if (!isHtmlElement(child)) {
      accumulator.add({ text: child, annotation: NO_ANNOTATION })
    } else if (isPhrasingRole(htmlTagRole(child.tag))) {
      phrasingPieces(child, '', options, sink)
    } else {
      accumulator.flush(type, emit)
      blockElements(child, options, emit)
      type = undefined // text after a child block is a "tail": typed from its text
    }
  }
  accumulator.flush(type, emit)
}

/**
 * Upstream `ListItemBlock.iter_elements()`: a `<li>` whose only content is one plain text block
 * (`<li><p>…</p></li>`, as Markdown loose lists produce) gives one ListItem from that block.
 */
function listItemElements(li: HtmlElementNode, options: HtmlWalkOptions, emit: Emit): void {
  const adopted = adoptableChild(li)
  if (adopted !== undefined) {
    flowElements(
      li,
      options,
      emit,
      adopted,
      'ListItem',
      memoize(() => htmlPageNumber(adopted)),
    )
    return
  }
  flowElements(li, options, emit)
}

function adoptableChild(li: HtmlElementNode): HtmlElementNode | undefined {
  let only: HtmlElementNode | undefined
  for (const child of li.children) {
    if (isHtmlElement(child)) {
      if (only !== undefined) return undefined
      only = child
    } else if (pyNormalizeSpaces(child) !== '') {
      return undefined // text before or after the child
    }
  }
  if (only === undefined || !ADOPTABLE_IN_LIST_ITEM.has(only.tag)) return undefined
  return hasOnlyPhrasingDescendants(only) ? only : undefined
}

function hasOnlyPhrasingDescendants(node: HtmlElementNode): boolean {
  const stack: HtmlNode[] = [...node.children]
  while (stack.length > 0) {
    const current = stack.pop()!
    if (!isHtmlElement(current)) continue
    if (!isPhrasingRole(htmlTagRole(current.tag))) return false
    for (const child of current.children) stack.push(child) // not push(...): 100,000s of children overflow the stack
  }
  return true
}

// ── phrasing ────────────────────────────────────────────────────────────────────────────────────

/**
 * Upstream `Phrasing.iter_text_segments()` for one phrasing element, without its tail (the parent
 * sends the text after it). `enclosing` is the emphasis around the element ("", "b", "i", "bi").
 */
function phrasingPieces(node: HtmlElementNode, enclosing: string, options: HtmlWalkOptions, sink: PhrasingSink): void {
  switch (htmlTagRole(node.tag)) {
    case 'line-break':
      // keeps `abc<br/>def` from becoming "abcdef"; in <pre> it is a real line feed
      sink.segment({ text: '\n', annotation: NO_ANNOTATION })
      return
    case 'removed-phrasing':
    case 'default':
      return // content skipped, tail kept
    case 'anchor':
      anchorPieces(node, enclosing, options, sink)
      return
    case 'bold':
      childPieces(node, addEmphasis(enclosing, 'b'), options, sink)
      return
    case 'italic':
      childPieces(node, addEmphasis(enclosing, 'i'), options, sink)
      return
    default:
      childPieces(node, enclosing, options, sink)
  }
}

/** The text and children of a phrasing element, all under `emphasis`. */
function childPieces(node: HtmlElementNode, emphasis: string, options: HtmlWalkOptions, sink: PhrasingSink): void {
  for (const child of node.children) {
    if (!isHtmlElement(child)) {
      sink.segment({ text: child, annotation: emphasisAnnotation(child, emphasis) })
    } else if (isPhrasingRole(htmlTagRole(child.tag))) {
      phrasingPieces(child, emphasis, options, sink)
    } else {
      blockElements(child, options, sink.element)
    }
  }
}

type AnchorPiece = { phrase: TextSegment[] } | { element: Element }

/**
 * Upstream `Anchor.iter_text_segments()`: the anchor's content, with the link annotation on its first
 * non-blank phrase (consolidated into one segment) or on its first element, whichever comes first.
 * Nothing is annotated when `href` is missing or empty.
 */
function anchorPieces(anchor: HtmlElementNode, enclosing: string, options: HtmlWalkOptions, sink: PhrasingSink): void {
  const pieces: AnchorPiece[] = []
  let phrase: TextSegment[] = []
  const endPhrase = (): void => {
    if (phrase.length > 0) pieces.push({ phrase })
    phrase = []
  }
  childPieces(anchor, enclosing, options, {
    segment: (segment) => phrase.push(segment),
    element: (element) => {
      endPhrase()
      pieces.push({ element })
    },
  })
  endPhrase()

  const href = anchor.attrs['href'] ?? ''
  let linked = false
  for (const piece of pieces) {
    if ('element' in piece) {
      if (!linked) {
        linkElement(piece.element, href)
        linked = true
      }
      sink.element(piece.element)
      continue
    }
    if (!linked) {
      const text = piece.phrase.map((segment) => segment.text).join('')
      const linkText = pyNormalizeSpaces(text)
      if (linkText !== '' && href !== '') {
        linked = true
        const annotation = consolidateAnnotations([
          { link_texts: [linkText], link_urls: [href] },
          ...piece.phrase.map((segment) => segment.annotation),
        ])
        sink.segment({ text, annotation })
        continue
      }
    }
    for (const segment of piece.phrase) sink.segment(segment)
  }
}

/** Upstream `Anchor._link_annotate_element()`: append the link to an element the anchor contains. */
function linkElement(element: Element, href: string): void {
  if (element.text === '' || href === '') return
  element.metadata.link_texts = [...(element.metadata.link_texts ?? []), element.text]
  element.metadata.link_urls = [...(element.metadata.link_urls ?? []), href]
}

// ── paragraphs ──────────────────────────────────────────────────────────────────────────────────

/** Collects one paragraph's segments; `flush` emits them as zero or one element and starts over. */
interface ParagraphAccumulator {
  add(segment: TextSegment): void
  flush(type: ElementType | undefined, emit: Emit): void
}

/**
 * Upstream `_ElementAccumulator` / `_PreElementAccumulator` for the block `owner`: its tag decides the
 * whitespace rule (`<pre>`) and category_depth; `pageNumber` gives the page of its paragraphs.
 */
function paragraphAccumulator(owner: HtmlElementNode, pageNumber: () => number | undefined): ParagraphAccumulator {
  const preformatted = htmlTagRole(owner.tag) === 'pre'
  let segments: TextSegment[] = []
  return {
    add: (segment) => {
      segments.push(segment)
    },
    flush: (type, emit) => {
      if (segments.length === 0) return
      const paragraph = segments
      segments = []
      const element = elementFromParagraph(paragraph, type, owner, preformatted)
      if (element === undefined) return
      const page = pageNumber()
      if (page !== undefined) element.metadata.page_number = page
      emit(element)
    },
  }
}

/** Upstream `_ElementAccumulator.flush`: the element for one paragraph, or none when it is blank. */
function elementFromParagraph(
  paragraph: readonly TextSegment[],
  type: ElementType | undefined,
  owner: HtmlElementNode,
  preformatted: boolean,
): Element | undefined {
  const joined = paragraph.map((segment) => segment.text).join('')
  let text = preformatted ? trimOneLineFeed(joined) : pyNormalizeSpaces(joined)
  if (text === '') return undefined

  let elementType = type
  if (elementType === undefined) {
    const derived = deriveElementTypeFromText(text)
    if (derived === null) return undefined // e.g. a single character
    elementType = derived
    if (elementType === 'ListItem') {
      text = cleanBullets(text)
      if (text === '') return undefined
    }
  }

  const element: Element = { type: elementType, element_id: '', text, metadata: {} }
  applyAnnotation(element.metadata, consolidateAnnotations(paragraph.map((segment) => segment.annotation)))
  const depth = categoryDepth(elementType, owner)
  if (depth !== undefined) element.metadata.category_depth = depth
  return element
}

/** `<pre>` text: one leading and one trailing line feed removed, all other whitespace kept. */
function trimOneLineFeed(text: string): string {
  const start = text.startsWith('\n') ? 1 : 0
  const end = text.endsWith('\n') ? -1 : text.length
  return text.slice(start, end)
}

/**
 * Upstream `_category_depth`: a ListItem from `<li>`/`<dd>` is as deep as its `dl`/`ol`/`ul`
 * ancestors (a ListItem from a bulleted `<p>` is 0); a Title from `<hN>` is N−1; others have none.
 */
function categoryDepth(type: ElementType, owner: HtmlElementNode): number | undefined {
  if (type === 'ListItem') {
    if (owner.tag !== 'li' && owner.tag !== 'dd') return 0
    let depth = 0
    for (let node = owner.parent; node !== undefined; node = node.parent) if (LIST_CONTAINER_TAGS.has(node.tag)) depth++
    return depth
  }
  if (type === 'Title') return HEADING.test(owner.tag) ? Number(owner.tag[1]) - 1 : 0
  return undefined
}

function memoize<T>(compute: () => T): () => T {
  let done = false
  let value: T
  return () => {
    if (!done) {
      value = compute()
      done = true
    }
    return value
  }
}
