import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { firstBlock } from './fixtures.ts'
import { bearer, dialects, login, makeEnv, startApp, type TestEnv } from './helpers.ts'

const MIGRATION = '2026-12-07-013-drop-redundant-revision-index'

/** The names of block_revisions' indexes, as the database lists them. */
async function revisionIndexes(ctx: AppContext): Promise<string[]> {
  const query =
    ctx.db.dialect === 'postgres'
      ? sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'block_revisions'`
      : sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'block_revisions'`
  return (await query.execute(ctx.db.db)).rows.map((r) => r.name).sort()
}

// Issue 23: every save writes a revision, and the index on block_id alone was one more B-tree to
// update with each, beside (block_id, version) which serves the same lookups.
describe.each(dialects)('the block history’s indexes on %s', (dialect) => {
  let env: TestEnv
  let ctx: AppContext | undefined
  let history: unknown
  let revisions: unknown[]

  beforeAll(async () => {
    env = await makeEnv(dialect)
    const first = await startApp(env)
    try {
      const auth = bearer((await login(first)).access_token)
      let block = await firstBlock(first, 'header')
      for (const en of ['Talk to us', 'Write to us', 'Call us']) {
        const content = { ...block.content, contactButtonText: { en, ar: 'تحدث إلينا' } }
        const res = await first.app.inject({
          method: 'PUT',
          url: `/api/v1/pages/blocks/${block.id}`,
          headers: auth,
          payload: { type: 'header', content, version: block.version },
        })
        expect(res.statusCode).toBe(200)
        block = res.json()
      }
      history = (await first.app.inject({ url: `/api/v1/pages/blocks/${block.id}/revisions`, headers: auth })).json()
      revisions = await first.db.db.selectFrom('block_revisions').selectAll().orderBy('id').execute()
      expect(revisions.length).toBeGreaterThanOrEqual(3)
      // The database as a release before the migration left it: the index there, the migration not run.
      await first.db.db.schema.createIndex('block_revisions_block').on('block_revisions').column('block_id').execute()
      // Later migrations are undone too (a release before this one had none of them).
      await first.db.db
        .deleteFrom('kysely_migration' as never)
        .where('name' as never, '>=', MIGRATION as never)
        .execute()
      await first.db.db.schema.alterTable('schedules').dropColumn('refusal').execute()
    } finally {
      await first.app.close()
    }
    ctx = await startApp(env)
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  it('the start drops the index on block_id alone and keeps (block_id, version)', async () => {
    const names = await revisionIndexes(ctx as AppContext)
    expect(names).not.toContain('block_revisions_block')
    expect(names).toContain('block_revisions_block_version')
  })

  it('every revision is still there, and the history lists the same versions', async () => {
    const c = ctx as AppContext
    expect(await c.db.db.selectFrom('block_revisions').selectAll().orderBy('id').execute()).toEqual(revisions)
    const auth = bearer((await login(c)).access_token)
    const block = await firstBlock(c, 'header')
    expect((await c.app.inject({ url: `/api/v1/pages/blocks/${block.id}/revisions`, headers: auth })).json()).toEqual(history)
  })
})
