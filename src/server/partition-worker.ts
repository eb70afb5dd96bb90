/**
 * @module server/partition-worker
 * The entry of a partition worker thread: receives `{id, job}`, answers `{id, result}`. A job never
 * throws (see ./partition-job.ts); anything that escapes it kills only this thread, and the pool
 * (./partition-pool.ts) answers 500 and starts another.
 */
import { parentPort } from 'node:worker_threads'
// OCR in this thread: languages from several data packages ("eng+kor"), a quiet tesseract worker.
import '../node/ocr-node-helpers.js'
import { runPartitionJob } from './partition-job.js'
import type { PartitionJob } from './partition-job.js'

export interface WorkerRequest {
  id: number
  job: PartitionJob
}

const port = parentPort
if (port !== null) {
  port.on('message', (message: WorkerRequest) => {
    void runPartitionJob(message.job).then((result) => port.postMessage({ id: message.id, result }))
  })
  // the modules are loaded: the pool may count this thread as warm
  port.postMessage({ ready: true })
}
