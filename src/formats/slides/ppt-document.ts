/**
 * @module formats/slides/ppt-document
 * The slides of a PowerPoint 97–2003 file ([MS-PPT]): the CurrentUser stream points at the last
 * UserEditAtom; the chain of edits gives the persist directory (persist id → stream offset), newest
 * entries winning; the DocumentContainer's SlideListWithText (instance 0) lists the slides in order,
 * and instance 2 the notes. Each slide's drawing gives its shapes: an anchor (top, left), a
 * placeholder kind, and text either inline (TextHeaderAtom + TextChars/BytesAtom + StyleTextPropAtom)
 * or by reference (OutlineTextRefAtom) to the texts listed after the slide in SlideListWithText.
 * A file without a usable CurrentUser chain is read by scanning its top-level Slide containers.
 */
import { DocumentError } from '../../errors.js'
import { childrenOf, descendantsOf, recordAt, recordsIn, type PptRecord } from './ppt-records.js'
import { decodeTextAtom, paragraphStyles, pptParagraphs, STYLE_TEXT_PROP_ATOM, TEXT_BYTES_ATOM, TEXT_CHARS_ATOM } from './ppt-text.js'
import type { PptxParagraph } from './pptx-paragraph.js'

const DOCUMENT_CONTAINER = 0x03e8
const SLIDE_CONTAINER = 0x03ee
const SLIDE_ATOM = 0x03ef
const NOTES_CONTAINER = 0x03f0
const SLIDE_LIST_WITH_TEXT = 0x0ff0
const SLIDE_PERSIST_ATOM = 0x03f3
const USER_EDIT_ATOM = 0x0ff5
const PERSIST_DIRECTORY_ATOM = 0x1772
const TEXT_HEADER_ATOM = 0x0f9f
const OUTLINE_TEXT_REF_ATOM = 0x0f9e
const SP_CONTAINER = 0xf004
const CLIENT_ANCHOR = 0xf010
const CHILD_ANCHOR = 0xf00f
const CLIENT_TEXTBOX = 0xf00d
const CLIENT_DATA = 0xf011
const PLACEHOLDER_ATOM = 0x0bc3

// TextHeaderAtom textType: Title, CenterTitle
const TITLE_TEXT_TYPES: ReadonlySet<number> = new Set([0, 6])
// PlaceholderAtom placementId: Title, CenteredTitle, VerticalTextTitle (and the master forms)
const TITLE_PLACEHOLDERS: ReadonlySet<number> = new Set([0x01, 0x03, 0x0d, 0x0f, 0x11])
const NOTES_TEXT_TYPE = 2

/** A text of a slide: its TextHeaderAtom type and its paragraphs. */
interface PptText {
  textType: number
  paragraphs: PptxParagraph[]
}

/** One shape of a slide that carries text. */
export interface PptShape {
  /** Anchor offsets in master units; undefined when the shape has no anchor. */
  top?: number
  left?: number
  isTitle: boolean
  paragraphs: PptxParagraph[]
}

export interface PptSlide {
  shapes: PptShape[]
  /** The notes page's text, paragraphs joined with newlines. */
  notes: string
}

/** The slides of the presentation, in order. Throws `DocumentError` when the stream has no slides structure at all. */
export function readPptSlides(stream: Uint8Array, currentUser: Uint8Array | undefined): PptSlide[] {
  const persist = persistDirectory(stream, currentUser)
  const documentOffset = persist?.offsets.get(persist.documentRef)
  const document = documentOffset === undefined ? undefined : recordAt(stream, documentOffset)
  if (persist === undefined || document === undefined || document.type !== DOCUMENT_CONTAINER) return scanSlides(stream)

  const lists = childrenOf(stream, document).filter((record) => record.type === SLIDE_LIST_WITH_TEXT)
  const slideList = lists.find((list) => list.instance === 0)
  const notesList = lists.find((list) => list.instance === 2)
  const notesById = new Map<number, { record: PptRecord | undefined; texts: PptText[] }>()
  for (const entry of slideListEntries(stream, notesList)) {
    const offset = persist.offsets.get(entry.persistRef)
    notesById.set(entry.slideId, { record: offset === undefined ? undefined : recordAt(stream, offset), texts: entry.texts })
  }
  const slides: PptSlide[] = []
  for (const entry of slideListEntries(stream, slideList)) {
    const offset = persist.offsets.get(entry.persistRef)
    const record = offset === undefined ? undefined : recordAt(stream, offset)
    if (record === undefined || record.type !== SLIDE_CONTAINER) continue
    const notesId = notesIdOf(stream, record)
    const notes = notesId === undefined ? undefined : notesById.get(notesId)
    slides.push({ shapes: shapesOf(stream, record, entry.texts), notes: notes === undefined ? '' : notesText(stream, notes.record, notes.texts) })
  }
  return slides
}

