/**
 * @module encoding/charset-detect
 * Adapter for `chardet` (the only importer): guesses the charset of bytes that are not UTF-8, as
 * upstream's `detect_file_encoding` does with Python's chardet.
 */
import { analyse } from 'chardet'

export interface DetectedCharset {
  /** Charset name as chardet spells it, e.g. `windows-1252`, `ISO-8859-1`, `Shift_JIS`. */
  name: string
  /** Confidence in [0, 1] (chardet reports percent; scaled to match Python chardet). */
  confidence: number
}

/**
 * Bytes looked at, from the start of the document (default 1 MiB). chardet's statistics settle long
 * before that and a 50 MB file must not cost a full statistical pass.
 */
const SAMPLE_BYTES = 1 << 20

/** The most likely charset of `bytes`, or undefined when chardet has no candidate. */
export function detectCharset(bytes: Uint8Array): DetectedCharset | undefined {
  const sample = bytes.length > SAMPLE_BYTES ? bytes.subarray(0, SAMPLE_BYTES) : bytes
  const best = analyse(sample)[0]
  if (best === undefined) return undefined
  return { name: best.name, confidence: best.confidence / 100 }
}
