import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { parse } from 'zod/mini'
import { schemaForType } from '../../schemas/blocks/index.ts'
import type { Database } from '../db/tables.ts'
import { pageKeys, seedContent } from './content.ts'

/**
 * Creates each missing page row with its seed blocks, in one transaction per page. Existing pages
 * are never touched, so a restart keeps every edit and new page keys still get their seed.
 */
export async function seedDatabase(db: Kysely<Database>): Promise<void> {
  const existing = new Set((await db.selectFrom('pages').select('slug').execute()).map((p) => p.slug))
  for (const slug of pageKeys) {
    if (existing.has(slug)) continue
    const now = new Date().toISOString()
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('pages')
        .values({ slug, created_at: now })
        .onConflict((oc) => oc.column('slug').doNothing())
        .executeTakeFirst()
      // Another process seeding the same database got there first.
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return
      for (const block of seedContent[slug] ?? []) {
        const schema = schemaForType(block.block_type)
        if (!schema) throw new Error(`Seed for '${slug}' uses unknown block type ${block.block_type}`)
        await trx
          .insertInto('blocks')
          .values({
            id: randomUUID(),
            page_slug: slug,
            // Seed files may spell types in capitals; storage has one spelling, the registry key.
            block_type: block.block_type.toLowerCase(),
            sort_order: block.order,
            content: JSON.stringify(parse(schema, block.content)),
            version: 1,
            updated_at: now,
            updated_by: null,
          })
          .execute()
      }
    })
  }
}
