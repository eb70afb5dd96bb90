/**
 * @module serialize/elements-to-markdown
 * Elements → Markdown exactly as Unstructured writes it (`elements_to_md` / `element_to_md` in
 * `staging/base.py`, which its ingest pipeline uses for `.md` outputs): one line (or block) per
 * element joined by `\n`, no trailing newline, and
 * - a Title (any depth) is `# text`;
 * - a Table (or TableChunk) with `text_as_html` is that HTML, as it is;
 * - an Image with `image_base64` is `![text](data:<image_mime_type or image/*>;base64,…)` (unless
 *   `excludeBinaryImageData`), else with `image_url` `![text](url)`;
 * - a Formula is its text, in a `$$` block when it reads like notation (serialize/formula-markdown);
 * - everything else is its text, unescaped (upstream does not escape Markdown).
 * Types are read as upstream rehydrates them (`Headline` is a Title, `Figure` an Image …); a type
 * upstream does not know is left out, as its `elements_from_json` drops it.
 */
import type { Element, ElementMetadata } from '../elements/types.js'
import { formulaMarkdown } from './formula-markdown.js'
import { mapElementType } from './type-map.js'

export interface ElementsToMarkdownOptions {
  /** Leave base64 image data out (an image with only `image_base64` becomes its text). Default false. */
  excludeBinaryImageData?: boolean
}

export function elementsToMarkdown(elements: readonly Element[], options: ElementsToMarkdownOptions = {}): string {
  const lines: string[] = []
  for (const element of elements) {
    const line = elementToMarkdown(element, options.excludeBinaryImageData ?? false)
    if (line !== undefined) lines.push(line)
  }
  return lines.join('\n')
}

/** One element's Markdown; undefined for a type upstream drops. */
function elementToMarkdown(element: Element, excludeBinaryImageData: boolean): string | undefined {
  const type = mapElementType(element.type)
  if (type === undefined) return undefined
  const text = type === 'CheckBox' ? '' : element.text
  // `type` is the rendered type (type-map), not the element's: read any element's metadata as the wide form
  const metadata: ElementMetadata = element.metadata
  switch (type) {
    case 'Title':
      return `# ${text}`
    case 'Formula':
      return formulaMarkdown(text)
    case 'Table':
    case 'TableChunk':
      return metadata.text_as_html ?? text
    case 'Image':
      if (metadata.image_base64 !== undefined && !excludeBinaryImageData) {
        return `![${text}](data:${metadata.image_mime_type ?? 'image/*'};base64,${metadata.image_base64})`
      }
      if (metadata.image_url !== undefined) return `![${text}](${metadata.image_url})`
      return text
    default:
      return text
  }
}
