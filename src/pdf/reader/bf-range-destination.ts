/**
 * @module pdf/reader/bf-range-destination
 * pdf.js's `CMap.mapBfRange` step, shared by embedded CMaps (to-unicode-cmap) and packed predefined ones
 * (binary-cmap): the destination of the next code of a bf range is the previous one with its last char
 * + 1, carried once into the char before it (pdf.js then drops that char's own overflow, and this does too).
 */
export function nextBfDestination(dst: string): string {
  const lastByte = dst.length - 1
  const next = dst.charCodeAt(lastByte) + 1
  if (next > 0xff) return dst.substring(0, lastByte - 1) + String.fromCharCode(dst.charCodeAt(lastByte - 1) + 1) + '\x00'
  return dst.substring(0, lastByte) + String.fromCharCode(next)
}
