import type { Compilable, CompiledQuery, DialectAdapter, Kysely, QueryResult } from 'kysely'
import type { Database } from './tables.ts'

/** What a named parameter is while its query is compiled: a text no caller sends (it holds a NUL). */
const SLOT = '\u0000slot:'

interface Compiled {
  query: CompiledQuery
  /** Per compiled parameter, the name it is filled from; undefined for a value compiled into the query. */
  names: (string | undefined)[]
}

/**
 * A query Kysely builds and compiles once per database (the SQL depends on the dialect), then
 * runs with each call's values. Building and compiling a short statement cost Kysely about twice
 * what SQLite takes to run it, and a block write runs five. `build` gets a stand-in for each
 * named parameter; the values it writes itself (a `+ 1`) stay as compiled.
 */
export function prepared<Row, Name extends string>(
  names: readonly Name[],
  build: (db: Kysely<Database>, slot: Record<Name, string>) => Compilable<Row>,
): (db: Kysely<Database>, values: Record<Name, unknown>) => Promise<QueryResult<Row>> {
  const byAdapter = new WeakMap<DialectAdapter, Compiled>()
  const slot = Object.fromEntries(names.map((name) => [name, `${SLOT}${name}`])) as Record<Name, string>
  return (db, values) => {
    const adapter = db.getExecutor().adapter
    let compiled = byAdapter.get(adapter)
    if (!compiled) {
      const query = build(db, slot).compile()
      const named = query.parameters.map((p) => (typeof p === 'string' && p.startsWith(SLOT) ? p.slice(SLOT.length) : undefined))
      if (named.filter(Boolean).length !== names.length) throw new Error(`A prepared query must use each of ${names.join(', ')} once.`)
      compiled = { query, names: named }
      byAdapter.set(adapter, compiled)
    }
    const { query } = compiled
    const parameters = compiled.names.map((name, i) => (name === undefined ? query.parameters[i] : values[name as Name]))
    return db.executeQuery<Row>({ ...query, parameters } as CompiledQuery<Row>)
  }
}
