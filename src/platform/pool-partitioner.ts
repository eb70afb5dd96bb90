/**
 * @module platform/pool-partitioner
 * Job files partitioned on worker threads, through the partition server's pool (src/partition-service/partition-pool):
 * the same per-file checks and errors as `POST /general/v0/general`, the elements coming back as the API's
 * JSON and read back with `elementsFromJson`. A file's failure becomes an Error with the API's detail.
 */
import { elementsFromJson } from '../serialize/elements-from-json.js'
import { createPartitionPool } from '../partition-service/partition-pool.js'
import type { PartitionFile } from './node-steps.js'

export function createPoolPartitioner(workers: number): { partitionFile: PartitionFile; close(): Promise<void> } {
  const pool = createPartitionPool({ workers, maxConcurrency: workers })
  const partitionFile: PartitionFile = async ({ bytes, filename, options, signal }) => {
    const { signal: _signal, onWarning: _onWarning, ...jobOptions } = options
    const result = await pool.run(
      { bytes, filename, options: { ...jobOptions, outputFormat: 'application/json' }, memoryFreeMinimumMb: 0 },
      { signal },
    )
    if (!result.ok) {
      const detail = typeof result.body.detail === 'string' ? result.body.detail : JSON.stringify(result.body.detail)
      throw new Error(`${detail} (status ${result.status})`)
    }
    return elementsFromJson(result.body)
  }
  return { partitionFile, close: () => pool.close() }
}
