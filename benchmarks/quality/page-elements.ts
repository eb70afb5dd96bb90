/**
 * docparts's elements of one labelled page under one set of options, partitioned in a child process
 * (partition-in-child.ts, PAGE_TIMEOUT_S) and cached per document (or per page window for long documents,
 * page-window.ts), so several labelled pages of a document cost one run.
 */
import { join } from 'node:path'
import type { PartitionOptions } from '../../src/options/validate-options.js'
import type { LabelledPage } from './labelled-pages.js'
import { PAGE_TIMEOUT_S, partitionInChild } from './partition-in-child.js'
import type { ChildElement } from './partition-in-child.js'
import { pageWindow } from './page-window.js'

export type PageResult = { elements: ChildElement[] } | { error: string }

/** Returns a function giving the elements of a labelled page under `options`; results are cached. */
export function pageElements(corpus: string, options: PartitionOptions): (label: LabelledPage) => Promise<PageResult> {
  const cache = new Map<string, Promise<{ elements: ChildElement[]; offset: number } | { error: string }>>()
  return async (label) => {
    const path = join(corpus, label.document)
    let window
    try {
      window = await pageWindow(path, label.page)
    } catch (error) {
      return { error: `cannot read ${label.document}: ${(error as Error).message}` }
    }
    let run = cache.get(window.key)
    if (run === undefined) {
      const w = window
      run = partitionInChild(w.path, options, PAGE_TIMEOUT_S, w.key).then((r) => ('error' in r ? r : { elements: r.elements, offset: w.offset }))
      cache.set(window.key, run)
      void run.finally(() => w.dispose())
    } else window.dispose()
    const result = await run
    if ('error' in result) return result
    return { elements: result.elements.filter((e) => e.page !== undefined && e.page + result.offset === label.page) }
  }
}
