/**
 * @module partition-service/partition-process
 * The entry of a partition worker process (see ../workers/process-pool.ts): receives a `PartitionJob`,
 * answers its `JobResult`. A job never throws (see ./partition-job.ts); a document that kills this
 * process (out of memory, a V8 fatal error) loses only its own request, which the pool answers with a
 * typed error while it starts another process.
 */
import { installNodeOcr } from '../node/ocr-node-helpers.js'
import { serveProcessJobs } from '../workers/serve-process-jobs.js'
import { runPartitionJob } from './partition-job.js'
import type { JobResult, PartitionJob } from './partition-job.js'

// OCR in this process: languages from several data packages ("eng+kor"), a quiet tesseract worker.
installNodeOcr()
serveProcessJobs<PartitionJob, JobResult>((job) => runPartitionJob(job))
