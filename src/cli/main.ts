/**
 * @module cli/main
 * The `docparts` command: parses the command line, validates the options once, runs the command,
 * and turns errors into exit codes (../batch/exit-code.ts) with a message on stderr.
 */
import { readFileSync } from 'node:fs'
// The command owns its process: OCR joins languages from several data packages, keeps the engine's
// diagnostics off stderr, and uses every core.
import { installNodeOcr } from '../node/ocr-node-helpers.js'
import { installOcrPoolSize } from '../node/ocr-pool-size.js'
import { OPTION_FIELD_LIST } from '../options/option-fields.js'
import { optionsFromWire } from '../options/options-from-wire.js'
import { LIMIT_FLAGS, limitFlagsHelp, limitsFromFlags } from '../options/limit-settings.js'
import { describeError, exitCodeFor, EXIT_OK, EXIT_USAGE } from '../batch/exit-code.js'
import { partitionHelp, USAGE } from './help-text.js'
import { parseArgs, UsageError } from './parse-args.js'
import type { ArgSpec } from './parse-args.js'
import { runPartitionCommand } from './partition-command.js'

export interface CliIo {
  stdout: (text: string) => void
  stderr: (text: string) => void
}

const defaultIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
}

const ARG_SPEC: ArgSpec = {
  booleanFields: new Set(OPTION_FIELD_LIST.filter((f) => f.kind === 'boolean').map((f) => f.wire)),
  knownFields: new Set(OPTION_FIELD_LIST.map((f) => f.wire)),
  valueSwitches: new Set(['out-dir', 'jobs', 'worker-memory-mb', 'jsonl', 'queue', 'job-timeout', ...LIMIT_FLAGS]),
  flagSwitches: new Set(['help', 'version', 'force']),
}

/** The argument spec of a command that takes these value switches and --help, no options. */
function switchesSpec(valueSwitches: readonly string[]): ArgSpec {
  return { booleanFields: new Set(), knownFields: new Set(), valueSwitches: new Set(valueSwitches), flagSwitches: new Set(['help']) }
}

const SERVE_USAGE =
  'Usage: docparts serve [--port 8000] [--host 127.0.0.1] [--workers N] [--timeout SECONDS] [--log-level info]\n' +
  '                      [--memory-budget-mb 2048] [--over-budget wait|refuse] [--small-workers 1] [--<limit> <n>]…\n\n' +
  'Per-document limits, for every request (also DOCPARTS_MAX_STREAM_BYTES, … for --max-stream-bytes, …;\n' +
  'the flag wins; --timeout is the request time limit, --timeout-ms the document deadline inside it):\n' +
  limitFlagsHelp().join('\n')

interface ServiceCommand {
  spec: ArgSpec
  usage: string
  run: (switches: Record<string, string>, io: CliIo) => Promise<number>
}

/**
 * The commands that take switches but no files: their switches, their usage, and what they run. Each is
 * loaded when it is the command (the server, the queue worker): `partition` does not load them.
 */
const SERVICE_COMMANDS: Record<'serve' | 'worker', () => Promise<ServiceCommand>> = {
  serve: async () => {
    const { runServeCommand, SERVE_SWITCHES } = await import('./serve-command.js')
    return {
      spec: switchesSpec(SERVE_SWITCHES),
      usage: SERVE_USAGE,
      run: (switches, io) => runServeCommand({ switches, env: process.env, stderr: io.stderr }),
    }
  },
  worker: async () => {
    const { runWorkerCommand, WORKER_SWITCHES, WORKER_USAGE } = await import('./worker-command.js')
    return { spec: switchesSpec(WORKER_SWITCHES), usage: WORKER_USAGE, run: (switches, io) => runWorkerCommand({ switches, stderr: io.stderr }) }
  },
}

/** Runs the CLI on `argv` (without node and the script) and returns the exit code. */
export async function main(argv: readonly string[], io: CliIo = defaultIo): Promise<number> {
  // Node's OCR wiring and the OCR pool sized to the cores (each once per process).
  installNodeOcr()
  installOcrPoolSize()
  const [command, ...rest] = argv
  try {
    if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
      io.stdout(`${USAGE}\n`)
      return command === undefined ? EXIT_USAGE : EXIT_OK
    }
    if (command === '--version' || command === '-v') {
      io.stdout(`${version()}\n`)
      return EXIT_OK
    }
    if (command === 'serve' || command === 'worker') {
      const { spec, usage, run } = await SERVICE_COMMANDS[command]()
      const args = parseArgs(rest, spec)
      if (args.switches.help !== undefined) {
        io.stdout(`${usage}\n`)
        return EXIT_OK
      }
      if (args.positionals.length > 0) throw new UsageError(`docparts ${command} takes no files. ${usage}`)
      return await run(args.switches, io)
    }
    if (command === 'workflow' || command === 'job') {
      const { PLATFORM_ARG_SPEC, PLATFORM_USAGE, runPlatformCommand } = await import('./platform-command.js')
      const args = parseArgs(rest, PLATFORM_ARG_SPEC)
      if (args.switches.help !== undefined) {
        io.stdout(`${PLATFORM_USAGE}\n`)
        return EXIT_OK
      }
      return await runPlatformCommand({
        resource: command,
        positionals: args.positionals,
        switches: args.switches,
        stdout: io.stdout,
        stderr: io.stderr,
      })
    }
    if (command !== 'partition' && command !== 'chunk') {
      throw new UsageError(`Unknown command '${command}'. Commands: partition, chunk, serve, worker, workflow, job.`)
    }
    const args = parseArgs(rest, ARG_SPEC)
    if (args.switches.help !== undefined) {
      io.stdout(`${command === 'partition' ? partitionHelp() : USAGE}\n`)
      return EXIT_OK
    }
    const wired = optionsFromWire(args.fields)
    const limits = limitsFromFlags(args.switches)
    const options = Object.keys(limits).length === 0 ? wired : { ...wired, limits }
    if (command === 'chunk') {
      const { runChunkCommand } = await import('./chunk-command.js')
      return await runChunkCommand({ paths: args.positionals, options, stdout: io.stdout })
    }
    return await runPartitionCommand({
      paths: args.positionals,
      options,
      outDir: args.switches['out-dir'],
      ...countSwitch(args.switches, 'jobs', 'jobs', 1),
      ...countSwitch(args.switches, 'worker-memory-mb', 'workerMemoryMb', 64),
      ...countSwitch(args.switches, 'job-timeout', 'jobTimeoutSeconds', 1),
      force: args.switches.force !== undefined && args.switches.force !== 'false',
      jsonl: args.switches.jsonl,
      queue: args.switches.queue,
      stdout: io.stdout,
      stderr: io.stderr,
    })
  } catch (error) {
    io.stderr(`${describeError(error)}\n`)
    return error instanceof UsageError ? EXIT_USAGE : exitCodeFor(error)
  }
}

/** `{[key]: n}` for a whole-number switch of at least `minimum`, `{}` when absent; a `UsageError` otherwise. */
function countSwitch<K extends string>(switches: Record<string, string>, name: string, key: K, minimum: number): Partial<Record<K, number>> {
  const raw = switches[name]
  if (raw === undefined) return {}
  const value = Number(raw)
  if (!Number.isInteger(value) || value < minimum) throw new UsageError(`--${name} must be a whole number of at least ${minimum}; got '${raw}'.`)
  return { [key]: value } as Partial<Record<K, number>>
}

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
  return pkg.version
}
