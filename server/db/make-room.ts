import { type Kysely, sql } from 'kysely'
import { ORDER_MAX, ORDER_MIN } from '../../schemas/wire/block.ts'
import type { Database } from './tables.ts'

export type Room = { ok: true; order: number } | { ok: false; reason: 'before_not_found' | 'before_reserved' | 'no_room' }

/**
 * Frees the order of block `before` for a new block: it and every live block after it on the page
 * move one down, inside the caller's transaction. Only blocks editors added (after the layout's
 * places, `reservedMax`) can be shifted: a layout's place keeps its order. Two passes keep the
 * (page, order) unique constraint satisfied midway, on SQLite and PostgreSQL alike: first below
 * the range a request may name, then to each block's order plus one. Deleted blocks are parked
 * above that range and stay where they are.
 */
export async function makeRoomBefore(trx: Kysely<Database>, slug: string, before: string, reservedMax: number): Promise<Room> {
  const target = await trx
    .selectFrom('blocks')
    .select('sort_order')
    .where('id', '=', before)
    .where('page_slug', '=', slug)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (!target) return { ok: false, reason: 'before_not_found' }
  const order = target.sort_order
  if (order <= reservedMax) return { ok: false, reason: 'before_reserved' }
  const top = await trx
    .selectFrom('blocks')
    .select((eb) => eb.fn.max('sort_order').as('max'))
    .where('page_slug', '=', slug)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (Number(top?.max ?? 0) >= ORDER_MAX) return { ok: false, reason: 'no_room' }
  // order + k becomes ORDER_MIN - 1 - k, then order + k + 1.
  await trx
    .updateTable('blocks')
    .set({ sort_order: sql<number>`${ORDER_MIN - 1 + order} - sort_order` })
    .where('page_slug', '=', slug)
    .where('deleted_at', 'is', null)
    .where('sort_order', '>=', order)
    .execute()
  await trx
    .updateTable('blocks')
    .set({ sort_order: sql<number>`${ORDER_MIN + order} - sort_order` })
    .where('page_slug', '=', slug)
    .where('sort_order', '<', ORDER_MIN)
    .execute()
  return { ok: true, order }
}
