/**
 * @module formats/word/inline-metadata
 * The metadata a Word-family element takes from its runs (DOCX, ODT): emphasized texts and tags, and
 * hyperlinks, set only when there are any, in upstream's key order.
 */
import type { ElementMetadata, Link } from '../../elements/types.js'
import type { Emphasis } from './docx-paragraph.js'

/** Sets `emphasized_text_contents` and `emphasized_text_tags` when `emphasis` is not empty. */
export function addEmphasisMetadata(metadata: ElementMetadata, emphasis: readonly Emphasis[]): void {
  if (emphasis.length === 0) return
  metadata.emphasized_text_contents = emphasis.map((e) => e.text)
  metadata.emphasized_text_tags = emphasis.map((e) => e.tag)
}

/** Sets the emphasis keys, then `link_texts`, `link_urls` and `links` when there are links. */
export function addInlineMetadata(metadata: ElementMetadata, inline: { emphasis: readonly Emphasis[]; links: Link[] }): void {
  addEmphasisMetadata(metadata, inline.emphasis)
  if (inline.links.length === 0) return
  metadata.link_texts = inline.links.map((link) => link.text)
  metadata.link_urls = inline.links.map((link) => link.url)
  metadata.links = inline.links
}
