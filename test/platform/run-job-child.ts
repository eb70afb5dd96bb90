/**
 * Child process of the crash test: opens the platform store at argv[2], runs job argv[3] in the foreground
 * on this thread and prints one line per finished file, so the parent can SIGKILL it mid-job.
 */
import { openPlatform } from '../../src/platform/open-platform.js'

const [databasePath, jobId] = process.argv.slice(2)
const platform = openPlatform({ databasePath: databasePath!, workers: 0, runner: { concurrency: 1 } })
await platform.runner.execute(jobId!, { onFile: (progress) => process.stdout.write(`done ${progress.done}\n`) })
await platform.close()
