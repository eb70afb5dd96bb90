/**
 * @module pdf/reader/security/standard-security-handler
 * The PDF standard security handler (ISO 32000-1 §7.6.3, ISO 32000-2 §7.6.4): revisions 2 to 6 —
 * RC4 40 to 128 bits (V1, V2, V4 /V2), AES-128 (V4 /AESV2) and AES-256 (V5 /AESV3, R5 with SHA-256 and
 * R6 with the SHA-256/384/512 hash of algorithm 2.B) — with crypt filters (/CF, /StmF, /StrF, /Identity)
 * and /EncryptMetadata false. The password is tried as the user password, then as the owner password;
 * no password means the empty user password. A password that opens neither is `PdfPasswordError`
 * (which never carries the password); a handler this module does not know (public-key security, an
 * unknown revision or crypt method) is `UnsupportedPdfError`, so the caller can hand the file to pdfjs.
 */
import { concatBytes } from '../../../containers/concat-bytes.js'
import { UnsupportedPdfError, isDict } from '../pdf-objects.js'
import type { PdfDict, PdfObject } from '../pdf-objects.js'
import { aesCbcDecryptRaw, aesCbcEncryptRaw } from '#platform/aes-cbc'
import { md5, sha256, sha384, sha512 } from '../../../digests.js'
import { rc4 } from './rc4.js'

/** The document needs a password and the one given (or the empty one) is neither its user nor its owner password. */
export class PdfPasswordError extends Error {
  override name = 'PdfPasswordError'
  constructor() {
    super('The PDF is encrypted and the password is missing or wrong.')
  }
}

type CryptMethod = 'identity' | 'rc4' | 'aesv2' | 'aesv3'

/** Decrypts the strings and streams of one document, object by object. */
export interface PdfDecryptor {
  /** A string of indirect object `num gen`. */
  decryptString(data: Uint8Array, num: number, gen: number): Uint8Array
  /** A stream's data; `cryptFilter` is the name a stream's own /Crypt filter gives (else /StmF applies). */
  decryptStream(data: Uint8Array, num: number, gen: number, cryptFilter?: string): Uint8Array
  /** False when /EncryptMetadata false leaves /Metadata streams in the clear. */
  readonly encryptMetadata: boolean
}

/** ISO 32000-1 algorithm 2's padding string. */
const PAD = Uint8Array.from([
  0x28, 0xbf, 0x4e, 0x5e, 0x4e, 0x75, 0x8a, 0x41, 0x64, 0x00, 0x4e, 0x56, 0xff, 0xfa, 0x01, 0x08, 0x2e, 0x2e, 0x00, 0xb6, 0xd0, 0x68, 0x3e, 0x80,
  0x2f, 0x0c, 0xa9, 0xfe, 0x64, 0x53, 0x69, 0x7a,
])
const SALT = Uint8Array.from([0x73, 0x41, 0x6c, 0x54]) // "sAlT"

/**
 * The decryptor for the /Encrypt dictionary `encrypt` (its values already resolved by `resolve`), the first
 * string of the trailer's /ID, and the password the caller gave (undefined: the empty user password).
 */
export function standardSecurityHandler(
  encrypt: PdfDict,
  id0: Uint8Array,
  password: string | undefined,
  resolve: (o: PdfObject | undefined) => PdfObject,
): PdfDecryptor {
  const get = (key: string): PdfObject => resolve(encrypt.get(key))
  const filter = get('Filter')
  if (filter !== 'Standard') throw new UnsupportedPdfError(`The security handler ${String(filter)} is not read by the text-layer reader.`)
  const v = numberOr(get('V'), 0)
  const r = numberOr(get('R'), 0)
  const o = get('O')
  const u = get('U')
  if (!(o instanceof Uint8Array) || !(u instanceof Uint8Array) || r < 2 || r > 6) {
    throw new UnsupportedPdfError(`Standard security revision ${r} is not read by the text-layer reader.`)
  }
  const em = get('EncryptMetadata')
  const encryptMetadata = em !== false
  const methods = cryptMethods(v, get)
  const given = password ?? ''
  let key: Uint8Array | null
  if (r >= 5) {
    const oe = get('OE')
    const ue = get('UE')
    if (!(oe instanceof Uint8Array) || !(ue instanceof Uint8Array) || o.length < 48 || u.length < 48) {
      throw new UnsupportedPdfError('An AES-256 /Encrypt dictionary lacks /O, /U, /OE or /UE.')
    }
    const pw = utf8Password(given)
    key = aes256UserKey(pw, u, ue, r) ?? aes256OwnerKey(pw, o, u, oe, r)
  } else {
    const length = keyLength(v, get)
    const p = numberOr(get('P'), 0)
    const fileKey = (padded: Uint8Array): Uint8Array => rc4FileKey(padded, o, p, id0, r, length, encryptMetadata)
    const pw = latin1Password(given)
    const asUser = fileKey(padTo32(pw))
    if (userKeyMatches(asUser, u, id0, r)) key = asUser
    else {
      const asOwner = fileKey(userPasswordFromOwner(pw, o, r, length))
      key = userKeyMatches(asOwner, u, id0, r) ? asOwner : null
    }
  }
  if (key === null) throw new PdfPasswordError()
  return decryptor(key, methods, encryptMetadata)
}