/** Persist id → offset, from the newest edit back; undefined when the chain cannot be read. */
function persistDirectory(
  stream: Uint8Array,
  currentUser: Uint8Array | undefined,
): { offsets: Map<number, number>; documentRef: number } | undefined {
  if (currentUser === undefined || currentUser.length < 20) return undefined
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength)
  let editOffset = new DataView(currentUser.buffer, currentUser.byteOffset, currentUser.byteLength).getUint32(16, true)
  const offsets = new Map<number, number>()
  let documentRef: number | undefined
  const seen = new Set<number>()
  while (editOffset > 0 || (editOffset === 0 && !seen.has(0))) {
    if (seen.has(editOffset)) break
    seen.add(editOffset)
    const edit = recordAt(stream, editOffset)
    if (edit === undefined || edit.type !== USER_EDIT_ATOM || edit.end - edit.start < 20) return undefined
    documentRef ??= view.getUint32(edit.start + 16, true)
    const directory = recordAt(stream, view.getUint32(edit.start + 12, true))
    if (directory === undefined || directory.type !== PERSIST_DIRECTORY_ATOM) return undefined
    let at = directory.start
    while (at + 4 <= directory.end) {
      const word = view.getUint32(at, true)
      const first = word & 0xfffff
      const count = word >>> 20
      at += 4
      for (let i = 0; i < count && at + 4 <= directory.end; i++, at += 4) {
        if (!offsets.has(first + i)) offsets.set(first + i, view.getUint32(at, true))
      }
    }
    const previous = view.getUint32(edit.start + 8, true)
    if (previous === 0) break
    editOffset = previous
  }
  return documentRef === undefined ? undefined : { offsets, documentRef }
}

/** SlidePersistAtoms of a SlideListWithText, each with the texts listed after it. */
function slideListEntries(stream: Uint8Array, list: PptRecord | undefined): { persistRef: number; slideId: number; texts: PptText[] }[] {
  if (list === undefined) return []
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength)
  const entries: { persistRef: number; slideId: number; texts: PptText[] }[] = []
  for (const text of textsIn(stream, childrenOf(stream, list), (record) => {
    if (record.type !== SLIDE_PERSIST_ATOM || record.end - record.start < 16) return false
    entries.push({ persistRef: view.getUint32(record.start, true), slideId: view.getUint32(record.start + 12, true), texts: [] })
    return true
  })) {
    entries.at(-1)?.texts.push(text)
  }
  return entries
}

/**
 * Groups a run of sibling records into texts: a TextHeaderAtom starts one, the next text atom gives
 * its characters, a StyleTextPropAtom its paragraph styles. `boundary` is called on every record and
 * returns true for records that end the current text (and are not text).
 */
function* textsIn(stream: Uint8Array, records: readonly PptRecord[], boundary: (record: PptRecord) => boolean = () => false): Generator<PptText> {
  let textType: number | undefined
  let text: string | undefined
  let styles: Uint8Array | undefined
  const flush = function* (): Generator<PptText> {
    if (textType !== undefined && text !== undefined) {
      const paragraphs = pptParagraphs(text, styles === undefined ? [] : paragraphStyles(styles, text.length))
      yield { textType, paragraphs }
    }
    textType = undefined
    text = undefined
    styles = undefined
  }
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength)
  for (const record of records) {
    if (boundary(record)) {
      yield* flush()
      continue
    }
    if (record.type === TEXT_HEADER_ATOM && record.end - record.start >= 4) {
      yield* flush()
      textType = view.getUint32(record.start, true)
    } else if ((record.type === TEXT_CHARS_ATOM || record.type === TEXT_BYTES_ATOM) && textType !== undefined && text === undefined) {
      text = decodeTextAtom(record.type, stream.subarray(record.start, record.end))
    } else if (record.type === STYLE_TEXT_PROP_ATOM && text !== undefined && styles === undefined) {
      styles = stream.subarray(record.start, record.end)
    }
  }
  yield* flush()
}

