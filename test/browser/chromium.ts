/**
 * @module test/browser/chromium
 * Headless Chromium (Debian's `chromium`, or CHROMIUM_PATH) driven over the DevTools protocol on a pipe
 * (`--remote-debugging-pipe`: JSON messages ending in NUL on file descriptors 3 and 4), so the tests need no
 * browser download and no WebSocket client. One browser per test file; `evaluate` opens a page at a URL and
 * returns the JSON value of an async expression run in it. The profile lives in a temporary folder removed
 * on close; network features that would call out (updates, field trials, translation) are off.
 */
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable, Writable } from 'node:stream'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

interface Pending {
  resolve(value: Record<string, unknown>): void
  reject(error: Error): void
}

export interface Chromium {
  /** Opens `url` in a new tab, evaluates `expression` (a promise of a JSON-able value) and closes the tab. */
  evaluate<T>(url: string, expression: string): Promise<T>
  /** Console errors and uncaught exceptions seen so far (for failure messages). */
  log: string[]
  close(): Promise<void>
}

export async function launchChromium(): Promise<Chromium> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM_PATH}: apt-get install chromium (or set CHROMIUM_PATH). The browser tests need it.`)
  }
  const profile = mkdtempSync(join(tmpdir(), 'docparts-chromium-'))
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-extensions',
      '--disable-field-trial-config',
      '--disable-features=Translate,OptimizationHints,MediaRouter,InterestFeedContentSuggestions',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] },
  )
  const toBrowser = child.stdio[3] as Writable
  const fromBrowser = child.stdio[4] as Readable
  const stderr: string[] = []
  child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString()))
  const log: string[] = []
  const pending = new Map<number, Pending>()
  const waiters: { method: string; sessionId: string; resolve(): void }[] = []
  let nextId = 0
  let buffer = Buffer.alloc(0)
  let exited: Error | undefined

  const failAll = (error: Error): void => {
    exited = error
    for (const p of pending.values()) p.reject(error)
    pending.clear()
  }
  child.on('exit', (code, signal) => failAll(new Error(`Chromium exited (${code ?? signal}): ${stderr.join('').slice(-2000)}`)))
  child.on('error', (error) => failAll(error))

  fromBrowser.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk])
    for (let end = buffer.indexOf(0); end >= 0; end = buffer.indexOf(0)) {
      const message = JSON.parse(buffer.subarray(0, end).toString('utf8')) as {
        id?: number
        sessionId?: string
        method?: string
        params?: Record<string, unknown>
        result?: Record<string, unknown>
        error?: { message: string }
      }
      buffer = buffer.subarray(end + 1)
      const waiter = waiters.findIndex((w) => w.method === message.method && w.sessionId === message.sessionId)
      if (waiter >= 0) waiters.splice(waiter, 1)[0]!.resolve()
      if (message.id !== undefined) {
        const p = pending.get(message.id)
        pending.delete(message.id)
        if (message.error !== undefined) p?.reject(new Error(message.error.message))
        else p?.resolve(message.result ?? {})
      } else if (message.method === 'Runtime.exceptionThrown') {
        const details = message.params?.exceptionDetails as { exception?: { description?: string }; text?: string } | undefined
        log.push(`exception: ${details?.exception?.description ?? details?.text}`)
      } else if (message.method === 'Runtime.consoleAPICalled' && ['error', 'warning'].includes(String(message.params?.type))) {
        const args = (message.params?.args as { value?: unknown; description?: string }[] | undefined) ?? []
        log.push(`console.${String(message.params?.type)}: ${args.map((a) => a.value ?? a.description).join(' ')}`)
      }
    }
  })

  const send = (method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<Record<string, unknown>> => {
    if (exited !== undefined) return Promise.reject(exited)
    const id = ++nextId
    const result = new Promise<Record<string, unknown>>((resolve, reject) => pending.set(id, { resolve, reject }))
    toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId !== undefined ? { sessionId } : {}) })}\0`)
    return result
  }

  await send('Browser.getVersion')

  return {
    log,
    async evaluate<T>(url: string, expression: string): Promise<T> {
      const { targetId } = (await send('Target.createTarget', { url: 'about:blank' })) as { targetId: string }
      try {
        const { sessionId } = (await send('Target.attachToTarget', { targetId, flatten: true })) as { sessionId: string }
        await send('Runtime.enable', {}, sessionId)
        await send('Page.enable', {}, sessionId)
        const loaded = new Promise<void>((resolve) => waiters.push({ method: 'Page.loadEventFired', sessionId, resolve }))
        const navigated = (await send('Page.navigate', { url }, sessionId)) as { errorText?: string }
        if (navigated.errorText !== undefined) throw new Error(`${url}: ${navigated.errorText}`)
        await Promise.race([
          loaded,
          new Promise((_, reject) => setTimeout(() => reject(new Error(`${url} did not finish loading in 60 s\n${log.join('\n')}`)), 60_000).unref()),
        ])
        const evaluated = (await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId)) as {
          result: { value?: unknown }
          exceptionDetails?: { exception?: { description?: string }; text?: string }
        }
        if (evaluated.exceptionDetails !== undefined) {
          throw new Error(`in the page: ${evaluated.exceptionDetails.exception?.description ?? evaluated.exceptionDetails.text}\n${log.join('\n')}`)
        }
        return evaluated.result.value as T
      } finally {
        await send('Target.closeTarget', { targetId }).catch(() => undefined)
      }
    },
    async close(): Promise<void> {
      if (exited === undefined) {
        const gone = new Promise((resolve) => child.once('exit', resolve))
        await send('Browser.close').catch(() => undefined)
        await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5000))])
        if (exited === undefined) child.kill('SIGKILL')
      }
      rmSync(profile, { recursive: true, force: true })
    },
  }
}