interface Methods {
  strings: CryptMethod
  streams: CryptMethod
  named: (name: string) => CryptMethod
}

/** V1/V2: RC4 everywhere; V4/V5: the crypt filters named by /StrF and /StmF (absent: /Identity). */
function cryptMethods(v: number, get: (key: string) => PdfObject): Methods {
  if (v === 1 || v === 2 || v === 3) return { strings: 'rc4', streams: 'rc4', named: (name) => (name === 'Identity' ? 'identity' : 'rc4') }
  if (v !== 4 && v !== 5) throw new UnsupportedPdfError(`Security handler version ${v} is not read by the text-layer reader.`)
  const cf = get('CF')
  const named = (name: string): CryptMethod => {
    if (name === 'Identity') return 'identity'
    const entry = isDict(cf) ? cf.get(name) : undefined
    if (!isDict(entry)) throw new UnsupportedPdfError(`The crypt filter ${name} is not defined.`)
    const cfm = entry.get('CFM') ?? 'None'
    if (cfm === 'None') return 'identity'
    if (cfm === 'V2') return 'rc4'
    if (cfm === 'AESV2') return 'aesv2'
    if (cfm === 'AESV3') return 'aesv3'
    throw new UnsupportedPdfError(`The crypt method ${String(cfm)} is not read by the text-layer reader.`)
  }
  const nameOf = (key: string): string => {
    const n = get(key)
    return typeof n === 'string' ? n : 'Identity'
  }
  return { strings: named(nameOf('StrF')), streams: named(nameOf('StmF')), named }
}

/** The file key's length in bytes for RC4 and AES-128 (V1: 5; /Length in bits, sometimes in bytes). */
function keyLength(v: number, get: (key: string) => PdfObject): number {
  if (v === 1) return 5
  let bits = numberOr(get('Length'), 0)
  if (bits === 0 && v === 4) {
    const cf = get('CF')
    const std = isDict(cf) ? cf.get('StdCF') : undefined
    bits = isDict(std) ? numberOr(std.get('Length') ?? null, 128) : 128
  }
  if (bits === 0) bits = 40
  if (bits <= 16) bits *= 8
  return Math.max(5, Math.min(16, Math.floor(bits / 8)))
}

function decryptor(fileKey: Uint8Array, methods: Methods, encryptMetadata: boolean): PdfDecryptor {
  const objectKey = (num: number, gen: number, aes: boolean): Uint8Array => {
    const n = fileKey.length
    const input = new Uint8Array(n + 5 + (aes ? 4 : 0))
    input.set(fileKey)
    input[n] = num & 0xff
    input[n + 1] = (num >> 8) & 0xff
    input[n + 2] = (num >> 16) & 0xff
    input[n + 3] = gen & 0xff
    input[n + 4] = (gen >> 8) & 0xff
    if (aes) input.set(SALT, n + 5)
    return md5(input).subarray(0, Math.min(n + 5, 16))
  }
  const apply = (method: CryptMethod, data: Uint8Array, num: number, gen: number): Uint8Array => {
    switch (method) {
      case 'identity':
        return data
      case 'rc4':
        return rc4(objectKey(num, gen, false), data)
      case 'aesv2':
        return aesDecrypt(objectKey(num, gen, true), data)
      case 'aesv3':
        return aesDecrypt(fileKey, data)
    }
  }
  return {
    encryptMetadata,
    decryptString: (data, num, gen) => apply(methods.strings, data, num, gen),
    decryptStream: (data, num, gen, cryptFilter) => apply(cryptFilter === undefined ? methods.streams : methods.named(cryptFilter), data, num, gen),
  }
}

/**
 * AES-CBC with the 16-byte IV in front and PKCS#5 padding, as pdfjs reads it: fewer than 16 bytes give
 * nothing, a trailing partial block is dropped, padding that is not valid is left in place.
 */
function aesDecrypt(key: Uint8Array, data: Uint8Array): Uint8Array {
  if (data.length < 32) return new Uint8Array(0)
  const iv = data.subarray(0, 16)
  const body = data.subarray(16, 16 + Math.floor((data.length - 16) / 16) * 16)
  const plain = aesCbcDecryptRaw(key, iv, body)
  const pad = plain[plain.length - 1]!
  if (pad >= 1 && pad <= 16 && pad <= plain.length) {
    let valid = true
    for (let i = plain.length - pad; i < plain.length; i++) if (plain[i] !== pad) valid = false
    if (valid) return plain.subarray(0, plain.length - pad)
  }
  return plain
}

// ── R2–R4 (ISO 32000-1 algorithms 2, 6, 7) ──

