/**
 * @module pdf/reader/text-layer-reader
 * docparts's own reader of a PDF's text layer, for the fast strategy (and, with `graphics`, for the other
 * strategies' born-digital pages): the page tree (inherited /Resources, /MediaBox, /CropBox, /Rotate, read
 * as pdfjs reads them), each page's content as positioned glyphs (read-page-text, through the same text
 * interpreter the pdfjs path uses), and URI link annotations. It reads what born-digital documents mostly contain and raises UnsupportedPdfError for the
 * rest, so the caller can ask pdfjs for that page or document instead.
 */
import { pageGeometry, transformBox } from '../matrix.js'
import { pageContent } from '../page-content.js'
import type { Matrix } from '../matrix.js'
import type { PdfLink, PdfPageContent } from '../pdfjs.js'
import type { Figure } from '../text-interpreter.js'
import { GraphicsRecorder } from './graphics-recorder.js'
import { annotationAppearances } from './annotation-appearances.js'
import { readAppearanceText, readPageText } from './read-page-text.js'
import type { FontCache } from './read-page-text.js'
import { PdfFile } from './pdf-file.js'
import type { PdfFileOptions } from './pdf-file.js'
import { latin1 } from './pdf-lexer.js'
import { PdfSyntaxError, UnsupportedPdfError, isDict } from './pdf-objects.js'
import type { PdfDict, PdfObject } from './pdf-objects.js'

/** pdfjs's default page size when a page has no usable /MediaBox (US Letter). */
const LETTER: readonly [number, number, number, number] = [0, 0, 612, 792]

export interface TextLayerDocument {
  numPages: number
  readPage(pageIndex: number): PdfPageContent
  /**
   * The text of the page's annotation appearances (filled-in form fields, signatures, free-text notes) as
   * figures in page space; not part of `readPage`, which reads what pdfminer and pdfjs's text layer read.
   */
  readAnnotationFigures(pageIndex: number): Figure[]
}

export interface TextLayerOptions {
  /** Also record what each page draws besides text (images, invisible text, vector paths) as `drawings` and `paths`. */
  graphics?: boolean
  /** The password of an encrypted file (user, then owner); absent, the empty user password. */
  password?: string
  /** Decoding budgets (./pdf-file.ts). */
  limits?: PdfFileOptions['limits']
}

/**
 * Opens a document; throws UnsupportedPdfError when pdfjs should read it instead, PdfPasswordError when it
 * is encrypted and the password is missing or wrong.
 */
export function openTextLayer(bytes: Uint8Array, options: TextLayerOptions = {}): TextLayerDocument {
  let first: PdfFile | undefined
  try {
    first = new PdfFile(bytes, { password: options.password, limits: options.limits })
    return openFile(first, options)
  } catch (error) {
    // a broken cross-reference table or page tree: the objects found by scanning the file, as pdfjs repairs it
    if (!(error instanceof UnsupportedPdfError || error instanceof PdfSyntaxError)) throw error
    try {
      return openFile(new PdfFile(bytes, { password: options.password, limits: options.limits, repair: true, reuse: first }), options)
    } catch (repairError) {
      if (repairError instanceof UnsupportedPdfError || repairError instanceof PdfSyntaxError) throw error
      throw repairError
    }
  }
}

function openFile(file: PdfFile, options: TextLayerOptions): TextLayerDocument {
  const root = file.resolve(file.trailer.get('Root'))
  if (!isDict(root)) throw new UnsupportedPdfError('The document has no catalog.')
  const pagesRoot = file.resolve(root.get('Pages'))
  if (!isDict(pagesRoot)) throw new UnsupportedPdfError('The document has no page tree.')
  const pages = collectPages(file, pagesRoot)
  const count = file.resolve(pagesRoot.get('Count'))
  if (pages.length === 0 || count !== pages.length) throw new UnsupportedPdfError('The page tree is inconsistent; pdfjs repairs it.')
  const fonts: FontCache = new Map()
  const sizing: PageSizing = { glyphs: 0 }
  return {
    numPages: pages.length,
    readPage(pageIndex: number): PdfPageContent {
      const page = pages[pageIndex - 1]
      if (page === undefined) throw new RangeError(`No page ${pageIndex}.`)
      return readPage(file, page, pageIndex, fonts, options.graphics === true, sizing)
    },
    readAnnotationFigures(pageIndex: number): Figure[] {
      const page = pages[pageIndex - 1]
      if (page === undefined) throw new RangeError(`No page ${pageIndex}.`)
      const appearances = annotationAppearances(file, page)
      if (appearances.length === 0) return []
      const { ctm } = pageGeometry(pageView(file, page), pageRotation(file, page))
      const resources = inherited(file, page, 'Resources')
      return readAppearanceText(file, appearances, isDict(resources) ? resources : null, fonts, ctm)
    },
  }
}

/** The leaves of the page tree in order (each kid visited once: a loop makes the tree inconsistent). */
function collectPages(file: PdfFile, rootNode: PdfDict): PdfDict[] {
  const pages: PdfDict[] = []
  const seen = new Set<PdfDict>()
  const visit = (node: PdfDict, depth: number): void => {
    if (seen.has(node) || depth > 64) throw new UnsupportedPdfError('The page tree has a loop.')
    seen.add(node)
    const kids = file.resolve(node.get('Kids'))
    const type = file.resolve(node.get('Type'))
    if (Array.isArray(kids) && type !== 'Page') {
      for (const kid of kids) {
        const k = file.resolve(kid)
        if (!isDict(k)) throw new UnsupportedPdfError('A page tree node is not a dictionary.')
        visit(k, depth + 1)
      }
      return
    }
    if (type !== 'Page' && type !== null) throw new UnsupportedPdfError('A page tree leaf is not a page.')
    pages.push(node)
  }
  visit(rootNode, 0)
  return pages
}

