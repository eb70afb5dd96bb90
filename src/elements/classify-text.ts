/**
 * @module elements/classify-text
 * Chooses an element type for a paragraph of text, as upstream does when nothing else (a layout model,
 * an HTML tag, a DOCX style) says what the text is: `partition/text.py::element_from_text` (text, PDF
 * fast strategy, XML, …) and `partition/html/parser.py::derive_element_type_from_text` (HTML text).
 */
import type { Coordinates, ElementType } from './types.js'
import { cleanBullets } from './clean-bullets.js'
import { pyLen } from './python-strings.js'
import {
  isBulletedText,
  isEmailAddress,
  isPossibleNarrativeText,
  isPossibleNumberedList,
  isPossibleTitle,
  isUsCityStateZip,
  type NarrativeTextOptions,
  type TextTypeOptions,
  type TitleOptions,
} from './text-predicates.js'

export interface ClassifyContext {
  /** Where the text sits; with `layout_height` it enables the Header (top 7 %) and Footer (bottom 7 %) rule. */
  coordinates?: Coordinates
  /**
   * ISO 639-3 languages of the text; the verb and English-word checks run only when 'eng' is among
   * them. Default ['eng'] (upstream's `element_from_text` always uses the default).
   */
  languages?: string[]
  /** Threshold overrides (upstream's environment variables). */
  options?: TextTypeOptions
}

export interface ClassifiedText {
  type: ElementType
  /** The text, with the bullet removed for bulleted list items; otherwise unchanged. */
  text: string
}

/** Above this share of the page height (mean y of the points, y down) text is a Header. */
const HEADER_THRESHOLD = 0.07
/** Below this share of the page height text is a Footer. */
const FOOTER_THRESHOLD = 0.93

/** Mean y of the points over the layout height, or undefined without points or height. */
function heightShare(coordinates: Coordinates | undefined): number | undefined {
  if (!coordinates?.layout_height || coordinates.points.length === 0) return undefined
  const meanY = coordinates.points.reduce((sum, point) => sum + point[1], 0) / coordinates.points.length
  return meanY / coordinates.layout_height
}

/** The predicates' options when the context gives neither languages nor thresholds (every PDF text box). */
const DEFAULT_NARRATIVE: NarrativeTextOptions = { languages: ['eng'] }
const DEFAULT_TITLE: TitleOptions = { languages: ['eng'] }

/** `defaultTextType`'s answer for a bulleted list item, whose text loses its bullet (a ListItem found by its numbering keeps it). */
const BULLETED = 'BulletedListItem'
type DefaultTextType = ElementType | typeof BULLETED

/**
 * The answers of `defaultTextType` for texts up to MEMO_TEXT_LENGTH characters, at most MEMO_ENTRIES of them
 * (emptied when full). A document repeats short texts — page numbers, table headings, running heads (the
 * 400-page manual: 21,278 text boxes, 4,407 distinct texts) — and each would go through every predicate again.
 */
const memo = new Map<string, DefaultTextType>()
const MEMO_ENTRIES = 1024
const MEMO_TEXT_LENGTH = 256

/** Forgets every remembered classification (benchmarks time documents met the first time). */
export function forgetClassifications(): void {
  memo.clear()
}

/** The type `elementFromText` gives `text` after the Header/Footer rule, with the default context (BULLETED: a bulleted ListItem). */
function defaultTextType(text: string): DefaultTextType {
  const remembered = text.length <= MEMO_TEXT_LENGTH
  if (remembered) {
    const known = memo.get(text)
    if (known !== undefined) return known
  }
  const type = classifyDefault(text)
  if (remembered) {
    if (memo.size >= MEMO_ENTRIES) memo.clear()
    memo.set(text, type)
  }
  return type
}

function classifyDefault(text: string): DefaultTextType {
  if (isBulletedText(text)) return BULLETED
  if (isEmailAddress(text)) return 'EmailAddress'
  if (isUsCityStateZip(text)) return 'Address'
  if (isPossibleNumberedList(text)) return 'ListItem'
  if (isPossibleNarrativeText(text, DEFAULT_NARRATIVE)) return 'NarrativeText'
  if (isPossibleTitle(text, DEFAULT_TITLE)) return 'Title'
  return 'UncategorizedText'
}

/**
 * Upstream `element_from_text`, first match wins: Header (near the top) → Footer (near the bottom) →
 * bulleted ListItem (bullet removed) → EmailAddress → Address → numbered ListItem (text kept) →
 * NarrativeText → Title → UncategorizedText.
 */
export function elementFromText(text: string, context: ClassifyContext = {}): ClassifiedText {
  const share = heightShare(context.coordinates)
  if (share !== undefined && share < HEADER_THRESHOLD) return { type: 'Header', text }
  if (share !== undefined && share > FOOTER_THRESHOLD) return { type: 'Footer', text }
  if (context.languages === undefined && context.options === undefined) {
    const type = defaultTextType(text)
    return type === BULLETED ? { type: 'ListItem', text: cleanBullets(text) } : { type, text }
  }
  if (isBulletedText(text)) return { type: 'ListItem', text: cleanBullets(text) }
  if (isEmailAddress(text)) return { type: 'EmailAddress', text }
  if (isUsCityStateZip(text)) return { type: 'Address', text }
  if (isPossibleNumberedList(text)) return { type: 'ListItem', text }
  // Both predicates take an absent threshold (undefined) as their default.
  const languages = context.languages ?? ['eng']
  const { languageChecks, narrativeTextCapThreshold, narrativeTextNonAlphaThreshold, titleMaxWordLength, titleNonAlphaThreshold } =
    context.options ?? {}
  const narrative = { languages, languageChecks, capThreshold: narrativeTextCapThreshold, nonAlphaThreshold: narrativeTextNonAlphaThreshold }
  const title = { languages, languageChecks, titleMaxWordLength, nonAlphaThreshold: titleNonAlphaThreshold }
  if (isPossibleNarrativeText(text, narrative)) return { type: 'NarrativeText', text }
  if (isPossibleTitle(text, title)) return { type: 'Title', text }
  return { type: 'UncategorizedText', text }
}

/**
 * Upstream `derive_element_type_from_text` for HTML text: bulleted → ListItem, Address, EmailAddress,
 * shorter than 2 characters → null (skip the text), NarrativeText, else UncategorizedText. Never a
 * Title (upstream: short paragraphs as titles are mostly noise). The caller removes the bullet of a
 * ListItem with `cleanBullets` (upstream does so for paragraphs, not for `<pre>` text).
 */
export function deriveElementTypeFromText(text: string): ElementType | null {
  if (isBulletedText(text)) return 'ListItem'
  if (isUsCityStateZip(text)) return 'Address'
  if (isEmailAddress(text)) return 'EmailAddress'
  if (pyLen(text) < 2) return null
  if (isPossibleNarrativeText(text)) return 'NarrativeText'
  return 'UncategorizedText'
}