function rc4FileKey(padded: Uint8Array, o: Uint8Array, p: number, id0: Uint8Array, r: number, length: number, encryptMetadata: boolean): Uint8Array {
  const noMetadata = r >= 4 && !encryptMetadata
  const input = new Uint8Array(32 + 32 + 4 + id0.length + (noMetadata ? 4 : 0))
  input.set(padded.subarray(0, 32))
  input.set(padTo32(o.subarray(0, 32)), 32)
  input[64] = p & 0xff
  input[65] = (p >> 8) & 0xff
  input[66] = (p >> 16) & 0xff
  input[67] = (p >>> 24) & 0xff
  input.set(id0, 68)
  if (noMetadata) input.fill(0xff, 68 + id0.length)
  let hash = md5(input)
  if (r >= 3) for (let i = 0; i < 50; i++) hash = md5(hash.subarray(0, length))
  return hash.slice(0, r === 2 ? 5 : length)
}

function userKeyMatches(key: Uint8Array, u: Uint8Array, id0: Uint8Array, r: number): boolean {
  if (r === 2) return equalBytes(rc4(key, PAD), u, 32)
  const seed = new Uint8Array(32 + id0.length)
  seed.set(PAD)
  seed.set(id0, 32)
  let data = rc4(key, md5(seed))
  for (let i = 1; i <= 19; i++) data = rc4(xorKey(key, i), data)
  return equalBytes(data, u, 16)
}

/** Algorithm 7: the padded user password recovered from /O with the owner password. */
function userPasswordFromOwner(ownerPassword: Uint8Array, o: Uint8Array, r: number, length: number): Uint8Array {
  let hash = md5(padTo32(ownerPassword))
  if (r >= 3) for (let i = 0; i < 50; i++) hash = md5(hash)
  const key = hash.subarray(0, r === 2 ? 5 : length)
  if (r === 2) return rc4(key, o.subarray(0, 32))
  let data = o.subarray(0, 32)
  for (let i = 19; i >= 0; i--) data = rc4(xorKey(key, i), data)
  return data
}

function xorKey(key: Uint8Array, i: number): Uint8Array {
  const out = new Uint8Array(key.length)
  for (let k = 0; k < key.length; k++) out[k] = key[k]! ^ i
  return out
}

function padTo32(password: Uint8Array): Uint8Array {
  const out = new Uint8Array(32)
  const n = Math.min(32, password.length)
  out.set(password.subarray(0, n))
  out.set(PAD.subarray(0, 32 - n), n)
  return out
}

// ── R5, R6 (ISO 32000-2 algorithms 2.A, 2.B) ──

function aes256UserKey(pw: Uint8Array, u: Uint8Array, ue: Uint8Array, r: number): Uint8Array | null {
  const none = new Uint8Array(0)
  if (!equalBytes(hash2B(pw, u.subarray(32, 40), none, r), u, 32)) return null
  return aesCbcDecryptRaw(hash2B(pw, u.subarray(40, 48), none, r), new Uint8Array(16), ue.subarray(0, 32))
}

function aes256OwnerKey(pw: Uint8Array, o: Uint8Array, u: Uint8Array, oe: Uint8Array, r: number): Uint8Array | null {
  const udata = u.subarray(0, 48)
  if (!equalBytes(hash2B(pw, o.subarray(32, 40), udata, r), o, 32)) return null
  return aesCbcDecryptRaw(hash2B(pw, o.subarray(40, 48), udata, r), new Uint8Array(16), oe.subarray(0, 32))
}

/** R5: SHA-256 of password, salt and user data; R6: algorithm 2.B's rounds of AES-128 and SHA-2. */
function hash2B(pw: Uint8Array, salt: Uint8Array, udata: Uint8Array, r: number): Uint8Array {
  let k: Uint8Array = sha256(concatBytes([pw, salt, udata]))
  if (r === 5) return k
  let e: Uint8Array = new Uint8Array(1)
  for (let i = 0; i < 64 || e[e.length - 1]! > i - 32; i++) {
    const block = concatBytes([pw, k, udata])
    const k1 = new Uint8Array(block.length * 64)
    for (let j = 0; j < 64; j++) k1.set(block, j * block.length)
    e = aesCbcEncryptRaw(k.subarray(0, 16), k.subarray(16, 32), k1)
    let sum = 0
    for (let j = 0; j < 16; j++) sum += e[j]!
    const remainder = sum % 3
    k = remainder === 0 ? sha256(e) : remainder === 1 ? sha384(e) : sha512(e)
  }
  return k.subarray(0, 32)
}

// ── helpers ──

function utf8Password(password: string): Uint8Array {
  return new TextEncoder().encode(password).subarray(0, 127)
}

/** R2–R4 passwords are PDFDocEncoding; Latin-1 covers what a user types there. */
function latin1Password(password: string): Uint8Array {
  return Uint8Array.from(password, (c) => c.charCodeAt(0) & 0xff)
}

function equalBytes(a: Uint8Array, b: Uint8Array, n: number): boolean {
  if (a.length < n || b.length < n) return false
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false
  return true
}

function numberOr(v: PdfObject | undefined, fallback: number): number {
  return typeof v === 'number' ? v : fallback
}
