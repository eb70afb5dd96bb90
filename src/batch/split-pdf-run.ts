/**
 * @module batch/split-pdf-run
 * The command's side of a large PDF split across the batch's worker processes (./split-pdf-file.ts has
 * the processes' side): its page ranges go out as jobs to whichever process is free, their drafts come
 * back and go, in page order, to one process for the document-level passes and the output.
 */
import type { BatchProcessAnswer, BatchProcessRequest } from './batch-process-request.js'
import { warningLine } from './warning-line.js'
import type { FileJobResult, PartitionFileJob } from './partition-file-job.js'
import type { PdfRangeResult, PdfSplitPlan } from './split-pdf-file.js'

/** Pages per range: about 4 ranges per process so that the processes finish together, 16 to 64 pages each. */
export function pageRanges(pages: number, processes: number): { from: number; to: number }[] {
  const size = Math.min(64, Math.max(16, Math.ceil(pages / (Math.max(1, processes) * 4))))
  const ranges: { from: number; to: number }[] = []
  for (let from = 1; from <= pages; from += size) ranges.push({ from, to: Math.min(pages, from + size - 1) })
  return ranges
}

/** Runs a planned split of `file` through `call` (a job on a free process) and answers the file's result. */
export async function runSplitPdf(
  call: (request: BatchProcessRequest) => Promise<BatchProcessAnswer>,
  file: PartitionFileJob,
  plan: PdfSplitPlan,
  processes: number,
): Promise<FileJobResult> {
  const read = (range: { from: number; to: number }): Promise<PdfRangeResult> =>
    call({ range: { file, plan, ...range } }).then((answer) => {
      if (!('range' in answer)) throw new Error('a batch worker process answered a page range with something else')
      return answer.range
    })
  const results = await Promise.all(pageRanges(plan.pages, processes).map(read))
  const failed = results.findIndex((result) => !result.ok)
  const done = (failed === -1 ? results : results.slice(0, failed)) as Extract<PdfRangeResult, { ok: true }>[]
  if (failed !== -1) {
    // as a whole file's job fails: with the warnings of the pages before the error
    const warnings = done.flatMap((result) => result.warnings.map((warning) => warningLine(file.path, warning)))
    return { ok: false, error: (results[failed] as Extract<PdfRangeResult, { ok: false }>).error, warnings, contentHash: plan.contentHash }
  }
  const answer = await call({
    finish: { file, plan, drafts: done.flatMap((result) => result.drafts), warnings: done.flatMap((result) => result.warnings) },
  })
  if (!('ok' in answer)) throw new Error('a batch worker process answered the passes over a split PDF with something else')
  return answer
}
