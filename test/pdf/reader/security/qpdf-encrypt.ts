/**
 * Test helper: an encrypted copy of a PDF made by Debian's qpdf (`qpdf --encrypt`), which CI installs
 * (.ci/run). Each variant names the security handler revision and cipher it produces.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface Encryption {
  user: string
  owner: string
  /** 40 (R2, RC4), 128 (R3 RC4 or R4 AES-128), 256 (R6, or R5 with `r5`). */
  bits: 40 | 128 | 256
  aes?: boolean
  r5?: boolean
  cleartextMetadata?: boolean
}

/** Whether qpdf can be run here (CI installs it; a developer machine may not have it). */
export function hasQpdf(): boolean {
  try {
    execFileSync('qpdf', ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

export function encryptWithQpdf(plain: Uint8Array, e: Encryption): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'docparts-qpdf-'))
  const input = join(dir, 'plain.pdf')
  const output = join(dir, 'encrypted.pdf')
  writeFileSync(input, plain)
  const extra: string[] = []
  if (e.bits === 128) extra.push(`--use-aes=${e.aes === true ? 'y' : 'n'}`)
  if (e.r5 === true) extra.push('--force-R5')
  if (e.cleartextMetadata === true) extra.push('--cleartext-metadata')
  execFileSync('qpdf', ['--allow-weak-crypto', '--encrypt', e.user, e.owner, String(e.bits), ...extra, '--', input, output])
  return new Uint8Array(readFileSync(output))
}
