/**
 * @module test/browser/browser-page
 * What the browser tests serve besides the bundle and the assets: the page and the module worker that
 * import the bundle, and the script that partitions the inputs in either (fetch, partition(), elements or
 * the error's name and message back as JSON).
 */

/** Partitions `{url, options}` with the bundle's `partition`; never throws. */
const RUN_CASE = `async function runCase(docparts, { url, options }) {
  const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer())
  try {
    return { elements: await docparts.partition(bytes, options) }
  } catch (e) {
    return { error: { name: e?.name, message: String(e?.message ?? e), isTypeError: e instanceof TypeError } }
  }
}`

export const PAGE_HTML = `<!doctype html>
<meta charset="utf-8">
<title>docparts in Chromium</title>
<script type="module">
import * as docparts from './docparts.js'
${RUN_CASE}
window.runCase = (input) => runCase(docparts, input)
</script>`

export const WORKER_JS = `import * as docparts from './docparts.js'
${RUN_CASE}
self.onmessage = async (event) => self.postMessage(await runCase(docparts, event.data))`

export interface CaseResult {
  elements?: unknown[]
  error?: { name: string; message: string; isTypeError: boolean }
}

/** An expression for the page: waits for the bundle, runs each case in turn, returns the results. */
export function inPage(cases: { url: string; options: Record<string, unknown> }[]): string {
  return `(async () => {
    for (let waited = 0; window.runCase === undefined; waited += 20) {
      if (waited > 20000) throw new Error('the docparts bundle did not load')
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const results = []
    for (const input of ${JSON.stringify(cases)}) results.push(await window.runCase(input))
    return results
  })()`
}

/** An expression for the page: starts the module worker, runs each case in it in turn, returns the results. */
export function inWorker(cases: { url: string; options: Record<string, unknown> }[]): string {
  return `(async () => {
    const worker = new Worker('./worker.js', { type: 'module' })
    const failed = new Promise((_, reject) => worker.addEventListener('error', (e) => reject(new Error('worker: ' + (e.message || 'failed to load')))))
    const results = []
    for (const input of ${JSON.stringify(cases)}) {
      worker.postMessage(input)
      results.push(await Promise.race([failed, new Promise((resolve) => worker.addEventListener('message', (e) => resolve(e.data), { once: true }))]))
    }
    worker.terminate()
    return results
  })()`
}
