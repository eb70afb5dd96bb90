/**
 * @module test/images/draw-text-image
 * Draws lines of text black on a white PNG with @napi-rs/canvas, for OCR tests that need an image whose
 * text is known. Fonts come from installed packages (registered by path), so the image is made offline.
 */
import { createCanvas, GlobalFonts } from '@napi-rs/canvas'

export interface TextImageOptions {
  /** Image width in pixels. */
  width: number
  /** Image height in pixels. */
  height: number
  /** The lines, drawn top to bottom from the top-left margin. */
  lines: readonly string[]
  /** Font family name, as registered with `registerFont`. */
  family: string
  /** Font size in pixels (default 40). */
  fontSize?: number
  /** Baseline-to-baseline distance as a multiple of the font size (default 1.8). */
  lineSpacing?: number
  /** Left and top margin in pixels (default 60). */
  margin?: number
}

/** Registers a font file (OTF/TTF) under `family`; throws if the file cannot be loaded. */
export function registerFont(path: string, family: string): void {
  const key = GlobalFonts.registerFromPath(path, family)
  if (key === null) throw new Error(`Could not load the font file ${path}: check the font package is installed.`)
}

/** A PNG of `lines` drawn black on white. */
export async function drawTextImage(options: TextImageOptions): Promise<Uint8Array> {
  const fontSize = options.fontSize ?? 40
  const lineSpacing = options.lineSpacing ?? 1.8
  const margin = options.margin ?? 60
  const canvas = createCanvas(options.width, options.height)
  const context = canvas.getContext('2d')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, options.width, options.height)
  context.fillStyle = '#000000'
  context.font = `${fontSize}px "${options.family}"`
  context.textBaseline = 'alphabetic'
  options.lines.forEach((line, i) => {
    context.fillText(line, margin, margin + fontSize + i * fontSize * lineSpacing)
  })
  return new Uint8Array(await canvas.encode('png'))
}
