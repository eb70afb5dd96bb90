/**
 * @module formats/slides/ppt-records
 * The record layer of the PowerPoint 97–2003 binary format ([MS-PPT] 2.3.1): every record starts
 * with an 8-byte header (version 4 bits, instance 12 bits, type 16 bits, length 32 bits); a record
 * of version 0xF is a container whose body is more records.
 */

/** One record: where its body is in the stream, and its header fields. */
export interface PptRecord {
  type: number
  instance: number
  /** True for containers (version 0xF). */
  container: boolean
  /** Offset of the body (after the header) in the stream. */
  start: number
  /** Offset just past the body. */
  end: number
}

/** The records laid end to end in `stream[start, end)`; a header that runs past `end` stops the list. */
export function recordsIn(stream: Uint8Array, start: number, end: number): PptRecord[] {
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength)
  const records: PptRecord[] = []
  let at = start
  const limit = Math.min(end, stream.length)
  while (at + 8 <= limit) {
    const versionAndInstance = view.getUint16(at, true)
    const length = view.getUint32(at + 4, true)
    const bodyEnd = at + 8 + length
    if (bodyEnd > limit) break
    records.push({
      type: view.getUint16(at + 2, true),
      instance: versionAndInstance >> 4,
      container: (versionAndInstance & 0xf) === 0xf,
      start: at + 8,
      end: bodyEnd,
    })
    at = bodyEnd
  }
  return records
}

/** The record whose header is at `offset`, or undefined when it does not fit in the stream. */
export function recordAt(stream: Uint8Array, offset: number): PptRecord | undefined {
  return recordsIn(stream, offset, stream.length)[0]
}

/** The children of a container record. */
export function childrenOf(stream: Uint8Array, record: PptRecord): PptRecord[] {
  return record.container ? recordsIn(stream, record.start, record.end) : []
}

/** Every record below `record` (not itself), depth first, in stream order. */
export function descendantsOf(stream: Uint8Array, record: PptRecord, maxDepth = 32): PptRecord[] {
  const out: PptRecord[] = []
  const visit = (parent: PptRecord, depth: number): void => {
    if (depth > maxDepth) return
    for (const child of childrenOf(stream, parent)) {
      out.push(child)
      visit(child, depth + 1)
    }
  }
  visit(record, 0)
  return out
}
