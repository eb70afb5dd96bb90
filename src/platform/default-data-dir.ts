/**
 * @module platform/default-data-dir
 * Where the platform keeps its database when no `--data-dir` is given: a `docparts` folder in the user's
 * data directory — `$XDG_DATA_HOME` or `~/.local/share` on Linux and other Unixes, `%APPDATA%` on
 * Windows, `~/Library/Application Support` on macOS.
 */
import { homedir } from 'node:os'
import { join } from 'node:path'

export const PLATFORM_DATABASE_FILE = 'platform.db'

export function defaultDataDir(
  env: Readonly<Record<string, string | undefined>> = globalThis.process.env,
  platform: string = globalThis.process.platform,
  home: string = homedir(),
): string {
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), 'docparts')
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'docparts')
  const xdg = env.XDG_DATA_HOME
  return join(xdg !== undefined && xdg !== '' ? xdg : join(home, '.local', 'share'), 'docparts')
}