function notesIdOf(stream: Uint8Array, slide: PptRecord): number | undefined {
  const atom = childrenOf(stream, slide).find((record) => record.type === SLIDE_ATOM)
  if (atom === undefined || atom.end - atom.start < 20) return undefined
  const id = new DataView(stream.buffer, stream.byteOffset, stream.byteLength).getUint32(atom.start + 16, true)
  return id === 0 ? undefined : id
}

/** The text shapes of a slide (or notes) container, in drawing order. */
function shapesOf(stream: Uint8Array, container: PptRecord, listedTexts: readonly PptText[]): PptShape[] {
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength)
  const shapes: PptShape[] = []
  for (const shape of descendantsOf(stream, container).filter((record) => record.type === SP_CONTAINER)) {
    const children = childrenOf(stream, shape)
    const textbox = children.find((record) => record.type === CLIENT_TEXTBOX)
    if (textbox === undefined) continue
    const boxChildren = childrenOf(stream, textbox)
    let texts = [...textsIn(stream, boxChildren)]
    const reference = boxChildren.find((record) => record.type === OUTLINE_TEXT_REF_ATOM && record.end - record.start >= 4)
    if (texts.length === 0 && reference !== undefined) {
      const listed = listedTexts[view.getUint32(reference.start, true)]
      texts = listed === undefined ? [] : [listed]
    }
    if (texts.length === 0) continue
    const placeholder = descendantsOf(stream, children.find((record) => record.type === CLIENT_DATA) ?? shape).find(
      (record) => record.type === PLACEHOLDER_ATOM && record.end - record.start >= 5,
    )
    const placementId = placeholder === undefined ? undefined : stream[placeholder.start + 4]
    const anchor = anchorOf(stream, children)
    shapes.push({
      ...anchor,
      isTitle: TITLE_TEXT_TYPES.has(texts[0]!.textType) || (placementId !== undefined && TITLE_PLACEHOLDERS.has(placementId)),
      paragraphs: texts.flatMap((text) => text.paragraphs),
    })
  }
  return shapes
}

/** Top and left of a shape: ClientAnchor (int16 top, left, … or int32 when 16 bytes) or ChildAnchor (int32 left, top, …). */
function anchorOf(stream: Uint8Array, children: readonly PptRecord[]): { top?: number; left?: number } {
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength)
  const client = children.find((record) => record.type === CLIENT_ANCHOR)
  if (client !== undefined) {
    const size = client.end - client.start
    if (size >= 16) return { top: view.getInt32(client.start, true), left: view.getInt32(client.start + 4, true) }
    if (size >= 8) return { top: view.getInt16(client.start, true), left: view.getInt16(client.start + 2, true) }
  }
  const child = children.find((record) => record.type === CHILD_ANCHOR)
  if (child !== undefined && child.end - child.start >= 16)
    return { top: view.getInt32(child.start + 4, true), left: view.getInt32(child.start, true) }
  return {}
}

/** The notes text: the Notes-type texts of the notes container's shapes, else the listed notes texts. */
function notesText(stream: Uint8Array, notes: PptRecord | undefined, listedTexts: readonly PptText[]): string {
  const fromShapes =
    notes !== undefined && notes.type === NOTES_CONTAINER ? shapesOf(stream, notes, listedTexts).filter((shape) => !shape.isTitle) : []
  const paragraphs =
    fromShapes.length > 0
      ? fromShapes.flatMap((shape) => shape.paragraphs)
      : listedTexts.filter((text) => text.textType === NOTES_TEXT_TYPE).flatMap((text) => text.paragraphs)
  return paragraphs
    .map((paragraph) => paragraph.text)
    .join('\n')
    .trim()
}

/** Fallback without a persist directory: the top-level Slide containers in stream order. */
function scanSlides(stream: Uint8Array): PptSlide[] {
  const slides = recordsIn(stream, 0, stream.length).filter((record) => record.type === SLIDE_CONTAINER)
  if (slides.length === 0 && recordsIn(stream, 0, Math.min(stream.length, 64)).length === 0) {
    throw new DocumentError('The PowerPoint Document stream holds no readable records; the .ppt file may be damaged.')
  }
  return slides.map((slide) => ({ shapes: shapesOf(stream, slide, []), notes: '' }))
}
