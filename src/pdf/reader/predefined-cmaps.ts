/**
 * @module pdf/reader/predefined-cmaps
 * The predefined CMaps (90ms-RKSJ-H, UniGB-UTF16-H, Adobe-Japan1-UCS2, …) the synchronous reader may use,
 * kept for the process once loaded. The reader cannot read files: when a font names a CMap that is not
 * here yet, `predefinedCMap` throws PredefinedCMapNeededError naming it; the caller (pdf/open-fast-pdf)
 * loads it with `loadPredefinedCMap` from pdf.js's .bcmap files (binary-cmap, its `usecmap` chain merged
 * in as pdf.js's `extendCMap` does), stores it with `rememberPredefinedCMap`, and reads the page again. A
 * CMap that could not be loaded is remembered as missing: the reader then declines the font
 * (UnsupportedPdfError) and pdfjs reads the page, as before.
 */
import { decodeBinaryCMap, extendBinaryCMap } from './binary-cmap.js'
import type { BinaryCMap } from './binary-cmap.js'
import { UnsupportedPdfError } from './pdf-objects.js'

/** Thrown by the reader when a page needs a predefined CMap not loaded yet; load it and read the page again. */
export class PredefinedCMapNeededError extends Error {
  override name = 'PredefinedCMapNeededError'
  constructor(readonly cmapName: string) {
    super(`The predefined CMap ${cmapName} is not loaded: load it with loadPredefinedCMap and read the page again.`)
  }
}

/** pdf.js's `usecmap` chains are one or two links long; a longer one is a loop. */
const MAX_CHAIN = 8

/** Name → the CMap with its usecmap chain merged in, or null when it could not be loaded. */
const loaded = new Map<string, BinaryCMap | null>()

/** A name that can only be a file of the CMap folder (letters, digits, hyphens). */
export function isPredefinedCMapName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9-]*$/.test(name)
}

/** The loaded CMap `name`; throws PredefinedCMapNeededError when not loaded yet, UnsupportedPdfError when it is missing. */
export function predefinedCMap(name: string): BinaryCMap {
  if (!isPredefinedCMapName(name)) throw new UnsupportedPdfError(`The CMap name ${JSON.stringify(name)} is not a predefined CMap; pdfjs reads it.`)
  const cmap = loaded.get(name)
  if (cmap === undefined) throw new PredefinedCMapNeededError(name)
  if (cmap === null) throw new UnsupportedPdfError(`The predefined CMap ${name} could not be loaded; pdfjs reads the font.`)
  return cmap
}

export function rememberPredefinedCMap(name: string, cmap: BinaryCMap | null): void {
  loaded.set(name, cmap)
}

/**
 * CMap `name` read with `read` (the bytes of `<name>.bcmap`), each CMap it extends read and merged in;
 * null when a file of the chain cannot be read or decoded.
 */
export async function loadPredefinedCMap(name: string, read: (name: string) => Promise<Uint8Array>): Promise<BinaryCMap | null> {
  const chain: BinaryCMap[] = []
  let next: string | null = name
  while (next !== null) {
    if (chain.length >= MAX_CHAIN || !isPredefinedCMapName(next)) return null
    const known = loaded.get(next)
    if (known !== undefined && chain.length > 0) {
      if (known === null) return null
      chain.push(known)
      break
    }
    try {
      const cmap = decodeBinaryCMap(await read(next))
      chain.push(cmap)
      next = cmap.useCMap
    } catch {
      return null
    }
  }
  let cmap = chain.pop()!
  while (chain.length > 0) cmap = extendBinaryCMap(chain.pop()!, cmap)
  return cmap
}
