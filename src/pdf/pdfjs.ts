/**
 * @module pdf/pdfjs
 * The ONLY importer of pdfjs-dist's API (its worker half comes through pdf/pdfjs-worker-loader; legacy
 * build, loaded lazily with `await import()` so partitioning other
 * formats never loads it). Opens a document and reads, page by page, the text layer as positioned glyphs
 * (from pdfjs's operator list, interpreted like pdfminer by `interpret-text.ts`: per-glyph boxes come from
 * the font's own advance widths, not from proportional splitting of text runs), URI link annotations, page
 * size and rotation. Nothing is fetched from the network.
 *
 * Assets (standard font data, CMaps, WASM decoders) come from `assets` (assets/asset-locations: the option's
 * folder, else the platform's default — the installed pdfjs-dist in Node, `docparts-assets/` beside the page
 * in a browser), checked once before pdf.js first reads them. The canvas pages are rendered on is the
 * platform's (`#platform/render-canvas`: @napi-rs/canvas in Node, OffscreenCanvas in browsers and workers).
 *
 * Errors: a user password → DocumentError "File is encrypted. Please decrypt it with password."
 * (owner-password-only files open normally); structure errors → DocumentError "File does not appear to be
 * a valid PDF. Error: …" with upstream's (pypdf's) wording where the case is recognisable.
 */
import { DocumentError } from '../errors.js'
import { InThreadPort } from './in-thread-port.js'
import { interpretText } from './interpret-text.js'
import type { OperatorList } from './interpret-text.js'
import type { FontMetrics } from './text-interpreter.js'
import { pageGeometry, transformBox } from './matrix.js'
import { pageContent } from './page-content.js'
import type { PdfLink, PdfPageContent } from './page-content-types.js'
import type { Matrix } from './matrix.js'
import { scanPageDrawings } from './strategies/page-drawings.js'
import { scanPagePaths } from './page-paths.js'
import { createRenderCanvas, pdfjsCanvasFactory, pdfjsPlatformOptions } from '#platform/render-canvas'
import type { RenderCanvas } from './white-render-canvas.js'
import { assetLocations, checkPdfAssets } from '#platform/asset-locations'
import type { AssetLocations } from '../assets/asset-locations.js'
import { textCullingFilter } from './text-culling-filter.js'

export type { PdfLink, PdfPageContent } from './page-content-types.js'

/** A rectangle of whole pixels of a page render, top-left origin. */
export interface PixelArea {
  left: number
  top: number
  width: number
  height: number
}

/**
 * A page rendered to pixels (pdf/canvas): row-major RGBA, `width` × `height` pixels, top-left origin. A render of
 * one `area` of the page holds that area's pixels alone: the same drawing moved by whole pixels onto a smaller canvas (skia
 * antialiases and samples images a little differently there: a few pixels of a region differ by a few gray levels).
 */
export interface RenderedPage {
  width: number
  height: number
  /** The part of the page rendered, when not all of it (then `rgba` is refused: read regions inside it). */
  area?: PixelArea
  /** All the pixels (read back from the canvas when first asked for). */
  rgba: Uint8Array
  /**
   * The `width` × `height` pixels from (`left`, `top`) (whole pixels inside the page), row-major RGBA: the same
   * pixels as that crop of `rgba`, read alone while the whole page has not been read.
   */
  rgbaRegion?(left: number, top: number, width: number, height: number): Uint8Array
}

export interface PdfDocumentReader {
  numPages: number
  /** Reads one page (1-based). Rejects when the page cannot be read at all; the caller decides to warn. */
  readPage(pageIndex: number): Promise<PdfPageContent>
  /**
   * Renders one page (1-based) at `scale` pixels per point (scale 300/72 = 300 DPI), white background,
   * annotations drawn as a printer would. Needs a document opened with `decodeImages` to show its images.
   * With `area` (pixels of that render), only that part is drawn: the canvas is the area's size, so nothing
   * outside it is filled, rasterised or read back, and text wholly outside it is not drawn at all (pdf/text-culling-filter).
   */
  renderPage(pageIndex: number, scale: number, area?: PixelArea): Promise<RenderedPage>
  /** Frees pdfjs's resources. Always call when done. */
  close(): Promise<void>
}

export interface OpenPdfOptions {
  /** Where pdf.js's data files are (default: the platform's, see assets/asset-locations). */
  assets?: AssetLocations
  password?: string
  /** Decode raster images (needed to render pages and to see image regions). Default false: the text layer does not need them. */
  decodeImages?: boolean
}

