/**
 * @module serialize/type-map
 * Upstream's `TYPE_TO_TEXT_ELEMENT_MAP` (unstructured 0.27.1, `documents/elements.py`, core §1.1):
 * the `type` strings a serialized element or a layout-model label may carry, and the element type each
 * one becomes when rehydrated. Layout-model labels collapse onto the element types
 * (`Section-header` → Title, `Page-footer` → Footer …); note `"Text"` becomes NarrativeText while
 * `"UncategorizedText"` stays UncategorizedText (upstream's `Text` class serializes under that name).
 * `TableChunk` and `CheckBox` are not in the map: `elements_from_dicts` special-cases them.
 */
import type { ElementType } from '../elements/types.js'

export const TYPE_TO_TEXT_ELEMENT_MAP: Readonly<Record<string, ElementType>> = Object.freeze({
  Title: 'Title',
  'Section-header': 'Title',
  Headline: 'Title',
  Subheadline: 'Title',
  'Field-Name': 'Title',
  UncategorizedText: 'UncategorizedText',
  CompositeElement: 'CompositeElement',
  Text: 'NarrativeText',
  NarrativeText: 'NarrativeText',
  Paragraph: 'NarrativeText',
  Abstract: 'NarrativeText',
  Threading: 'NarrativeText',
  Form: 'Form',
  Value: 'NarrativeText',
  Link: 'NarrativeText',
  ListItem: 'ListItem',
  BulletedText: 'ListItem',
  'List-item': 'ListItem',
  Header: 'Header',
  'Page-header': 'Header',
  Footer: 'Footer',
  'Page-footer': 'Footer',
  Footnote: 'Footer',
  FigureCaption: 'FigureCaption',
  Caption: 'FigureCaption',
  Image: 'Image',
  Figure: 'Image',
  Picture: 'Image',
  Table: 'Table',
  Address: 'Address',
  EmailAddress: 'EmailAddress',
  Formula: 'Formula',
  PageBreak: 'PageBreak',
  CodeSnippet: 'CodeSnippet',
  PageNumber: 'PageNumber',
  FormKeysValues: 'FormKeysValues',
  DocumentData: 'DocumentData',
} satisfies Record<string, ElementType>)

/** The element type a serialized `type` string rehydrates to, or undefined when upstream drops it. */
export function mapElementType(type: string): ElementType | undefined {
  if (type === 'TableChunk' || type === 'CheckBox') return type
  return Object.hasOwn(TYPE_TO_TEXT_ELEMENT_MAP, type) ? TYPE_TO_TEXT_ELEMENT_MAP[type] : undefined
}
