import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from './tables.ts'

const DAY_MS = 24 * 3600_000

export const hashPreviewToken = (token: string) => createHash('sha256').update(token).digest('hex')

export interface PreviewRow {
  id: string
  path: string
  created_at: string
  created_by: string | null
  expires_at: string
}

/** Makes a link's token (32 random bytes) and keeps only its hash. */
export async function createPreview(
  db: Kysely<Database>,
  p: { path: string; days: number; userId: string; now?: Date },
): Promise<{ token: string; row: PreviewRow }> {
  const token = randomBytes(32).toString('base64url')
  const now = p.now ?? new Date()
  const row = {
    id: randomUUID(),
    token_hash: hashPreviewToken(token),
    path: p.path,
    created_at: now.toISOString(),
    created_by: p.userId,
    expires_at: new Date(now.getTime() + p.days * DAY_MS).toISOString(),
    revoked_at: null,
  }
  await db.insertInto('preview_links').values(row).execute()
  return { token, row: { id: row.id, path: row.path, created_at: row.created_at, created_by: row.created_by, expires_at: row.expires_at } }
}

/** The links still working, newest first, with their makers' e-mails. */
export function listPreviews(db: Kysely<Database>, now = new Date()): Promise<PreviewRow[]> {
  return db
    .selectFrom('preview_links')
    .leftJoin('users', 'users.id', 'preview_links.created_by')
    .select(['preview_links.id', 'preview_links.path', 'preview_links.created_at', 'users.email as created_by', 'preview_links.expires_at'])
    .where('preview_links.revoked_at', 'is', null)
    .where('preview_links.expires_at', '>', now.toISOString())
    .orderBy('preview_links.created_at', 'desc')
    .execute()
}

/** True when a working link was revoked now. */
export async function revokePreview(db: Kysely<Database>, id: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('preview_links')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export type PreviewLookup = { state: 'valid'; path: string; expires_at: string } | { state: 'ended' } | { state: 'unknown' }

/** What a token opens: a working link, one that expired or was revoked, or nothing. */
export async function previewByToken(db: Kysely<Database>, token: string, now = new Date()): Promise<PreviewLookup> {
  const row = await db
    .selectFrom('preview_links')
    .select(['path', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', hashPreviewToken(token))
    .executeTakeFirst()
  if (!row) return { state: 'unknown' }
  if (row.revoked_at !== null || row.expires_at <= now.toISOString()) return { state: 'ended' }
  return { state: 'valid', path: row.path, expires_at: row.expires_at }
}