/** pdfjs `_getInheritableProperty`: the first value found walking up /Parent. */
function inherited(file: PdfFile, page: PdfDict, key: string): PdfObject {
  let node: PdfDict | null = page
  for (let depth = 0; node !== null && depth < 100; depth++) {
    const v = file.resolve(node.get(key))
    if (v !== null) return v
    const parent = file.resolve(node.get('Parent'))
    node = isDict(parent) ? parent : null
  }
  return null
}

/** pdfjs `_getBoundingBox`: a normalised 4-number box with positive area, else null. */
function boundingBox(file: PdfFile, page: PdfDict, key: string): [number, number, number, number] | null {
  const n = file.numbers(inherited(file, page, key), 4)
  if (n === null) return null
  const [a, b, c, d] = n
  const box: [number, number, number, number] = [Math.min(a!, c!), Math.min(b!, d!), Math.max(a!, c!), Math.max(b!, d!)]
  return box[2] - box[0] > 0 && box[3] - box[1] > 0 ? box : null
}

/** pdfjs `Page.view`: the crop box clipped to the media box when both are valid and overlap. */
function pageView(file: PdfFile, page: PdfDict): readonly [number, number, number, number] {
  const media = boundingBox(file, page, 'MediaBox') ?? LETTER
  const crop = boundingBox(file, page, 'CropBox')
  if (crop !== null && !crop.every((v, i) => v === media[i])) {
    const box: [number, number, number, number] = [
      Math.max(crop[0], media[0]),
      Math.max(crop[1], media[1]),
      Math.min(crop[2], media[2]),
      Math.min(crop[3], media[3]),
    ]
    if (box[2] - box[0] > 0 && box[3] - box[1] > 0) return box
  }
  return media
}

/** pdfjs `Page.rotate`. */
function pageRotation(file: PdfFile, page: PdfDict): number {
  let rotate = inherited(file, page, 'Rotate')
  if (typeof rotate !== 'number' || !Number.isInteger(rotate)) rotate = 0
  if (rotate % 90 !== 0) return 0
  if (rotate >= 360) return rotate % 360
  if (rotate < 0) return ((rotate % 360) + 360) % 360
  return rotate
}

/** What the pages of a document read so far say about the next one: the glyphs of the last page read. */
interface PageSizing {
  glyphs: number
}

/**
 * The glyph columns of a page are sized for the last page's glyphs and an eighth more: pages of a document are
 * alike, and growing the columns from nothing took three buffers a page (64, 1,024, 2,048 glyphs) on the 400-page manual.
 */
function expectedGlyphs(sizing: PageSizing): number {
  return sizing.glyphs + (sizing.glyphs >> 3)
}

function readPage(file: PdfFile, page: PdfDict, pageIndex: number, fonts: FontCache, withGraphics: boolean, sizing: PageSizing): PdfPageContent {
  const view = pageView(file, page)
  const rotation = pageRotation(file, page)
  const { ctm, width, height } = pageGeometry(view, rotation)
  const resources = inherited(file, page, 'Resources')
  const graphics = withGraphics ? new GraphicsRecorder(ctm) : undefined
  const contents = page.get('Contents') ?? null
  const text = readPageText(file, contents, isDict(resources) ? resources : null, fonts, ctm, graphics, expectedGlyphs(sizing))
  sizing.glyphs = text.glyphs.length
  return pageContent({ pageIndex, width, height, rotation }, text, pageLinks(file, page, ctm), graphics?.result())
}

/** URI link annotations (pdfjs: viewable Link annotations whose action is a URI; unsafeUrl = the raw bytes). */
function pageLinks(file: PdfFile, page: PdfDict, ctm: Matrix): PdfLink[] {
  const annots = file.resolve(page.get('Annots'))
  if (!Array.isArray(annots)) return []
  const links: PdfLink[] = []
  for (const item of annots) {
    const a = file.resolve(item)
    if (!isDict(a) || file.resolve(a.get('Subtype')) !== 'Link') continue
    const flags = file.resolve(a.get('F'))
    if (typeof flags === 'number' && flags !== 0 && (flags & (2 | 32)) !== 0) continue // Hidden, NoView
    // /QuadPoints do not change the box: pdfjs keeps /Rect as the link's rectangle and so does this reader
    let action = file.resolve(a.get('A'))
    if (!isDict(action)) {
      if (a.has('Dest')) continue
      const aa = file.resolve(a.get('AA'))
      if (!isDict(aa)) continue
      action = file.resolve(aa.get('D') ?? aa.get('U'))
      if (!isDict(action)) continue
    }
    const s = file.resolve(action.get('S'))
    if (s !== 'URI') {
      if (s === 'GoTo' || s === 'Named' || s === 'GoToE' || s === 'ResetForm' || s === 'SetOCGState' || s === 'Hide' || s === 'SubmitForm') continue
      throw new UnsupportedPdfError(`Link actions of type ${String(s)} are read by pdfjs.`)
    }
    const uri = file.resolve(action.get('URI'))
    const url = typeof uri === 'string' ? `/${uri}` : uri instanceof Uint8Array ? latin1(uri) : null
    if (url === null) continue
    const r = file.numbers(a.get('Rect'), 4)
    if (r === null) continue
    const [r0, r1, r2, r3] = r
    // normalised first, as pdfjs's annotation rect is
    const box = transformBox(ctm, Math.min(r0!, r2!), Math.min(r1!, r3!), Math.max(r0!, r2!), Math.max(r1!, r3!))
    links.push({ url, x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1 })
  }
  return links
}
