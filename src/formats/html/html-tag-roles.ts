/**
 * @module formats/html/html-tag-roles
 * What each HTML tag means to the partitioner: the element classes upstream registers with lxml in
 * `unstructured/partition/html/parser.py` (v1 parser), as data. Block roles start a new paragraph;
 * phrasing roles add text to the current one. A tag without an entry gets the `default` role: treated
 * as phrasing whose own content is skipped (only the text after it is kept), like upstream's
 * `DefaultElement` — so `<font>`, `<nobr>` or `<ix:nonnumeric>` contribute nothing but their tail.
 */

export type HtmlTagRole =
  /** Container of blocks and phrasing (`Flow`, `BlockItem`, `ListBlock`): its text becomes derived elements. */
  | 'flow'
  /** `h1`–`h6`: Title, category_depth 0–5. */
  | 'heading'
  /** `li`: ListItem. */
  | 'list-item'
  /** `pre`: CodeSnippet with its whitespace kept. */
  | 'pre'
  /** `img`: Image. */
  | 'image'
  /** `table`: Table with text_as_html. */
  | 'table'
  /** Block whose whole content is ignored (nav, figure, form, …); its tail is kept. */
  | 'removed-block'
  /** `a`: link annotation. */
  | 'anchor'
  /** `b`, `strong`: emphasis "b". */
  | 'bold'
  /** `i`, `em`: emphasis "i". */
  | 'italic'
  /** Transparent inline element: its text joins the paragraph. */
  | 'phrasing'
  /** `br`: a line feed inside the paragraph. */
  | 'line-break'
  /** `button`, `label`: inline, content skipped, tail kept. */
  | 'removed-phrasing'
  /** Unknown tag: inline, content skipped, tail kept. */
  | 'default'

const ROLE_OF_TAG: ReadonlyMap<string, HtmlTagRole> = new Map<string, HtmlTagRole>([
  // -- flow / containers --
  ...(['address', 'article', 'aside', 'blockquote', 'body', 'center', 'div', 'footer', 'header', 'hgroup', 'main', 'section'] as const).map(
    (tag) => [tag, 'flow'] as const,
  ),
  // `html` is never walked upstream (the walk starts at body, which lxml always creates); it is a
  // container here so a document without <body> can be walked from its root.
  ['html', 'flow'],
  ['p', 'flow'],
  ['ol', 'flow'],
  ['ul', 'flow'],
  // -- block items --
  ...(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((tag) => [tag, 'heading'] as const),
  ['pre', 'pre'],
  ['li', 'list-item'],
  ['img', 'image'],
  ['table', 'table'],
  // -- annotated phrasing --
  ['a', 'anchor'],
  ['b', 'bold'],
  ['strong', 'bold'],
  ['em', 'italic'],
  ['i', 'italic'],
  ['br', 'line-break'],
  // -- transparent phrasing --
  ...(
    [
      'abbr',
      'bdi',
      'bdo',
      'big',
      'cite',
      'code',
      'data',
      'dfn',
      'kbd',
      'mark',
      'meter',
      'q',
      's',
      'samp',
      'small',
      'span',
      'strike',
      'sub',
      'sup',
      'time',
      'tt',
      'u',
      'var',
      'wbr',
    ] as const
  ).map((tag) => [tag, 'phrasing'] as const),
  // -- removed phrasing --
  ['button', 'removed-phrasing'],
  ['label', 'removed-phrasing'],
  // -- removed blocks (boilerplate, definition lists, forms) --
  ...(['details', 'dl', 'dd', 'dt', 'figure', 'hr', 'nav', 'template', 'form', 'input', 'summary'] as const).map(
    (tag) => [tag, 'removed-block'] as const,
  ),
])

/** The role of `tag` (lower case); `default` when upstream registers no class for it. */
export function htmlTagRole(tag: string): HtmlTagRole {
  return ROLE_OF_TAG.get(tag) ?? 'default'
}

/** Roles that a parent treats as inline content rather than as a paragraph boundary. */
export function isPhrasingRole(role: HtmlTagRole): boolean {
  return (
    role === 'anchor' ||
    role === 'bold' ||
    role === 'italic' ||
    role === 'phrasing' ||
    role === 'line-break' ||
    role === 'removed-phrasing' ||
    role === 'default'
  )
}

/**
 * Tags removed with their whole content before the walk (upstream `etree.strip_elements(root, [...],
 * with_tail=False)`): the text after them stays.
 */
export const STRIPPED_TAGS: ReadonlySet<string> = new Set(['del', 'link', 'meta', 'noscript', 'script', 'style'])
