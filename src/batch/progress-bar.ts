/**
 * @module batch/progress-bar
 * The progress bar on stderr for batch jobs (the only importer of cli-progress). It is drawn only when
 * stderr is a terminal: redirected to a file or a pipe, stderr carries the errors and the summary, not
 * bar frames. cli-progress is an optional package: without it, there is no bar.
 */
import type { Writable } from 'node:stream'
import { MissingPackageError } from '../errors.js'
import { requireOptional } from '../node/require-optional.js'

export interface Progress {
  tick(file: string): void
  stop(): void
}

const NO_PROGRESS: Progress = { tick: () => {}, stop: () => {} }

/** A bar for `total` files on `stream` (stderr) when it is a terminal; otherwise one that draws nothing. */
export function startProgress(total: number, stream: Writable & { isTTY?: boolean } = process.stderr): Progress {
  if (stream.isTTY !== true) return NO_PROGRESS
  let cliProgress: typeof import('cli-progress')
  try {
    cliProgress = requireOptional<typeof import('cli-progress')>('cli-progress', 'The progress bar')
  } catch (error) {
    if (error instanceof MissingPackageError) return NO_PROGRESS
    throw error
  }
  const bar = new cliProgress.SingleBar(
    {
      stream,
      format: 'partitioning [{bar}] {value}/{total} files | {percentage}% | eta {eta_formatted} | {file}',
      hideCursor: true,
      etaBuffer: 20,
    },
    cliProgress.Presets.shades_classic,
  )
  bar.start(total, 0, { file: '' })
  return {
    tick: (file) => bar.increment(1, { file }),
    stop: () => bar.stop(),
  }
}
