/**
 * docparts's CPU time on one PDF, warm: the whole process's CPU (worker threads included) per
 * `partition(bytes, { strategy })`, after warm-up runs (at least `warmPages` pages, or one run), over
 * enough runs to cover `minPages` pages (at least three, as PyMuPDF's mean, at most 20). A document docparts refuses gives its
 * error instead. The element predicates' per-text memos are emptied before every run, so each run times the
 * document as one met the first time (they would otherwise keep the answers of the run before).
 */
import { existsSync, readFileSync } from 'node:fs'
import { forgetTextMemos } from '../../src/elements/forget-text-memos.js'
import { partition } from '../../src/partition.js'

const cpuMs = (): number => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}

/** Where Linux keeps this process's main thread's CPU time in nanoseconds (first field); absent elsewhere. */
const MAIN_THREAD_SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`
const hasThreadTimes = existsSync(MAIN_THREAD_SCHEDSTAT)

/** CPU ms of this process's main thread alone (Linux), so that the time of worker threads (OCR, V8's) can be told apart. */
const mainThreadMs = (): number => Number(readFileSync(MAIN_THREAD_SCHEDSTAT, 'utf8').split(' ')[0]) / 1e6

/** `ms`: the whole process's CPU per run; `mainMs`: the main thread's share (Linux only); the rest is worker threads. */
export type DocpartsTime = { ms: number; mainMs?: number; elements: number } | { error: string }

export async function docpartsTime(
  file: string,
  strategy: 'fast' | 'hi_res',
  pages: number,
  settings: { warmPages: number; minPages: number },
): Promise<DocpartsTime> {
  const bytes = new Uint8Array(readFileSync(file))
  const perRun = Math.max(1, pages)
  const warmups = Math.max(1, Math.min(20, Math.ceil(settings.warmPages / perRun)))
  // at least 3 timed runs, as PyMuPDF gets (reference_times.py): one run of a large file swings by a third
  const runs = Math.max(3, Math.min(20, Math.ceil(settings.minPages / perRun)))
  let elements = 0
  try {
    for (let i = 0; i < warmups; i++) {
      forgetTextMemos()
      elements = (await partition(bytes, { strategy })).length
    }
  } catch (error) {
    return { error: ((error as Error).message ?? String(error)).split('\n')[0]!.slice(0, 70) }
  }
  let ms = 0
  let mainMs = 0
  for (let i = 0; i < runs; i++) {
    forgetTextMemos()
    const t = cpuMs()
    const m = hasThreadTimes ? mainThreadMs() : 0
    await partition(bytes, { strategy })
    ms += cpuMs() - t
    if (hasThreadTimes) mainMs += mainThreadMs() - m
  }
  return { ms: ms / runs, ...(hasThreadTimes ? { mainMs: mainMs / runs } : {}), elements }
}
