/**
 * @module scripts/soak/soak-server
 * A real `docparts serve` for the soak: a child process listening on 127.0.0.1 (a free port), started
 * from a checkout's sources through tsx (so any commit can be soaked without building it) or from its
 * built `bin/docparts.js`. Its stdout (the request log) is dropped; the end of its stderr is kept to
 * say why it died, if it does.
 */
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

export interface SoakServer {
  child: ChildProcess
  url: string
  /** The end of what the server wrote to stderr. */
  stderrTail(): string
  /** Resolves with the exit code or signal when the process ends. */
  exited: Promise<string>
  /** SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<string>
}

export interface SoakServerOptions {
  /** The checkout whose server runs. */
  repo: string
  /** Run `bin/docparts.js` (needs `npm run build` in `repo`) instead of the sources. */
  dist: boolean
  env: NodeJS.ProcessEnv
  /** Extra `docparts serve` switches. */
  args: readonly string[]
}

export async function startSoakServer(options: SoakServerOptions): Promise<SoakServer> {
  const serveArgs = [
    'serve',
    '--port',
    '0',
    '--host',
    '127.0.0.1',
    '--log-level',
    'warn',
    '--data-dir',
    join(tmpdir(), 'docparts-soak-data'),
    ...options.args,
  ]
  const main = pathToFileURL(join(options.repo, 'src/cli/main.ts')).href
  const argv = options.dist
    ? [join(options.repo, 'bin/docparts.js'), ...serveArgs]
    : [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { main } = await import(${JSON.stringify(main)}); process.exitCode = await main(${JSON.stringify(serveArgs)})`,
      ]
  const child = spawn(process.execPath, argv, { cwd: options.repo, env: options.env, stdio: ['ignore', 'ignore', 'pipe'] })
  let tail = ''
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? `exit ${code}`)))
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr!.setEncoding('utf8')
    child.stderr!.on('data', (text: string) => {
      tail = (tail + text).slice(-8000)
      const match = /partition API on (http:\/\/[^\s/]+)/.exec(tail)
      if (match !== null) resolve(match[1]!)
    })
    void exited.then((how) => reject(new Error(`docparts serve ended before listening (${how}): ${tail}`)))
  })
  return {
    child,
    url,
    stderrTail: () => tail,
    exited,
    stop: async (graceMs = 30_000) => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
        const how = await exited
        clearTimeout(timer)
        return how
      }
      return exited
    },
  }
}
