/**
 * @module scripts/hostile/byte-mutants
 * Deterministic byte-level mutants of a document, as a fuzzer makes them: bytes flipped, a range zeroed,
 * a range duplicated, the file truncated, a length field made huge. Mutant `i` of a file is always the same.
 */
import { seededRandom } from './seeded-random.js'

export function byteMutant(original: Uint8Array, seed: number): Uint8Array {
  const random = seededRandom(seed)
  const at = (n: number): number => Math.floor(random() * n)
  const bytes = original.slice()
  switch (seed % 5) {
    case 0: {
      // flip a few bytes anywhere
      for (let i = 0; i < 1 + at(16); i++) bytes[at(bytes.length)] = at(256)
      return bytes
    }
    case 1: {
      // zero a range
      const start = at(bytes.length)
      bytes.fill(0, start, Math.min(bytes.length, start + 1 + at(512)))
      return bytes
    }
    case 2: {
      // duplicate a range in place (lengths and offsets after it lie)
      const start = at(bytes.length)
      const piece = bytes.subarray(start, Math.min(bytes.length, start + 1 + at(4096)))
      const out = new Uint8Array(bytes.length + piece.length)
      out.set(bytes.subarray(0, start))
      out.set(piece, start)
      out.set(bytes.subarray(start), start + piece.length)
      return out
    }
    case 3:
      // truncate
      return bytes.subarray(0, at(bytes.length))
    default: {
      // a run of digits or 0xff bytes where a count or length may be
      const start = at(bytes.length)
      const digits = random() < 0.5
      for (let i = start; i < Math.min(bytes.length, start + 4 + at(8)); i++) bytes[i] = digits ? 0x39 : 0xff
      return bytes
    }
  }
}
