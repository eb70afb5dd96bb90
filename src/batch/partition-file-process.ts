/**
 * @module batch/partition-file-process
 * The entry of a batch worker process of `docparts partition DIR --out-dir OUT` (see
 * ../workers/process-pool.ts): one job at a time — a whole file, or a part of a large PDF split across
 * the processes (./split-pdf-file.ts). A file that kills this process (out of memory, a V8 fatal error)
 * fails alone; the command reports it and goes on with a new process.
 */
import { installNodeOcr } from '../node/ocr-node-helpers.js'
import { configureOcrPool } from '../ocr/ocr-pool.js'
import { serveProcessJobs } from '../workers/serve-process-jobs.js'
import type { BatchProcessAnswer, BatchProcessRequest } from './batch-process-request.js'
import { runPartitionFileJob } from './partition-file-job.js'
import { finishPdfSplit, planPdfSplit, readPdfRange } from './split-pdf-file.js'

// OCR in this process: languages from several data packages ("eng+kor"), a quiet tesseract worker.
installNodeOcr()

/** OCR workers of this process, set by the command so that processes × OCR workers ≤ cores. */
const ocrWorkers = Number(process.env.DOCPARTS_OCR_WORKERS)
if (Number.isInteger(ocrWorkers) && ocrWorkers > 0) configureOcrPool({ size: ocrWorkers })

// Ctrl-C reaches the whole process group: the command decides what it means (it stops this process).
process.on('SIGINT', () => undefined)

serveProcessJobs<BatchProcessRequest, BatchProcessAnswer>(async (request) => {
  if ('range' in request) return { range: await readPdfRange(request.range) }
  if ('finish' in request) return finishPdfSplit(request.finish)
  const { splitAbovePages, ...job } = request
  if (splitAbovePages !== undefined) {
    const split = await planPdfSplit(job, splitAbovePages)
    if (split !== undefined) return { split }
  }
  return runPartitionFileJob(job)
})
