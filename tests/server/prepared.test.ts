import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import { describe, expect, it } from 'vitest'
import { prepared } from '../../server/db/prepared.ts'
import type { Database } from '../../server/db/tables.ts'

describe('prepared: a query compiled once and run with each call’s values', () => {
  const sqlite = new SQLite(':memory:')
  sqlite.exec('CREATE TABLE pages (slug TEXT PRIMARY KEY, version INTEGER NOT NULL)')
  sqlite.exec("INSERT INTO pages VALUES ('home', 1), ('about', 5)")
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })

  it('fills each named value in its place, keeps the values written in the query, and builds the query once', async () => {
    let builds = 0
    const raise = prepared(['slug'], (kdb, p) => {
      builds++
      return kdb
        .updateTable('pages')
        .set((eb) => ({ version: eb('version', '+', 2) }))
        .where('slug', '=', p.slug)
        .returning('version')
    })
    expect((await raise(db, { slug: 'home' })).rows).toEqual([{ version: 3 }])
    expect((await raise(db, { slug: 'about' })).rows).toEqual([{ version: 7 }])
    // Inside a transaction too: the same dialect, the same compiled query.
    await db.transaction().execute(async (trx) => expect((await raise(trx, { slug: 'home' })).rows).toEqual([{ version: 5 }]))
    expect((await raise(db, { slug: 'nowhere' })).rows).toEqual([])
    expect(builds).toBe(1)
    // A value that looks like a stand-in is a value like any other.
    expect((await raise(db, { slug: '\u0000slot:slug' })).rows).toEqual([])
  })

  it('refuses a query that leaves out a named value', async () => {
    const broken = prepared(['slug', 'version'], (kdb, p) => kdb.selectFrom('pages').selectAll().where('slug', '=', p.slug))
    await expect(async () => broken(db, { slug: 'home', version: 1 })).rejects.toThrow(/each of slug, version once/)
  })
})
