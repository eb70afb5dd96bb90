/**
 * @module scripts/soak/soak-file
 * One file the soak posts: its bytes, its form fields, and whether it is a normal document (its output
 * must equal the quiet run's) or a hostile one (any typed answer will do; the server must live on).
 */
export interface SoakFile {
  name: string
  bytes: Uint8Array
  kind: 'normal' | 'hostile'
  /** Extra form fields (`strategy`, `languages`, …). */
  fields?: Readonly<Record<string, string>>
}

/**
 * Small normal files: the kind a user expects back at once (Markdown, CSV, RTF, e-mail, DOCX: 10–100 ms
 * when the server is quiet): a normal file of at most 256 KiB that is not a PDF or an image (those may
 * render or OCR). Their p95 latency under load is the soak's latency figure.
 */
export function isSmallNormal(file: SoakFile): boolean {
  return file.kind === 'normal' && file.bytes.length <= 256 * 1024 && !/\.(pdf|png|jpe?g|tiff?|bmp|gif|webp|heic)$/i.test(file.name)
}
