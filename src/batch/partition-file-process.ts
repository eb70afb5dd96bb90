/**
 * @module batch/partition-file-process
 * The entry of a batch worker process of `docparts partition DIR --out-dir OUT` (see
 * ../workers/process-pool.ts): one file per job. A file that kills this process (out of memory, a V8
 * fatal error) fails alone; the command reports it and goes on with a new process.
 */
import { installNodeOcr } from '../node/ocr-node-helpers.js'
import { configureOcrPool } from '../ocr/ocr-pool.js'
import { serveProcessJobs } from '../workers/serve-process-jobs.js'
import { runPartitionFileJob } from './partition-file-job.js'
import type { FileJobResult, PartitionFileJob } from './partition-file-job.js'

// OCR in this process: languages from several data packages ("eng+kor"), a quiet tesseract worker.
installNodeOcr()

/** OCR workers of this process, set by the command so that processes × OCR workers ≤ cores. */
const ocrWorkers = Number(process.env.DOCPARTS_OCR_WORKERS)
if (Number.isInteger(ocrWorkers) && ocrWorkers > 0) configureOcrPool({ size: ocrWorkers })

// Ctrl-C reaches the whole process group: the command decides what it means (it stops this process).
process.on('SIGINT', () => undefined)

serveProcessJobs<PartitionFileJob, FileJobResult>((job) => runPartitionFileJob(job))
