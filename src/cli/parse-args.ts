/**
 * @module cli/parse-args
 * Splits a command line into positionals, partition parameters (by wire name, every value kept, so list
 * parameters may repeat) and the CLI's own switches. `--max-characters 300`, `--max-characters=300`,
 * and a bare boolean flag (`--coordinates`) all work.
 */

export interface ParsedArgs {
  positionals: string[]
  /** Partition parameters by wire name (`max_characters`), raw strings in order. */
  fields: Record<string, string[]>
  /** The CLI's own switches (`out-dir`, `help`, …), last value wins. */
  switches: Record<string, string>
}

export interface ArgSpec {
  /** Wire names of partition parameters that are booleans: they may stand alone. */
  booleanFields: ReadonlySet<string>
  /** CLI switches that take a value. */
  valueSwitches: ReadonlySet<string>
  /** CLI switches that take no value. */
  flagSwitches: ReadonlySet<string>
  /** Every wire name accepted. */
  knownFields: ReadonlySet<string>
}

const BOOLEAN_WORDS = new Set(['1', '0', 'true', 'false', 't', 'f', 'yes', 'no', 'y', 'n', 'on', 'off'])

export class UsageError extends Error {
  override name = 'UsageError'
}

export function parseArgs(argv: readonly string[], spec: ArgSpec): ParsedArgs {
  const parsed: ParsedArgs = { positionals: [], fields: {}, switches: {} }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--') {
      parsed.positionals.push(...argv.slice(i + 1))
      break
    }
    if (!arg.startsWith('--') || arg === '-') {
      if (arg === '-h') parsed.switches.help = 'true'
      else parsed.positionals.push(arg)
      continue
    }
    const eq = arg.indexOf('=')
    const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq)
    const inline = eq === -1 ? undefined : arg.slice(eq + 1)
    const next = argv[i + 1]

    if (spec.flagSwitches.has(name)) {
      parsed.switches[name] = inline ?? 'true'
      continue
    }
    if (spec.valueSwitches.has(name)) {
      const value = inline ?? next
      if (value === undefined) throw new UsageError(`--${name} needs a value.`)
      if (inline === undefined) i++
      parsed.switches[name] = value
      continue
    }
    const wire = name.replaceAll('-', '_')
    if (!spec.knownFields.has(wire)) {
      throw new UsageError(`Unknown option --${name}. Run \`docparts partition --help\` for the list of parameters.`)
    }
    let value: string
    if (inline !== undefined) value = inline
    else if (spec.booleanFields.has(wire)) {
      // A bare boolean flag means true; it consumes the next word only when that word is a boolean.
      if (next !== undefined && BOOLEAN_WORDS.has(next.toLowerCase())) {
        value = next
        i++
      } else value = 'true'
    } else {
      if (next === undefined) throw new UsageError(`--${name} needs a value.`)
      value = next
      i++
    }
    ;(parsed.fields[wire] ??= []).push(value)
  }
  return parsed
}
