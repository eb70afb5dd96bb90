/**
 * @module formats/slides/pptx-shapes
 * The shapes of a slide in reading order, as upstream's `_PptxPartitioner._order_shapes` sees them
 * through python-pptx: group shapes are replaced by their members (recursively), then every shape
 * is sorted by (top, left), a missing position counting as 0. A placeholder without its own
 * position takes it from the layout placeholder with the same `idx`, and that one from the master
 * placeholder of the matching type, as python-pptx inherits it. Group members keep their offsets in
 * the group's own coordinate space, as python-pptx reports them.
 */
import { attribute, childElements, firstChild } from '../xml/xml-query.js'
import type { XmlElement } from '../xml/xml-tree.js'
import type { PptxSlide } from './pptx-package.js'

/** One shape of a slide. */
export interface PptxShape {
  /** `text`: a `p:sp` (it may hold a text body); `table`: a graphic frame holding `a:tbl`; `other`: pictures, connectors, charts. */
  kind: 'text' | 'table' | 'other'
  element: XmlElement
  /** Offsets in EMU, own or inherited; undefined when neither the shape nor its bases give one. */
  top?: number
  left?: number
  /** The slide's title shape: the first top-level placeholder with idx 0 (python-pptx `shapes.title`). */
  isTitle: boolean
}

const SHAPE_ELEMENTS: ReadonlySet<string> = new Set(['p:sp', 'p:grpSp', 'p:graphicFrame', 'p:cxnSp', 'p:pic', 'p:contentPart'])

// python-pptx LayoutPlaceholder._base_placeholder: layout placeholder type → master placeholder type
const MASTER_TYPE_OF: Readonly<Record<string, string>> = {
  body: 'body',
  chart: 'body',
  clipArt: 'body',
  ctrTitle: 'title',
  dgm: 'body',
  dt: 'dt',
  ftr: 'ftr',
  media: 'body',
  obj: 'body',
  pic: 'body',
  sldNum: 'sldNum',
  subTitle: 'body',
  tbl: 'body',
  title: 'title',
}

interface Placeholder {
  type: string
  idx: number
}

/** The slide's shapes, groups flattened, sorted by (top, left). */
export function orderedShapes(slide: PptxSlide): PptxShape[] {
  const tree = firstChild(slide.slide, 'p:cSld', 'p:spTree')
  if (tree === undefined) return []
  const layoutPlaceholders = placeholdersOf(slide.layout)
  const masterPlaceholders = placeholdersOf(slide.master)
  const titleElement = childElements(tree).find((child) => SHAPE_ELEMENTS.has(child.name) && placeholderOf(child)?.idx === 0)

  const shapes: PptxShape[] = []
  const visit = (container: XmlElement): void => {
    for (const child of childElements(container)) {
      if (!SHAPE_ELEMENTS.has(child.name)) continue
      if (child.name === 'p:grpSp') {
        visit(child)
        continue
      }
      let offset = offsetOf(child)
      const placeholder = placeholderOf(child)
      if (offset === undefined && placeholder !== undefined) {
        const layoutMatch = layoutPlaceholders.find((candidate) => candidate.placeholder.idx === placeholder.idx)
        offset = layoutMatch === undefined ? undefined : offsetOf(layoutMatch.element)
        if (offset === undefined && layoutMatch !== undefined) {
          const masterType = MASTER_TYPE_OF[layoutMatch.placeholder.type] ?? 'body'
          const masterMatch = masterPlaceholders.find((candidate) => candidate.placeholder.type === masterType)
          offset = masterMatch === undefined ? undefined : offsetOf(masterMatch.element)
        }
      }
      shapes.push({
        kind: child.name === 'p:sp' ? 'text' : child.name === 'p:graphicFrame' && tableOf(child) !== undefined ? 'table' : 'other',
        element: child,
        ...(offset === undefined ? {} : { top: offset.y, left: offset.x }),
        isTitle: child === titleElement,
      })
    }
  }
  visit(tree)
  // Array.prototype.sort is stable, like Python's sorted()
  return shapes.sort((a, b) => (a.top ?? 0) - (b.top ?? 0) || (a.left ?? 0) - (b.left ?? 0))
}

/** The `a:tbl` of a graphic frame, if it holds a table. */
export function tableOf(frame: XmlElement): XmlElement | undefined {
  return firstChild(frame, 'a:graphic', 'a:graphicData', 'a:tbl')
}

function placeholdersOf(root: XmlElement | undefined): { element: XmlElement; placeholder: Placeholder }[] {
  const tree = firstChild(root, 'p:cSld', 'p:spTree')
  if (tree === undefined) return []
  const out: { element: XmlElement; placeholder: Placeholder }[] = []
  for (const child of childElements(tree)) {
    const placeholder = SHAPE_ELEMENTS.has(child.name) ? placeholderOf(child) : undefined
    if (placeholder !== undefined) out.push({ element: child, placeholder })
  }
  return out
}

/** `p:nvXxPr/p:nvPr/p:ph`: type (default `obj`) and idx (default 0), as python-pptx reads them. */
function placeholderOf(shape: XmlElement): Placeholder | undefined {
  const nonVisual = childElements(shape).find((child) => child.name.startsWith('p:nv'))
  const ph = firstChild(nonVisual, 'p:nvPr', 'p:ph')
  if (ph === undefined) return undefined
  const idx = Number.parseInt(attribute(ph, 'idx') ?? '0', 10)
  return { type: attribute(ph, 'type') ?? 'obj', idx: Number.isNaN(idx) ? 0 : idx }
}

/** The shape's own `a:off`, in EMU. */
function offsetOf(shape: XmlElement): { x: number; y: number } | undefined {
  const transform =
    shape.name === 'p:graphicFrame'
      ? firstChild(shape, 'p:xfrm')
      : shape.name === 'p:grpSp'
        ? firstChild(shape, 'p:grpSpPr', 'a:xfrm')
        : firstChild(shape, 'p:spPr', 'a:xfrm')
  const off = firstChild(transform, 'a:off')
  if (off === undefined) return undefined
  const x = Number.parseInt(attribute(off, 'x') ?? '', 10)
  const y = Number.parseInt(attribute(off, 'y') ?? '', 10)
  if (Number.isNaN(x) || Number.isNaN(y)) return undefined
  return { x, y }
}
