/**
 * @module platform/connection-check
 * What a connection check really checks: a local source's `input_path` exists and can be read; a local
 * destination's `output_dir` exists (or can be created) and a file can be written in it; a sqlite
 * destination's database opens (created if missing) and answers a query. Other types: FAILURE, not offline.
 */
import { constants } from 'node:fs'
import { access, mkdir, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { destinationConfig, localSourceConfig } from './connector-config.js'
import type { ConnectorInformation, ConnectorKind } from './platform-types.js'
import { openDatabase } from './sqlite.js'

export type CheckOutcome = { status: 'SUCCESS'; reason: null } | { status: 'FAILURE'; reason: string }

export async function checkConnector(kind: ConnectorKind, connector: ConnectorInformation): Promise<CheckOutcome> {
  try {
    if (kind === 'source') {
      const config = localSourceConfig(connector)
      await stat(config.inputPath)
      await access(config.inputPath, constants.R_OK)
    } else {
      const config = destinationConfig(connector)
      if (config.type === 'local') {
        await mkdir(config.outputDir, { recursive: true })
        const probe = join(config.outputDir, `.docparts-check-${globalThis.crypto.randomUUID()}`)
        await writeFile(probe, '')
        await rm(probe)
      } else {
        const db = openDatabase(config.path)
        try {
          db.get('SELECT 1')
        } finally {
          db.close()
        }
      }
    }
    return { status: 'SUCCESS', reason: null }
  } catch (error) {
    return { status: 'FAILURE', reason: describe(error) }
  }
}

function describe(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  const path = (error as { path?: unknown } | null)?.path
  if (code === 'ENOENT' && typeof path === 'string') return `${path} does not exist.`
  if ((code === 'EACCES' || code === 'EPERM') && typeof path === 'string') return `${path} is not accessible (permission denied).`
  if (code === 'ENOTDIR' && typeof path === 'string') return `${path} is not a directory.`
  return error instanceof Error ? error.message : String(error)
}
