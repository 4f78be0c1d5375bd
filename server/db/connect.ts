import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely'
import pg from 'pg'
import { migrationProvider } from './migrations.ts'
import type { Database } from './tables.ts'
import { startWalCheckpointer } from './wal-checkpointer.ts'

export type Dialect = 'sqlite' | 'postgres'

export interface DbHandle {
  db: Kysely<Database>
  dialect: Dialect
  /** PostgreSQL only: the connection string, for LISTEN/NOTIFY on a dedicated client. */
  url?: string
  /** Resolves once every connection and thread on the database is closed, so its files can be removed. */
  close(): Promise<void>
}

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url)
}

/** How long a request waits for a PostgreSQL connection before it is answered 503. */
const CONNECT_TIMEOUT_MS = 3000

/**
 * A pool whose connections may die (a restart, pg_terminate_backend, a network cut) without
 * taking the process down: pg emits 'error' on the pool for idle connections and on the client
 * for one in use, and an unhandled 'error' event ends a Node process. The pool drops a broken
 * connection and opens new ones when the database is back.
 */
export function resilientPool(connectionString: string, max: number, onError: (err: Error) => void): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
  pool.on('error', onError)
  pool.on('connect', (client) => client.on('error', onError))
  return pool
}

export type SqliteSynchronous = 'NORMAL' | 'FULL'

export function openDatabase(opts: {
  databaseUrl?: string
  sqliteFile: string
  /** NORMAL (default): a commit survives a crash of the process; FULL: an fsync per commit, which survives power loss too. */
  sqliteSynchronous?: SqliteSynchronous
  onError?: (err: Error) => void
}): DbHandle {
  if (isPostgresUrl(opts.databaseUrl)) {
    const pool = resilientPool(opts.databaseUrl, 10, opts.onError ?? (() => undefined))
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return { db, dialect: 'postgres', url: opts.databaseUrl, close: () => db.destroy() }
  }
  if (opts.sqliteFile !== ':memory:') mkdirSync(dirname(opts.sqliteFile), { recursive: true })
  const sqlite = new SQLite(opts.sqliteFile)
  sqlite.pragma('journal_mode = WAL')
  // better-sqlite3 runs on the event loop: with FULL every commit blocks all requests for an fsync
  // (about 5 ms on this project's machines, so 500 writes a second cannot be served at all).
  sqlite.pragma(`synchronous = ${opts.sqliteSynchronous === 'FULL' ? 'FULL' : 'NORMAL'}`)
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  let checkpointer: { stop(): Promise<void> } | undefined
  if (opts.sqliteFile !== ':memory:') {
    sqlite.pragma('wal_autocheckpoint = 0')
    checkpointer = startWalCheckpointer(opts.sqliteFile, (message) => opts.onError?.(new Error(`WAL checkpoint: ${message}`)))
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) })
  return {
    db,
    dialect: 'sqlite',
    // The checkpointer's connection closes first: the serving connection is then the last one, and
    // its close copies the rest of the WAL and deletes the WAL files before this resolves.
    close: async () => {
      await checkpointer?.stop()
      await db.destroy()
    },
  }
}

/**
 * Kysely prepares every query it runs; better-sqlite3 statements can be run again and again, so
 * each distinct SQL text is prepared once (queries here are parameterized, so there are few).
 * Statements are only run to completion (never streamed), so one is never busy when reused.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql)
      if (!statement) {
        if (statements.size >= 500) statements.clear()
        statement = sqlite.prepare(sql)
        statements.set(sql, statement)
      }
      return statement
    },
  }
}

export async function migrate(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) throw new Error(`Migration failed: ${failed?.migrationName ?? ''} ${String(error)}`)
}
