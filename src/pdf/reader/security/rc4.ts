/**
 * @module pdf/reader/security/rc4
 * RC4 (ISO 32000-1 §7.6.2: the V1/V2 crypt method), which WebCrypto does not offer. Encryption and
 * decryption are the same operation.
 */

export function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const s = new Uint8Array(256)
  for (let i = 0; i < 256; i++) s[i] = i
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 0xff
    const t = s[i]!
    s[i] = s[j]!
    s[j] = t
  }
  const out = new Uint8Array(data.length)
  for (let k = 0, i = 0, j = 0; k < data.length; k++) {
    i = (i + 1) & 0xff
    j = (j + s[i]!) & 0xff
    const t = s[i]!
    s[i] = s[j]!
    s[j] = t
    out[k] = data[k]! ^ s[(s[i]! + s[j]!) & 0xff]!
  }
  return out
}
