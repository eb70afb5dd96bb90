/**
 * @module platform/connector-config
 * Which connector types run offline, and reading their `config`: source `local` (`input_path`,
 * `recursive` default false, `file_glob`), destination `local` (`output_dir`) and destination `sqlite`
 * (`path` or `database_path`, `table` default `elements`). Any other upstream type is stored as given and
 * reported unavailable (its connection check is a FAILURE with that reason; a job using it FAILS).
 */
import type { ConnectorInformation, ConnectorKind } from './platform-types.js'
import { fileGlobPatterns } from './file-glob.js'

export const OFFLINE_SOURCE_TYPES = ['local'] as const
export const OFFLINE_DESTINATION_TYPES = ['local', 'sqlite'] as const

export interface LocalSourceConfig {
  inputPath: string
  recursive: boolean
  fileGlob: string[]
}

export type DestinationConfig = { type: 'local'; outputDir: string } | { type: 'sqlite'; path: string; table: string }

/** A connector that cannot be used here; the message says why and what to do. */
export class ConnectorUnavailableError extends Error {
  override name = 'ConnectorUnavailableError'
}

/** Why a connector of this type cannot run offline, or undefined when it can. */
export function unavailableReason(kind: ConnectorKind, type: string): string | undefined {
  const offline: readonly string[] = kind === 'source' ? OFFLINE_SOURCE_TYPES : OFFLINE_DESTINATION_TYPES
  if (offline.includes(type)) return undefined
  return `The ${kind} connector type '${type}' is not available offline in docparts; use ${offline.map((t) => `'${t}'`).join(' or ')}.`
}

export function localSourceConfig(connector: ConnectorInformation): LocalSourceConfig {
  const reason = unavailableReason('source', connector.type)
  if (reason !== undefined) throw new ConnectorUnavailableError(reason)
  const inputPath = connector.config.input_path ?? connector.config.path
  if (typeof inputPath !== 'string' || inputPath === '') {
    throw new ConnectorUnavailableError(`Source '${connector.name}' has no config.input_path; set it to the folder (or file) to read.`)
  }
  return { inputPath, recursive: truthy(connector.config.recursive), fileGlob: fileGlobPatterns(connector.config.file_glob) }
}

export function destinationConfig(connector: ConnectorInformation): DestinationConfig {
  const reason = unavailableReason('destination', connector.type)
  if (reason !== undefined) throw new ConnectorUnavailableError(reason)
  if (connector.type === 'local') {
    const outputDir = connector.config.output_dir ?? connector.config.path
    if (typeof outputDir !== 'string' || outputDir === '') {
      throw new ConnectorUnavailableError(`Destination '${connector.name}' has no config.output_dir; set it to the folder to write to.`)
    }
    return { type: 'local', outputDir }
  }
  const path = connector.config.path ?? connector.config.database_path
  if (typeof path !== 'string' || path === '') {
    throw new ConnectorUnavailableError(`Destination '${connector.name}' has no config.path; set it to the SQLite database file.`)
  }
  const table = connector.config.table ?? connector.config.table_name ?? 'elements'
  if (typeof table !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(table)) {
    throw new ConnectorUnavailableError(
      `Destination '${connector.name}': config.table must be a plain SQL name (letters, digits, _); got ${JSON.stringify(table)}.`,
    )
  }
  return { type: 'sqlite', path, table }
}

function truthy(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && ['true', '1', 'yes', 'y', 'on', 't'].includes(value.toLowerCase()))
}
