/**
 * @module pages/figures
 * Figures of a page and what belongs to them: the regions of raster images worth calling figures, the
 * Image element of each (its text: the text drawn on it or read from it by OCR; its picture as JPEG base64
 * when `extractImageBlockTypes` names Image), and the caption beside it (→ FigureCaption).
 * Boxes here are PixelBox (top-left origin) in the units of the caller's page space.
 */
import type { Coordinates, Element } from '../elements/types.js'
import type { Rect } from '../layout/types.js'
import type { PixelBox } from '../layout/xy-cut-order.js'
import { coordinatesOf } from './pixel-coordinates.js'

/** An image smaller than this share of the page is an icon, a bullet or a rule, not a figure. */
const MIN_AREA_SHARE = 0.01
/** Nor is one thinner than this (points). */
const MIN_SIDE = 24
/** An image covering this share of the page is the page itself (a scan or a background). */
const PAGE_SIZED_SHARE = 0.85

/** Figure regions (PixelBox, points, top-left origin) from the image boxes of a page (pdfminer space). */
export function figureRegions(images: readonly Rect[], width: number, height: number): PixelBox[] {
  const pageArea = width * height
  const boxes: PixelBox[] = []
  for (const image of images) {
    const x1 = Math.max(0, image.x0)
    const x2 = Math.min(width, image.x1)
    const y1 = Math.max(0, height - image.y1)
    const y2 = Math.min(height, height - image.y0)
    const w = x2 - x1
    const h = y2 - y1
    if (w < MIN_SIDE || h < MIN_SIDE) continue
    const area = w * h
    if (area < MIN_AREA_SHARE * pageArea || area >= PAGE_SIZED_SHARE * pageArea) continue
    boxes.push({ x1, y1, x2, y2 })
  }
  return mergeOverlapping(boxes)
}

function overlaps(a: PixelBox, b: PixelBox): boolean {
  return a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2
}

function mergeOverlapping(boxes: PixelBox[]): PixelBox[] {
  const out = [...boxes]
  for (let changed = true; changed;) {
    changed = false
    outer: for (let i = 0; i < out.length; i++) {
      for (let j = i + 1; j < out.length; j++) {
        if (!overlaps(out[i]!, out[j]!)) continue
        const a = out[i]!
        const b = out[j]!
        out[i] = { x1: Math.min(a.x1, b.x1), y1: Math.min(a.y1, b.y1), x2: Math.max(a.x2, b.x2), y2: Math.max(a.y2, b.y2) }
        out.splice(j, 1)
        changed = true
        break outer
      }
    }
  }
  return out
}

/** The element's box from its coordinates, or undefined. */
export function boxOf(element: Element): PixelBox | undefined {
  const points = element.metadata.coordinates?.points
  if (points === undefined || points.length === 0) return undefined
  const xs = points.map((p) => p[0])
  const ys = points.map((p) => p[1])
  return { x1: Math.min(...xs), y1: Math.min(...ys), x2: Math.max(...xs), y2: Math.max(...ys) }
}

/** Whether the box's centre lies inside the region. */
export function centreInside(box: PixelBox, region: PixelBox): boolean {
  const cx = (box.x1 + box.x2) / 2
  const cy = (box.y1 + box.y2) / 2
  return cx >= region.x1 && cx <= region.x2 && cy >= region.y1 && cy <= region.y2
}

export function imageElement(box: PixelBox, text: string, pageNumber: number, layoutWidth: number, layoutHeight: number): Element {
  return {
    type: 'Image',
    element_id: '',
    text,
    metadata: { coordinates: coordinatesOf(box, layoutWidth, layoutHeight), page_number: pageNumber },
  }
}

/** Upstream's caption wording: "Figure 3", "Fig. 2:", "Chart 1", "Image 4", "Exhibit A", "Plate IV"… */
const CAPTION = /^(fig(ure)?|image|photo(graph)?|picture|chart|graph|diagram|plate|exhibit|illustration|map)\.?\s*([0-9]+|[IVXLC]+\b|[A-Z]\b)/i

/**
 * Marks as FigureCaption the text element nearest below (else above) each figure, when it starts like a
 * caption, overlaps the figure horizontally and lies within `gap` of it (1.5 × its own height at least).
 */
export function markCaptions(elements: Element[], figures: readonly PixelBox[]): void {
  for (const figure of figures) {
    let best: { element: Element; distance: number } | undefined
    for (const element of elements) {
      if (element.type === 'Image' || element.type === 'Table' || element.type === 'FigureCaption') continue
      const box = boxOf(element)
      if (box === undefined || box.x2 < figure.x1 || box.x1 > figure.x2) continue
      if (!CAPTION.test(element.text.trim())) continue
      const height = box.y2 - box.y1
      const below = box.y1 - figure.y2
      const above = figure.y1 - box.y2
      const distance = below >= -height / 2 ? below : above >= -height / 2 ? above + 0.5 : Number.POSITIVE_INFINITY
      const gap = Math.max(1.5 * height, (figure.y2 - figure.y1) * 0.15)
      if (distance > gap) continue
      if (best === undefined || distance < best.distance) best = { element, distance }
    }
    if (best !== undefined) best.element.type = 'FigureCaption'
  }
}

/** Whether `extractImageBlockTypes` asks for the picture of this element type (case-insensitive, as upstream capitalizes). */
export function wantsImageBlock(extractImageBlockTypes: readonly string[], type: string): boolean {
  return extractImageBlockTypes.some((t) => t.toLowerCase() === type.toLowerCase())
}
