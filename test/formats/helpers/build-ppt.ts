/**
 * @module test/formats/helpers/build-ppt
 * A tiny PowerPoint 97–2003 writer for tests ([MS-PPT]): a "PowerPoint Document" stream with a
 * DocumentContainer (SlideListWithText for slides and notes), one Slide container per slide whose
 * drawing holds text shapes (anchor, optional placeholder, inline text with paragraph styles, or an
 * OutlineTextRefAtom into the slide list), Notes containers, a PersistDirectoryAtom and a
 * UserEditAtom; a "Current User" stream pointing at the edit. Written with the `cfb` package.
 */
import CFB from 'cfb'

export interface PptParagraphSpec {
  text: string
  level?: number
  bullet?: boolean
}

export interface PptShapeSpec {
  top: number
  left: number
  /** TextHeaderAtom textType: 0 Title, 1 Body, 4 Other (default), 6 CenterTitle. */
  textType?: number
  paragraphs: (PptParagraphSpec | string)[]
  /** Store the text in SlideListWithText and reference it with an OutlineTextRefAtom. */
  byReference?: boolean
  /** Write the text as a TextBytesAtom (Latin-1) instead of TextCharsAtom. */
  bytes?: boolean
}

export interface PptSlideSpec {
  shapes: PptShapeSpec[]
  notes?: string
}

function header(version: number, instance: number, type: number, length: number): Uint8Array {
  const out = new Uint8Array(8)
  const view = new DataView(out.buffer)
  view.setUint16(0, (instance << 4) | version, true)
  view.setUint16(2, type, true)
  view.setUint32(4, length, true)
  return out
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

function atom(type: number, body: Uint8Array, instance = 0): Uint8Array {
  return concat([header(0, instance, type, body.length), body])
}

function container(type: number, children: readonly Uint8Array[], instance = 0): Uint8Array {
  const body = concat(children)
  return concat([header(0xf, instance, type, body.length), body])
}

function u32(...values: number[]): Uint8Array {
  const out = new Uint8Array(values.length * 4)
  values.forEach((value, i) => new DataView(out.buffer).setUint32(i * 4, value >>> 0, true))
  return out
}

function textRecords(textType: number, paragraphs: readonly (PptParagraphSpec | string)[], asBytes: boolean): Uint8Array[] {
  const specs = paragraphs.map((p) => (typeof p === 'string' ? { text: p } : p))
  const text = specs.map((p) => p.text).join('\r')
  const chars = asBytes
    ? atom(
        0x0fa8,
        Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff),
      )
    : atom(
        0x0fa0,
        Uint8Array.from({ length: text.length * 2 }, (_, i) => (i % 2 === 0 ? text.charCodeAt(i / 2) & 0xff : text.charCodeAt((i - 1) / 2) >> 8)),
      )
  // one TextPFRun per paragraph: count, indentLevel, masks (hasBullet), bulletFlags
  const runs = specs.map((p, i) => {
    const run = new Uint8Array(12)
    const view = new DataView(run.buffer)
    view.setUint32(0, p.text.length + 1 + (i === specs.length - 1 ? 0 : 0), true)
    view.setUint16(4, p.level ?? 0, true)
    view.setUint32(6, 0x1, true)
    view.setUint16(10, p.bullet ? 1 : 0, true)
    return run
  })
  return [atom(0x0f9f, u32(textType)), chars, atom(0x0fa1, concat(runs))]
}

function anchor(top: number, left: number): Uint8Array {
  const body = new Uint8Array(8)
  const view = new DataView(body.buffer)
  view.setInt16(0, top, true)
  view.setInt16(2, left, true)
  view.setInt16(4, left + 1000, true)
  view.setInt16(6, top + 200, true)
  return atom(0xf010, body)
}

function drawing(shapes: readonly Uint8Array[]): Uint8Array {
  return container(0x040c, [container(0xf002, [container(0xf003, shapes)])])
}

export function buildPpt(slides: readonly PptSlideSpec[]): Uint8Array {
  // persist ids: 1 document, 2.. slides, then notes
  const slideIds = slides.map((_, i) => 256 + i)
  const notesIds = slides.map((slide, i) => (slide.notes === undefined ? 0 : 512 + i))
  const slideRecords: Uint8Array[] = []
  const notesRecords: Uint8Array[] = []
  const slideListChildren: Uint8Array[] = []
  const notesListChildren: Uint8Array[] = []
  let persistId = 2
  const slidePersist: number[] = []
  const notesPersist: number[] = []
  slides.forEach((slide, i) => {
    slidePersist.push(persistId++)
    const listed: Uint8Array[] = []
    let refIndex = 0
    const shapes = slide.shapes.map((shape) => {
      const records = textRecords(shape.textType ?? 4, shape.paragraphs, shape.bytes ?? false)
      let textbox: Uint8Array
      if (shape.byReference) {
        listed.push(...records)
        textbox = container(0xf00d, [atom(0x0f9e, u32(refIndex++))])
      } else textbox = container(0xf00d, records)
      return container(0xf004, [anchor(shape.top, shape.left), textbox])
    })
    slideListChildren.push(atom(0x03f3, u32(slidePersist[i]!, 0, listed.length, slideIds[i]!, 0)), ...listed)
    // SlideAtom: geom(4) + placeholders(8) + masterIdRef(4) + notesIdRef(4) + flags(2) + unused(2)
    const slideAtom = atom(0x03ef, concat([u32(0, 0, 0, 0), u32(notesIds[i]!), new Uint8Array(4)]))
    slideRecords.push(container(0x03ee, [slideAtom, drawing(shapes)]))
  })
  slides.forEach((slide, i) => {
    if (slide.notes === undefined) return
    notesPersist.push(persistId++)
    const body = container(0xf004, [anchor(100, 100), container(0xf00d, textRecords(2, slide.notes.split('\n'), false))])
    notesListChildren.push(atom(0x03f3, u32(notesPersist.at(-1)!, 0, 0, notesIds[i]!, 0)))
    notesRecords.push(container(0x03f0, [atom(0x03f1, u32(slideIds[i]!, 0)), drawing([body])]))
  })
  const documentRecord = container(0x03e8, [container(0x0ff0, slideListChildren, 0), container(0x0ff0, notesListChildren, 2)])
  // layout: document, slides, notes, persist directory, user edit
  const parts = [documentRecord, ...slideRecords, ...notesRecords]
  const offsets: number[] = []
  let at = 0
  for (const part of parts) {
    offsets.push(at)
    at += part.length
  }
  const count = parts.length
  const directory = atom(0x1772, concat([u32((count << 20) | 1), u32(...offsets)]))
  const directoryOffset = at
  at += directory.length
  const editOffset = at
  // UserEditAtom: lastSlideIdRef, version+minor+major, offsetLastEdit, offsetPersistDirectory, docPersistIdRef, persistIdSeed, lastView+unused
  const edit = atom(0x0ff5, concat([u32(slideIds[0] ?? 0), u32(0), u32(0), u32(directoryOffset), u32(1), u32(persistId), u32(0)]))
  const documentStream = concat([...parts, directory, edit])
  const currentUser = concat([header(0, 0, 0x0ff6, 20), u32(20, 0xe391c05f, editOffset), new Uint8Array(8)])
  const cfb = CFB.utils.cfb_new()
  CFB.utils.cfb_add(cfb, '/PowerPoint Document', documentStream)
  CFB.utils.cfb_add(cfb, '/Current User', currentUser)
  return new Uint8Array(CFB.write(cfb, { type: 'array' }) as number[] | Uint8Array)
}
