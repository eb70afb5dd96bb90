/**
 * Vitest global setup: the whole run gets one temporary folder, and every temporary file or folder a
 * test, a library or a child process makes through `os.tmpdir()` (TMPDIR) lands in it; the folder is
 * removed when the run ends, so `npm test` leaves nothing behind in /tmp, even where a test forgets to
 * clean up or is killed half-way. With projects (vitest.config.ts: unit, slow) the setup runs once per
 * project in the same process: the first call makes the folder, the others keep it (nested folders made
 * Chromium's socket path too long).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'

const PREFIX = 'docparts-test-run-'

export default function setup(): () => void {
  if (basename(tmpdir()).startsWith(PREFIX)) return () => undefined
  const folder = mkdtempSync(join(tmpdir(), PREFIX))
  // Test workers and the processes they start inherit it; os.tmpdir() reads TMPDIR on POSIX (TEMP/TMP on Windows).
  process.env.TMPDIR = folder
  process.env.TEMP = folder
  process.env.TMP = folder
  return () => rmSync(folder, { recursive: true, force: true })
}
