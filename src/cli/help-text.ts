/**
 * @module cli/help-text
 * The `--help` texts, generated from the option record so every parameter is listed with its default.
 */
import { OPTION_FIELD_LIST } from '../options/option-fields.js'
import { limitFlagsHelp } from '../options/limit-settings.js'
import type { OptionFieldEntry } from '../options/option-fields.js'

export const USAGE = `docparts — documents into Unstructured-compatible elements, offline.

Usage:
  docparts partition <file|dir>… [--<parameter> <value>]… [--out-dir <dir>] [--jobs N]
  docparts chunk <elements.json> --chunking-strategy <strategy> [--<parameter> <value>]…
  docparts serve [--port 8000] [--host 127.0.0.1] [--data-dir <dir>] [--queue redis://HOST:PORT]
  docparts worker --redis redis://HOST:PORT [--concurrency N]   (takes jobs of partition --queue)
  docparts workflow create|list|get|delete|run …    (the platform store, without a server)
  docparts job list|get|details|cancel …
  docparts --help | --version

One file: the result goes to stdout, exactly as the partition API returns it (JSON; CSV with
--output-format text/csv; Unstructured's Markdown or HTML rendering with text/markdown or text/html). Several files or a directory: one output per file under --out-dir, with
a progress bar on stderr, files run in worker processes (one per core). List parameters take the flag repeatedly or a comma list.

Exit codes: 0 done, 1 unexpected failure, 2 invalid options, 3 a file that cannot be partitioned.
Run \`docparts partition --help\` for every parameter.`

export function partitionHelp(): string {
  const rows = OPTION_FIELD_LIST.map(describeField)
  return `Usage: docparts partition <file|dir>… [--<parameter> <value>]… [--out-dir <dir>]

Parameters (the partition API's form fields, in kebab-case):
${rows.join('\n')}

Switches:
  --out-dir <dir>            write one output per input file under <dir> (required for several files)
  --jobs <n>                 worker processes of a batch (default: the number of cores)
  --worker-memory-mb <mb>    heap limit of each batch worker process; a file needing more fails alone
                             (default 1536)
  --force                    redo every file of a batch (by default a rerun skips what its run
                             manifest, <out-dir>/docparts-manifest.jsonl, says is done)
  --jsonl <file|->           also write every element as one JSON line into <file> (- : stdout)
  --queue <redis-url>        run the files on \`docparts worker\` processes through Redis
  --job-timeout <seconds>    with --queue: time limit of one file (default 900)
  --help                     this text

Per-document limits (a file over one exits 3, naming the flag that raises it):
${limitFlagsHelp().join('\n')}`
}

/** One parameter: the flag, its values (the known values of an enum), what it does, and its default once. */
export function describeField(field: OptionFieldEntry): string {
  const flag = `--${field.wire.replaceAll('_', '-')}`
  const value = field.kind === 'boolean' ? '[true|false]' : field.kind === 'string-list' ? '<a,b,…>' : `<${valuesOf(field)}>`
  // A default the chunker derives is said in the description ("default: max_characters"): not twice.
  const fallback = field.default === undefined || /\bdefault\b/.test(field.description) ? '' : ` (default ${JSON.stringify(field.default)})`
  const deprecated = field.deprecated === true ? ' [deprecated]' : ''
  return `  ${`${flag} ${value}`.padEnd(52)} ${field.description}${fallback}${deprecated}`
}

/** `fast|hi_res|…` for an enum with known values (any other value is still accepted), else the kind. */
function valuesOf(field: OptionFieldEntry): string {
  if (field.kind !== 'enum-tolerant') return field.kind
  return field.knownValues !== undefined && field.knownValues.length > 0 ? field.knownValues.join('|') : 'string'
}
