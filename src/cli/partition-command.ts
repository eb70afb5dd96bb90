/**
 * @module cli/partition-command
 * `docparts partition <file|dir>… [--<parameter> <value>]… [--out-dir DIR]`
 * One file: the output goes to stdout, exactly as the API would return it. Several files or a
 * directory: one output per file under --out-dir (mirroring sub-folders), a progress bar on stderr,
 * and a summary of failures and warnings; the other files are still done.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import type { Element } from '../elements/types.js'
import type { ResolvedOptions } from '../options/types.js'
import { partitionResolved } from '../partition.js'
import { formatOutput, outputExtension } from './format-output.js'
import { describeError, exitCodeFor, EXIT_OK } from './exit-code.js'
import { listInputFiles } from './list-input-files.js'
import { startProgress } from './progress-bar.js'
import { UsageError } from './parse-args.js'

export interface PartitionCommandInput {
  paths: string[]
  options: ResolvedOptions
  outDir?: string
  stdout: (text: string) => void
  stderr: (text: string) => void
}

export async function runPartitionCommand(input: PartitionCommandInput): Promise<number> {
  const { paths, options, outDir, stdout, stderr } = input
  if (paths.length === 0) throw new UsageError('Give a file or directory to partition: docparts partition <file>')
  outputExtension(options.outputFormat) // an output format that cannot be served fails before any work
  const files = await listInputFiles(paths)
  const single = files.length === 1 && outDir === undefined
  if (!single && outDir === undefined) {
    throw new UsageError(`${files.length} input files: give --out-dir <directory> to write one output per file.`)
  }

  if (single) {
    const file = files[0]!
    const elements = await partitionOne(file.path, options, stderr)
    stdout(formatOutput(elements, options.outputFormat))
    return EXIT_OK
  }

  const progress = startProgress(files.length)
  const failures: string[] = []
  const warnings: string[] = []
  let worst = EXIT_OK
  for (const file of files) {
    try {
      // Warnings wait for the summary: the progress bar owns stderr until then.
      const elements = await partitionOne(file.path, options, (text) => void warnings.push(text))
      const target = join(outDir!, `${file.relativePath}${outputExtension(options.outputFormat)}`)
      await mkdir(dirname(target), { recursive: true })
      await writeFile(target, formatOutput(elements, options.outputFormat))
    } catch (error) {
      // Options were validated once before the loop; what fails here fails for this file only
      // (an image with --strategy fast, a corrupt PDF), so the batch goes on.
      worst = Math.max(worst, exitCodeFor(error))
      failures.push(`${file.path}: ${describeError(error).replace(/^docparts: /, '')}`)
    }
    progress.tick(basename(file.path))
  }
  progress.stop()
  stderr(`${files.length - failures.length} of ${files.length} files partitioned into ${outDir}\n`)
  for (const failure of failures) stderr(`failed: ${failure}\n`)
  for (const warning of warnings) stderr(warning)
  return worst
}

async function partitionOne(
  path: string,
  options: ResolvedOptions,
  stderr: (text: string) => void,
): Promise<Element[]> {
  const bytes = await readFile(path)
  return partitionResolved(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
    ...options,
    filename: options.filename ?? basename(path),
    onWarning: (warning) => stderr(`docparts: warning: ${basename(path)}: ${warning.message}\n`),
  })
}
