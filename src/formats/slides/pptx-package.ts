/**
 * @module formats/slides/pptx-package
 * Opens a PPTX package (ECMA-376 PresentationML): the slides in presentation order
 * (`p:sldIdLst` → relationships), each with its layout, master and notes slide parsed.
 */
import type { ZipArchive } from '../../containers/zip-archive.js'
import { DocumentError } from '../../errors.js'
import { readRelationships, type Relationship } from '../ooxml/package-relationships.js'
import { PPTX_NAMESPACES } from './pptx-namespaces.js'
import { attribute, childElements, firstChild } from '../xml/xml-query.js'
import { parseXml, type XmlElement } from '../xml/xml-tree.js'

/** One slide and the parts its shapes inherit from. */
export interface PptxSlide {
  /** The slide part's name, e.g. `ppt/slides/slide1.xml`. */
  name: string
  /** The `p:sld` root. */
  slide: XmlElement
  /** `p:sldLayout` root of the slide's layout, when it has one. */
  layout?: XmlElement
  /** `p:sldMaster` root of the layout's master. */
  master?: XmlElement
  /** `p:notes` root of the slide's notes slide. */
  notes?: XmlElement
}

const REL_SLIDE = /\/slide$/
const REL_LAYOUT = /\/slideLayout$/
const REL_MASTER = /\/slideMaster$/
const REL_NOTES = /\/notesSlide$/
const REL_OFFICE_DOCUMENT = /\/officeDocument$/

/**
 * The slides of the presentation in `archive`, in the order the presentation lists them. Throws
 * `DocumentError` when the package has no presentation part.
 */
export function readPptxSlides(archive: ZipArchive): PptxSlide[] {
  const presentationName = presentationPartName(archive)
  const presentation = readPart(archive, presentationName)
  if (presentation === undefined) {
    throw new DocumentError('The PowerPoint file has no presentation part (ppt/presentation.xml); it may be damaged or not a .pptx file.')
  }
  const relationships = readRelationships(archive, presentationName)
  const cache = new Map<string, XmlElement | undefined>()
  const cached = (name: string | undefined): XmlElement | undefined => {
    if (name === undefined) return undefined
    if (!cache.has(name)) cache.set(name, readPart(archive, name))
    return cache.get(name)
  }
  const slides: PptxSlide[] = []
  for (const id of childElements(firstChild(presentation, 'p:sldIdLst') ?? presentation, 'p:sldId')) {
    const relationship = relationships.get(attribute(id, 'r:id') ?? '')
    if (relationship === undefined || relationship.external || !REL_SLIDE.test(relationship.type)) continue
    const slide = readPart(archive, relationship.target)
    if (slide === undefined) continue
    const slideRels = readRelationships(archive, relationship.target)
    const layoutName = targetOf(slideRels, REL_LAYOUT)
    const masterName = layoutName === undefined ? undefined : targetOf(readRelationships(archive, layoutName), REL_MASTER)
    const layout = cached(layoutName)
    const master = cached(masterName)
    const notes = readPart(archive, targetOf(slideRels, REL_NOTES))
    slides.push({
      name: relationship.target,
      slide,
      ...(layout ? { layout } : {}),
      ...(master ? { master } : {}),
      ...(notes ? { notes } : {}),
    })
  }
  return slides
}

function presentationPartName(archive: ZipArchive): string {
  return targetOf(readRelationships(archive, ''), REL_OFFICE_DOCUMENT) ?? 'ppt/presentation.xml'
}

function targetOf(relationships: Map<string, Relationship>, type: RegExp): string | undefined {
  for (const relationship of relationships.values()) {
    if (!relationship.external && type.test(relationship.type)) return relationship.target
  }
  return undefined
}

function readPart(archive: ZipArchive, name: string | undefined): XmlElement | undefined {
  if (name === undefined) return undefined
  const bytes = archive.read(name)
  return bytes === undefined ? undefined : parseXml(bytes, { label: name, namespaces: PPTX_NAMESPACES })
}
