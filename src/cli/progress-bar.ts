/**
 * @module cli/progress-bar
 * The progress bar on stderr for batch jobs (the only importer of cli-progress).
 */
import cliProgress from 'cli-progress'

export interface Progress {
  tick(file: string): void
  stop(): void
}

export function startProgress(total: number): Progress {
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: 'partitioning [{bar}] {value}/{total} files | {percentage}% | eta {eta_formatted} | {file}',
      hideCursor: true,
      noTTYOutput: true,
      notTTYSchedule: 2000,
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