/** The worker side's entry: it answers on a port (`initializeFromPort` sends "ready"). */
interface WorkerMessageHandlerClass {
  initializeFromPort(port: InThreadPort): void
}

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs') & { WorkerMessageHandler: WorkerMessageHandlerClass }

let pdfjsPromise: Promise<Pdfjs> | undefined

/**
 * Built-ins that the legacy build's core-js polyfills replace although the engine's own are correct
 * (measured on Node 20: `Array.prototype.push` becomes a JS loop with length checks, JSON.parse and
 * JSON.stringify become JS wrappers). Left in place they slow every push in the process — pdfjs's
 * operator lists, the layout engine, the serializers — by a third. Methods the engine lacks
 * (Promise.withResolvers, Map.prototype.getOrInsertComputed, …) stay polyfilled: pdfjs needs them.
 */
const KEPT_NATIVES: readonly [object, string][] = [
  [Array.prototype, 'push'],
  [JSON, 'parse'],
  [JSON, 'stringify'],
]

/**
 * Loads pdfjs and its worker module in this thread (no worker URL is needed in Node or in a browser:
 * `pdfWorker` connects the two through an InThreadPort), then puts back the native built-ins core-js
 * replaced.
 */
function loadPdfjs(): Promise<Pdfjs> {
  pdfjsPromise ??= (async () => {
    const saved = KEPT_NATIVES.map(([owner, key]) => [owner, key, Object.getOwnPropertyDescriptor(owner, key)] as const)
    try {
      const [lib, workerModule] = await Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('./pdfjs-worker-loader.js')])
      return { ...lib, WorkerMessageHandler: workerModule.WorkerMessageHandler as WorkerMessageHandlerClass }
    } finally {
      for (const [owner, key, descriptor] of saved) if (descriptor !== undefined) Object.defineProperty(owner, key, descriptor)
    }
  })()
  return pdfjsPromise
}

type PdfWorker = InstanceType<Pdfjs['PDFWorker']>
let sharedWorker: PdfWorker | undefined

/**
 * One pdfjs worker (in this thread) for every document: setting one up per document costs ~0.7 ms,
 * a fifth of what pdfjs spends on a one-page file. Documents on it stay independent (each has its id).
 */
function pdfWorker(pdfjs: Pdfjs): PdfWorker {
  if (sharedWorker === undefined || sharedWorker.destroyed) {
    // The worker side listens on an InThreadPort, which hands operator lists over without cloning each glyph.
    const port = new InThreadPort()
    pdfjs.WorkerMessageHandler.initializeFromPort(port)
    type WorkerPort = NonNullable<ConstructorParameters<Pdfjs['PDFWorker']>[0]>['port']
    sharedWorker = new pdfjs.PDFWorker({ port: port as unknown as WorkerPort, verbosity: 0 })
  }
  return sharedWorker
}

/** Upstream's 422 text for an encrypted PDF whose password is missing or wrong. */
export const ENCRYPTED_PDF_MESSAGE = 'File is encrypted. Please decrypt it with password.'

/** pdfjs's messages → pypdf's (upstream checks the file with pypdf, api §1.4). */
function invalidPdfMessage(bytes: Uint8Array, pdfjsMessage: string): string {
  const text = new TextDecoder('latin1').decode(bytes.subarray(0, 1 << 20))
  let detail = pdfjsMessage
  // Not a PDF at all (no header, no object): pypdf runs off the end of the stream looking for the xref.
  if (!text.includes('%PDF-') && !/\d+\s+\d+\s+obj\b/.test(text)) detail = 'Stream has ended unexpectedly'
  else if (/Invalid PDF structure/i.test(pdfjsMessage)) detail = 'Cannot find Root object in pdf'
  else if (/Invalid Root reference|page count|Pages tree|Kids/i.test(pdfjsMessage)) detail = 'Invalid object in /Pages'
  return `File does not appear to be a valid PDF. Error: ${detail}`
}

