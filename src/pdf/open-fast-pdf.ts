/**
 * @module pdf/open-fast-pdf
 * The text layer for the fast strategy, and with `graphics` also the images and paths hi_res, auto and
 * od_only look at: docparts's own reader (pdf/reader, several times cheaper than pdfjs's operator lists)
 * for every page it understands, pdfjs for the rest and for rendering. A document the reader cannot
 * open at all (damaged cross-references, no catalog, a security handler other than the standard one)
 * goes to pdfjs whole, so its errors keep upstream's texts; an encrypted file whose password is missing or
 * wrong is upstream's "File is encrypted" DocumentError at once (pdfjs would only say the same, slower); a page it cannot read (a font whose text needs a font program it does not read, vertical writing, Type3 fonts sharing one descriptor, …) is
 * read by pdfjs, opened on first need. A page whose fonts name predefined CJK CMaps (90ms-RKSJ-H, Adobe-Japan1-UCS2, …) is
 * read again by our reader once they are loaded from pdf.js's CMap folder (reader/predefined-cmaps, kept for the process). A page our reader reads is final, glyphs without text ("(cid:N)")
 * included: the reader sends pdfjs every font whose text pdfjs would take from something the reader does
 * not read, so pdfjs knows no more of such a glyph than its code, which it shows as a character that was
 * never on the page (it used to be asked, and its code-as-text won as "decoded": ThuluthFeatures.pdf's
 * Arabic came out as "ΰԔϸЇ́Ψߙ" and hi_res kept it as good text). Both produce the same PdfPageContent for the same page. Either
 * way, the text of the page's annotation appearances (filled-in form fields, …) is added as figures.
 */
import { ENCRYPTED_PDF_MESSAGE, openPdf } from './pdfjs.js'
import { DocumentError } from '../errors.js'
import { LimitExceededError } from '../document-limits.js'
import type { DocumentLimits } from '../document-limits.js'
import type { AssetLocations } from '../assets/asset-locations.js'
import { PdfPasswordError } from './reader/security/standard-security-handler.js'
import type { PdfDocumentReader, PdfPageContent, PixelArea, RenderedPage } from './pdfjs.js'
import { openTextLayer } from './reader/text-layer-reader.js'
import type { TextLayerDocument } from './reader/text-layer-reader.js'
import { PredefinedCMapNeededError, loadPredefinedCMap, rememberPredefinedCMap } from './reader/predefined-cmaps.js'
import { assetLocations, readAssetBytes } from '#platform/asset-locations'

/** A page needs at most its fonts' encoding CMaps and their collections' UCS2 CMaps; more rounds is a bug. */
const MAX_CMAP_ROUNDS = 16

/** Loads a predefined CMap the reader asked for from pdf.js's CMap folder (once per process; a failure is remembered as missing). */
async function loadCMap(name: string, assets: AssetLocations | undefined): Promise<void> {
  const folder = (assets ?? assetLocations(undefined)).pdfjs.cMapUrl
  const base = folder.endsWith('/') || folder.endsWith('\\') ? folder : `${folder}/`
  rememberPredefinedCMap(name, await loadPredefinedCMap(name, (n) => readAssetBytes(`${base}${n}.bcmap`)))
}

/** `read()`, again after loading each predefined CJK CMap the synchronous reader asks for. */
async function withCMaps<T>(read: () => T, assets: AssetLocations | undefined): Promise<T> {
  for (let round = 0; ; round++) {
    try {
      return read()
    } catch (error) {
      if (!(error instanceof PredefinedCMapNeededError) || round >= MAX_CMAP_ROUNDS) throw error
      await loadCMap(error.cmapName, assets)
    }
  }
}

export interface FastPdfOptions {
  /**
   * Pages also carry what they draw besides text (`drawings`, `paths`), and pdfjs, when it is needed (a
   * page our reader does not know, or rendering), decodes images: what hi_res, auto and od_only read.
   */
  graphics?: boolean
  /** The password of an encrypted PDF, tried as the user password, then as the owner password. */
  password?: string
  /** Decoding budgets of our reader; a page over one is an error (skipped with a warning), never handed to pdfjs. */
  limits?: Partial<DocumentLimits>
  /** Where pdfjs's data files are, when pdfjs is needed (default: the platform's, assets/asset-locations). */
  assets?: AssetLocations
}

/**
 * The page with the text of its annotation appearances (form field values, signatures, free-text notes)
 * added as figures: neither pdfminer nor pdfjs's text layer reads them, and a filled-in form's values are
 * often all the text its page has. An annotation our reader cannot read, or a damaged /Annots, adds nothing.
 */
async function withAnnotationText(
  content: PdfPageContent,
  own: TextLayerDocument,
  pageIndex: number,
  assets: AssetLocations | undefined,
): Promise<PdfPageContent> {
  let figures
  try {
    figures = await withCMaps(() => own.readAnnotationFigures(pageIndex), assets)
  } catch {
    return content
  }
  if (figures.length === 0) return content
  // a copy with the page's own property descriptors: a spread would read `glyphs` (one object per glyph made from the
  // reader's columns) and leave the columns out, so the fast path would lay the page out from glyph objects
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(content)) as PdfPageContent
  copy.figures = [...content.figures, ...figures]
  return copy
}

/** Opens a PDF for its text layer; with `graphics`, for the strategies that also look at images and paths. */
export async function openFastPdf(bytes: Uint8Array, options: FastPdfOptions = {}): Promise<PdfDocumentReader> {
  const graphics = options.graphics === true
  const { password, limits, assets } = options
  let own: TextLayerDocument
  try {
    own = openTextLayer(bytes, { graphics, password, limits })
  } catch (error) {
    if (error instanceof PdfPasswordError) throw new DocumentError(ENCRYPTED_PDF_MESSAGE, { cause: error })
    if (error instanceof LimitExceededError) throw error
    return openPdf(bytes, { decodeImages: graphics, password, ...(assets !== undefined ? { assets } : {}) })
  }
  let fallback: Promise<PdfDocumentReader> | undefined
  const pdfjs = (): Promise<PdfDocumentReader> =>
    (fallback ??= openPdf(bytes, { decodeImages: graphics, password, ...(assets !== undefined ? { assets } : {}) }))
  return {
    numPages: own.numPages,
    async readPage(pageIndex: number): Promise<PdfPageContent> {
      let content: PdfPageContent
      try {
        content = await withCMaps(() => own.readPage(pageIndex), assets)
      } catch (error) {
        // a page over a budget is not handed to pdfjs, which has none
        if (error instanceof LimitExceededError) throw error
        content = await (await pdfjs()).readPage(pageIndex)
        return withAnnotationText(content, own, pageIndex, assets)
      }
      return withAnnotationText(content, own, pageIndex, assets)
    },
    async renderPage(pageIndex: number, scale: number, area?: PixelArea): Promise<RenderedPage> {
      return (await pdfjs()).renderPage(pageIndex, scale, area)
    },
    async close(): Promise<void> {
      if (fallback !== undefined) await (await fallback).close()
    },
  }
}
