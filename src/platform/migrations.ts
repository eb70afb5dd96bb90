/**
 * @module platform/migrations
 * The store's schema as an ordered list of migrations; `migrate` applies those not yet applied, tracked in
 * SQLite's `user_version`, each in its own transaction. Append new migrations, never edit applied ones.
 */
import type { SqlDatabase } from './sqlite.js'

/** Migration N (1-based) is `MIGRATIONS[N - 1]`. */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE connectors (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('source', 'destination')),
    name TEXT NOT NULL,
    type TEXT NOT NULL,
    config TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT
  );
  CREATE TABLE connection_checks (
    id TEXT PRIMARY KEY,
    connector_id TEXT NOT NULL REFERENCES connectors(id) ON DELETE CASCADE,
    status TEXT NOT NULL,
    reason TEXT,
    created_at TEXT NOT NULL,
    reported_at TEXT
  );
  CREATE INDEX connection_checks_by_connector ON connection_checks (connector_id, created_at);
  CREATE TABLE workflows (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    workflow_type TEXT,
    source_id TEXT,
    destination_id TEXT,
    schedule TEXT,
    workflow_nodes TEXT NOT NULL,
    template_id TEXT,
    reprocess_all INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT,
    last_scheduled_at TEXT
  );
  CREATE TABLE jobs (
    id TEXT PRIMARY KEY,
    workflow_id TEXT NOT NULL,
    workflow_name TEXT NOT NULL,
    status TEXT NOT NULL,
    job_type TEXT NOT NULL,
    created_at TEXT NOT NULL,
    started_at TEXT,
    finished_at TEXT,
    runtime TEXT,
    input_file_ids TEXT,
    nodes TEXT NOT NULL,
    source TEXT,
    destination TEXT,
    reprocess_all INTEGER NOT NULL DEFAULT 0,
    message TEXT,
    owner TEXT
  );
  CREATE INDEX jobs_by_workflow ON jobs (workflow_id, created_at);
  CREATE TABLE job_files (
    job_id TEXT NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
    file_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    status TEXT NOT NULL,
    nodes_done INTEGER NOT NULL DEFAULT 0,
    error TEXT,
    PRIMARY KEY (job_id, file_id)
  );
  CREATE TABLE job_outputs (
    job_id TEXT NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
    file_id TEXT NOT NULL,
    node_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    elements TEXT NOT NULL,
    PRIMARY KEY (job_id, file_id, node_id)
  );
  CREATE TABLE processed_files (
    workflow_id TEXT NOT NULL,
    file_id TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    job_id TEXT NOT NULL,
    PRIMARY KEY (workflow_id, file_id)
  );
  `,
]

/** Brings the schema to the latest version; returns the version it is at. Safe to call on every open. */
export function migrate(db: SqlDatabase): number {
  let version = Number(db.pragma('user_version'))
  if (version > MIGRATIONS.length) {
    throw new Error(
      `The platform database ${db.path} has schema version ${version}, newer than this docparts (${MIGRATIONS.length}); upgrade docparts or use another --data-dir.`,
    )
  }
  while (version < MIGRATIONS.length) {
    const sql = MIGRATIONS[version]!
    const next = version + 1
    db.transaction(() => {
      db.exec(sql)
      db.exec(`PRAGMA user_version = ${next}`)
    })
    version = next
  }
  return version
}