/** Opens a PDF. The bytes are copied (pdfjs takes ownership of what it is given). */
export async function openPdf(bytes: Uint8Array, options: OpenPdfOptions = {}): Promise<PdfDocumentReader> {
  const locations = options.assets ?? assetLocations(undefined)
  await checkPdfAssets(locations)
  const pdfjs = await loadPdfjs()
  const assets = locations.pdfjs
  const task = pdfjs.getDocument({
    ...pdfjsPlatformOptions,
    ...(pdfjsCanvasFactory !== undefined ? { CanvasFactory: pdfjsCanvasFactory as object } : {}),
    data: new Uint8Array(bytes), // a copy, and never a Buffer: pdfjs refuses Buffers and detaches what it is given
    worker: pdfWorker(pdfjs),
    password: options.password,
    // The 14 standard fonts' programs are needed only to draw glyphs. Without them pdfjs measures these
    // fonts with its built-in AFM metrics, as pdfminer does: boxes then equal pdfminer's (descent -207,
    // not LiberationSans's), and the text layer costs ~25 % less (no font conversion, no glyph paths).
    standardFontDataUrl: options.decodeImages === true ? assets.standardFontDataUrl : undefined,
    cMapUrl: assets.cMapUrl,
    cMapPacked: true,
    wasmUrl: assets.wasmUrl,
    // Images are never decoded: the text layer does not need them (and they dominate the cost).
    maxImageSize: options.decodeImages === true ? -1 : 1,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  })
  let doc: Awaited<typeof task.promise>
  try {
    doc = await task.promise
  } catch (error) {
    await task.destroy().catch(() => undefined)
    const e = error as { name?: string; message?: string }
    if (e?.name === 'PasswordException') throw new DocumentError(ENCRYPTED_PDF_MESSAGE, { cause: error })
    throw new DocumentError(invalidPdfMessage(bytes, e?.message ?? String(error)), { cause: error })
  }
  if (doc.numPages < 1) {
    await task.destroy()
    throw new DocumentError(invalidPdfMessage(bytes, 'Invalid object in /Pages'))
  }
  const names: Record<number, string> = {}
  for (const [name, code] of Object.entries(pdfjs.OPS)) names[code] = name

  return {
    numPages: doc.numPages,
    async readPage(pageIndex: number): Promise<PdfPageContent> {
      const page = await doc.getPage(pageIndex)
      try {
        const view = page.view as [number, number, number, number]
        const rotation = ((page.rotate % 360) + 360) % 360
        const { ctm, width, height } = pageGeometry(view, rotation)
        const opList = await page.getOperatorList({ annotationMode: pdfjs.AnnotationMode.DISABLE })
        const fonts = new Map<string, FontMetrics | null>()
        const fontOf = (name: string): FontMetrics | null => {
          if (fonts.has(name)) return fonts.get(name)!
          let metrics: FontMetrics | null = null
          try {
            const font = page.commonObjs.has(name) ? page.commonObjs.get(name) : page.objs.has(name) ? page.objs.get(name) : null
            if (font !== null && typeof font === 'object') metrics = fontMetrics(font as Record<string, unknown>)
          } catch {
            metrics = null
          }
          fonts.set(name, metrics)
          return metrics
        }
        const ops: OperatorList = { fnArray: opList.fnArray, argsArray: opList.argsArray, names }
        const text = interpretText(ops, ctm, fontOf)
        const annotations = (await page.getAnnotations()) as Record<string, unknown>[]
        const graphics = options.decodeImages === true ? { drawings: scanPageDrawings(ops, ctm), paths: scanPagePaths(ops, ctm) } : undefined
        return pageContent({ pageIndex, width, height, rotation }, text, linksOf(annotations, ctm), graphics)
      } finally {
        page.cleanup()
      }
    },
    async renderPage(pageIndex: number, scale: number, area?: PixelArea): Promise<RenderedPage> {
      const page = await doc.getPage(pageIndex)
      try {
        const whole = page.getViewport({ scale })
        const pageWidth = Math.max(1, Math.ceil(whole.width))
        const pageHeight = Math.max(1, Math.ceil(whole.height))
        const part = area === undefined ? undefined : clampedArea(area, pageWidth, pageHeight)
        // an area is the same drawing moved by whole pixels onto a smaller canvas
        const viewport = part === undefined ? whole : page.getViewport({ scale, offsetX: -part.left, offsetY: -part.top })
        const target = await createRenderCanvas(part?.width ?? whole.width, part?.height ?? whole.height)
        // The canvas types are the DOM's; @napi-rs/canvas implements the same 2D API.
        let task: { _internalRenderTask?: unknown } | undefined
        // an area's canvas: text drawn wholly outside it is not painted (the same pixels: pdf/text-culling-filter)
        const culling = part === undefined ? undefined : textCullingFilter(() => task?._internalRenderTask, pdfjs.OPS.showText)
        const params = {
          canvas: target.canvas,
          canvasContext: target.context,
          viewport,
          annotationMode: pdfjs.AnnotationMode.ENABLE,
          ...(culling !== undefined ? { operationsFilter: culling.filter } : {}),
        } as unknown as Parameters<typeof page.render>[0]
        const rendering = page.render(params)
        task = rendering as unknown as { _internalRenderTask?: unknown }
        try {
          await rendering.promise
        } finally {
          culling?.done()
        }
        return part === undefined ? wholeRender(target) : areaRender(target, part, pageWidth, pageHeight)
      } finally {
        page.cleanup()
      }
    },
    async close(): Promise<void> {
      await doc.destroy()
    },
  }
}

