import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { AuditAction, AuditEntryDto, AuditFilter } from '../../schemas/wire/audit.ts'
import type { AuditLogTable, Database } from '../db/tables.ts'
import { prepared } from '../db/prepared.ts'
import { MAX_PATHS } from './changed-paths.ts'
import { type Actor, actorOf } from '../auth/authenticate.ts'

export type { AuditAction }

/** How long entries are kept: a year, then the daily sweep removes them. */
export const AUDIT_KEEP_DAYS = 365
const DAY_MS = 24 * 3600_000
const MAX_DETAIL_CHARS = 2000

/** One write to record. Never a password or a token: `detail` holds names, ids, counts. */
export interface AuditEntry {
  action: AuditAction
  /** Who wrote: a signed-in person's id (their e-mail and name are copied now); null for an anonymous refused sign-in. */
  actorId: string | null
  /** Their e-mail and name when the guard read them for this request; else read with the entry. */
  actor?: Actor
  page?: string | null
  block?: string | null
  /** Where the change was: `heading.ar`, `items[3].title.en` (see changed-paths.ts). */
  paths?: string[]
  /** The request's address as Fastify reads it (request.ip, which follows TRUST_PROXY). */
  ip?: string | null
  detail?: Record<string, string | number | boolean | null>
  /** When; now unless given (a scheduler recording a publish it ran may name its time). */
  at?: Date
}

/**
 * Records one entry. Pass the write's transaction: the entry then commits with the write, and a
 * refused or rolled-back write leaves none.
 */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  const actor = entry.actor ?? (entry.actorId ? (await actorRow(db, { id: entry.actorId })).rows[0] : undefined)
  const paths = entry.paths ?? []
  const detail: Record<string, unknown> = { ...entry.detail }
  if (paths.length > MAX_PATHS) detail.more_paths = true
  let detailText = JSON.stringify(detail)
  if (detailText.length > MAX_DETAIL_CHARS) detailText = JSON.stringify({ truncated: true })
  await insertEntry(db, {
    id: randomUUID(),
    at: (entry.at ?? new Date()).toISOString(),
    actorId: entry.actorId,
    actorEmail: actor?.email ?? null,
    actorName: actor?.name ?? null,
    action: entry.action,
    page: entry.page ?? null,
    block: entry.block ?? null,
    paths: JSON.stringify(paths.slice(0, MAX_PATHS).map((p) => p.slice(0, 300))),
    ip: entry.ip?.slice(0, 64) ?? null,
    detail: detailText,
  })
}

// Every write records an entry inside its transaction: both statements compiled once, as Kysely
// building them cost more than SQLite's running them.
const actorRow = prepared(['id'], (db, p) => db.selectFrom('users').select(['email', 'name']).where('id', '=', p.id))
const insertEntry = prepared(
  ['id', 'at', 'actorId', 'actorEmail', 'actorName', 'action', 'page', 'block', 'paths', 'ip', 'detail'],
  (db, p) =>
    db.insertInto('audit_log').values({
      id: p.id,
      at: p.at,
      actor_id: p.actorId,
      actor_email: p.actorEmail,
      actor_name: p.actorName,
      action: p.action,
      page_slug: p.page,
      block_id: p.block,
      paths: p.paths,
      ip: p.ip,
      detail: p.detail,
    }),
)

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString()

function filtered(db: Kysely<Database>, f: AuditFilter) {
  let q = db.selectFrom('audit_log')
  if (f.person) q = q.where('actor_id', '=', f.person)
  if (f.page) q = q.where('page_slug', '=', f.page)
  if (f.action) q = q.where('action', '=', f.action)
  if (f.from) q = q.where('at', '>=', `${f.from}T00:00:00.000Z`)
  if (f.to) q = q.where('at', '<', dayAfter(f.to))
  return q
}

export function toEntryDto(row: AuditLogTable): AuditEntryDto {
  return {
    id: row.id,
    at: row.at,
    actor: row.actor_id ? { id: row.actor_id, email: row.actor_email, name: row.actor_name } : null,
    action: row.action as AuditAction,
    page: row.page_slug,
    block: row.block_id,
    paths: JSON.parse(row.paths) as string[],
    ip: row.ip,
    detail: JSON.parse(row.detail) as Record<string, unknown>,
  }
}

/** The entries the filter keeps, newest first, `limit` from `offset`, and how many there are. */
export async function listAudit(
  db: Kysely<Database>,
  filter: AuditFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: AuditLogTable[]; total: number }> {
  const count = await filtered(db, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst()
  const rows = await filtered(db, filter)
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
  return { rows, total: Number(count?.n ?? 0) }
}

/** Everyone and every page the log names, for the filters. */
export async function auditFacets(db: Kysely<Database>) {
  const actors = await db
    .selectFrom('audit_log')
    .select(['actor_id', (eb) => eb.fn.max('actor_email').as('email'), (eb) => eb.fn.max('actor_name').as('name')])
    .where('actor_id', 'is not', null)
    .groupBy('actor_id')
    .execute()
  const pages = await db
    .selectFrom('audit_log')
    .select('page_slug')
    .distinct()
    .where('page_slug', 'is not', null)
    .orderBy('page_slug')
    .execute()
  return {
    people: actors
      .map((a) => ({ id: a.actor_id as string, email: (a.email as string | null) ?? null, name: (a.name as string | null) ?? null }))
      .sort((a, b) => (a.email ?? '').localeCompare(b.email ?? '')),
    pages: pages.map((p) => p.page_slug as string),
  }
}

/** Removes the entries older than a year; how many went. */
export async function sweepAudit(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - AUDIT_KEEP_DAYS * DAY_MS).toISOString()
  const result = await db.deleteFrom('audit_log').where('at', '<', cutoff).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** The sweep now and once a day after; the timer never keeps the process alive. Returns the stop. */
export async function keepAuditYear(db: Kysely<Database>, onError: (err: unknown) => void): Promise<() => void> {
  await sweepAudit(db)
  const timer = setInterval(() => void sweepAudit(db).catch(onError), DAY_MS)
  timer.unref()
  return () => clearInterval(timer)
}

/** A page write's hook (called inside its transaction) that records `entry` too, once the page's write is announced. */
export function auditedWrite(
  onWrite: (trx: Kysely<Database>, slug: string, version: number) => Promise<void>,
  entry: (slug: string) => AuditEntry,
): (trx: Kysely<Database>, slug: string, version: number) => Promise<void> {
  return async (trx, slug, version) => {
    await onWrite(trx, slug, version)
    await recordAudit(trx, entry(slug))
  }
}

/** Who and from where, as a route knows it: the guard's person and Fastify's `ip` (TRUST_PROXY decides whose address that is). */
export const requestParty = (req: { userId: string | null; ip: string }) => {
  const actor = actorOf(req)
  return actor && req.userId ? { actorId: req.userId, actor, ip: req.ip } : { actorId: req.userId, ip: req.ip }
}
