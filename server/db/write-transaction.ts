import type { Kysely } from 'kysely'
import { prepared } from './prepared.ts'
import type { BlockRow, Database } from './tables.ts'

/** Called inside a write's transaction with the page it changed and the page's new version (PostgreSQL NOTIFYs from there). */
export type OnPageWrite = (trx: Kysely<Database>, slug: string, version: number) => Promise<void>

class Refused extends Error {
  constructor(readonly refusal: unknown) {
    super('refused')
  }
}

/**
 * The one way a repository write refuses: `refuse(outcome)` rolls back everything the
 * transaction did (the page's version and the audit entry included) and the write resolves to
 * that outcome. Anything thrown instead (a content check's 400, a lost connection) rolls back and
 * propagates as it is.
 */
export async function writeTransaction<T>(
  db: Kysely<Database>,
  fn: (trx: Kysely<Database>, refuse: (outcome: Extract<T, { ok: false }>) => never) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute((trx) =>
      fn(trx, (outcome) => {
        throw new Refused(outcome)
      }),
    )
  } catch (err) {
    if (err instanceof Refused) return err.refusal as T
    throw err
  }
}

/**
 * Inside a write's transaction: raises the page's version (readers on other processes compare
 * it with the page they keep) and locks the page row until commit, so writers of one page run
 * one after another on PostgreSQL too. The page's new version; undefined when the page does not exist.
 */
export async function touchPage(trx: Kysely<Database>, slug: string): Promise<number | undefined> {
  const row = (await raisePageVersion(trx, { slug })).rows[0]
  return row && Number(row.version)
}

const raisePageVersion = prepared(['slug'], (db, p) =>
  db
    .updateTable('pages')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('slug', '=', p.slug)
    .returning('version'),
)

/** touchPage for a block's page, which exists while the block does (a foreign key). */
export async function touchPageOf(trx: Kysely<Database>, block: BlockRow): Promise<number> {
  const version = await touchPage(trx, block.page_slug)
  if (version === undefined) throw new Error(`Block '${block.id}' has no page '${block.page_slug}'.`)
  return version
}