/** `area` cut to the page's `width` × `height` pixels (at least one pixel each way). */
function clampedArea(area: PixelArea, width: number, height: number): PixelArea {
  const left = Math.min(width - 1, Math.max(0, Math.floor(area.left)))
  const top = Math.min(height - 1, Math.max(0, Math.floor(area.top)))
  const right = Math.max(left + 1, Math.min(width, Math.ceil(area.left + area.width)))
  const bottom = Math.max(top + 1, Math.min(height, Math.ceil(area.top + area.height)))
  return { left, top, width: right - left, height: bottom - top }
}

/** The whole page's render: all its pixels read back when first asked for, or one region alone before that. */
function wholeRender(target: RenderCanvas): RenderedPage {
  let whole: Uint8Array | undefined
  return {
    width: target.width,
    height: target.height,
    get rgba(): Uint8Array {
      return (whole ??= target.rgba())
    },
    rgbaRegion(left: number, top: number, width: number, height: number): Uint8Array {
      if (whole === undefined) return target.rgbaRegion(left, top, width, height)
      const out = new Uint8Array(width * height * 4)
      for (let row = 0; row < height; row++) {
        const from = ((top + row) * target.width + left) * 4
        out.set(whole.subarray(from, from + width * 4), row * width * 4)
      }
      return out
    },
  }
}

/** The render of `area` of a `width` × `height` page: regions inside the area are read from its canvas. */
function areaRender(target: RenderCanvas, area: PixelArea, width: number, height: number): RenderedPage {
  const outside = (what: string): Error =>
    new Error(
      `${what} lies outside the area of the page that was rendered (${area.width} × ${area.height} pixels at ${area.left}, ${area.top}); ` +
        'render the page with an area that holds every region read from it, or without an area.',
    )
  return {
    width,
    height,
    area,
    get rgba(): Uint8Array {
      throw outside('The whole page')
    },
    rgbaRegion(left: number, top: number, w: number, h: number): Uint8Array {
      const x = left - area.left
      const y = top - area.top
      if (x < 0 || y < 0 || x + w > area.width || y + h > area.height) throw outside(`The region ${w} × ${h} at ${left}, ${top}`)
      return target.rgbaRegion(x, y, w, h)
    },
  }
}

function fontMetrics(font: Record<string, unknown>): FontMetrics {
  const fm = font.fontMatrix as ArrayLike<number> | undefined
  const m = fm !== undefined && fm.length === 6 ? fm : [0.001, 0, 0, 0.001, 0, 0]
  let descent = typeof font.descent === 'number' && Number.isFinite(font.descent) ? font.descent : 0
  let hscale = m[0]!
  if (font.isType3Font === true) {
    // pdfminer PDFType3Font: descent = FontBBox y0 × vscale, (hscale, vscale) = apply_matrix_norm(FontMatrix, (1, 1)).
    const bbox = font.bbox as ArrayLike<number> | undefined
    hscale = m[0]! + m[2]!
    descent = bbox !== undefined && bbox.length === 4 ? bbox[1]! * (m[1]! + m[3]!) : 0
  }
  // pdfminer turns a positive descent negative (PDFFont.__init__).
  if (descent > 0) descent = -descent
  return { name: typeof font.name === 'string' ? font.name : '', descent, hscale, vertical: font.vertical === true }
}

function linksOf(annotations: Record<string, unknown>[], ctm: Matrix): PdfLink[] {
  const links: PdfLink[] = []
  for (const a of annotations) {
    if (a.subtype !== 'Link') continue
    const url = typeof a.unsafeUrl === 'string' ? a.unsafeUrl : typeof a.url === 'string' ? a.url : undefined
    const rect = a.rect as number[] | undefined
    if (url === undefined || rect === undefined || rect.length !== 4) continue
    links.push({ url, ...transformBox(ctm, rect[0]!, rect[1]!, rect[2]!, rect[3]!) })
  }
  return links
}
