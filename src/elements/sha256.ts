/**
 * @module elements/sha256
 * SHA-256 as element ids need it: 64 hex digits of the UTF-8 bytes of a string. Every element of every
 * document comes here (a 400-page manual: 21,000 hashes per run), so this is FIPS 180-4 written for that
 * one case — message bytes written straight into a reused block buffer, one reused schedule, hex from a
 * table — instead of a general hasher object per call (the digest adapter's @noble/hashes, still used for
 * the PDF security handler, cost several times as much here). The words live in Int32Arrays: a Uint32Array
 * element above 2^31 is read as a double, and the round arithmetic then runs in floating point.
 */
import { nativeSha256Hex } from '#platform/native-hash'

const K = Int32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
])
const INITIAL = Int32Array.from([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19])
const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'))

const encoder = new TextEncoder()
const state = new Int32Array(8)
const schedule = new Int32Array(64)
let message = new Uint8Array(256)

function compress(block: Uint8Array, at: number): void {
  const w = schedule
  for (let t = 0; t < 16; t++) {
    const i = at + 4 * t
    w[t] = (block[i]! << 24) | (block[i + 1]! << 16) | (block[i + 2]! << 8) | block[i + 3]!
  }
  for (let t = 16; t < 64; t++) {
    const x = w[t - 15]!
    const y = w[t - 2]!
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3)
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10)
    w[t] = (w[t - 16]! + s0 + w[t - 7]! + s1) | 0
  }
  let a = state[0]!
  let b = state[1]!
  let c = state[2]!
  let d = state[3]!
  let e = state[4]!
  let f = state[5]!
  let g = state[6]!
  let h = state[7]!
  for (let t = 0; t < 64; t++) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))
    const t1 = (h + s1 + ((e & f) ^ (~e & g)) + K[t]! + w[t]!) | 0
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0
    h = g
    g = f
    f = e
    e = (d + t1) | 0
    d = c
    c = b
    b = a
    a = (t1 + t2) | 0
  }
  state[0] = (state[0]! + a) | 0
  state[1] = (state[1]! + b) | 0
  state[2] = (state[2]! + c) | 0
  state[3] = (state[3]! + d) | 0
  state[4] = (state[4]! + e) | 0
  state[5] = (state[5]! + f) | 0
  state[6] = (state[6]! + g) | 0
  state[7] = (state[7]! + h) | 0
}

/**
 * SHA-256 of the UTF-8 bytes of `text` (lone surrogates as U+FFFD), as 64 lowercase hex digits, or only the
 * first `digits` of them (a multiple of 8; element ids keep 32). Where the platform hashes natively
 * (#platform/native-hash: Node's one-shot `crypto.hash`, about 2.5× faster on element-sized texts and with
 * no warm-up), the digest comes from there; elsewhere (a browser has no synchronous digest) from
 * `sha256HexPortable`. Both give the same digits.
 */
export function sha256Hex(text: string, digits = 64): string {
  const native = nativeSha256Hex(text)
  if (native === undefined) return sha256HexPortable(text, digits)
  return digits === 64 ? native : native.slice(0, digits)
}

/** `sha256Hex` in JavaScript, on every platform. */
export function sha256HexPortable(text: string, digits = 64): string {
  // UTF-8 is at most 3 bytes per UTF-16 unit; room for the 0x80 byte and the 8-byte length, in whole blocks
  const room = ((text.length * 3 + 9 + 63) >> 6) << 6
  if (message.length < room) message = new Uint8Array(Math.max(room, message.length * 2))
  const { written } = encoder.encodeInto(text, message)
  const length = written!
  const blocks = (length + 9 + 63) >> 6
  const end = blocks << 6
  message[length] = 0x80
  message.fill(0, length + 1, end - 8)
  const bits = length * 8
  const high = Math.floor(bits / 0x100000000)
  for (let k = 0; k < 4; k++) {
    message[end - 8 + k] = (high >>> (24 - 8 * k)) & 0xff
    message[end - 4 + k] = (bits >>> (24 - 8 * k)) & 0xff
  }
  state.set(INITIAL)
  for (let at = 0; at < end; at += 64) compress(message, at)
  let hex = ''
  for (let k = 0; k < digits >> 3; k++) {
    const v = state[k]!
    hex += HEX[v >>> 24]! + HEX[(v >>> 16) & 0xff]! + HEX[(v >>> 8) & 0xff]! + HEX[v & 0xff]!
  }
  return hex
}
