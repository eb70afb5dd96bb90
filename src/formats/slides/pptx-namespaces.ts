/**
 * @module formats/slides/pptx-namespaces
 * The namespace URIs of PresentationML and DrawingML, transitional and strict, mapped to the prefixes
 * the PPTX code reads (`p:`, `a:`, `r:`), whatever prefixes the producing application wrote.
 */

export const PPTX_NAMESPACES = {
  p: ['http://schemas.openxmlformats.org/presentationml/2006/main', 'http://purl.oclc.org/ooxml/presentationml/main'],
  a: ['http://schemas.openxmlformats.org/drawingml/2006/main', 'http://purl.oclc.org/ooxml/drawingml/main'],
  r: ['http://schemas.openxmlformats.org/officeDocument/2006/relationships', 'http://purl.oclc.org/ooxml/officeDocument/relationships'],
} as const satisfies Record<string, readonly string[]>
