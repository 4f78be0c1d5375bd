import { randomUUID } from 'node:crypto'
import { prepared } from './prepared.ts'
import type { Kysely } from 'kysely'
import type { Role } from '../auth/roles.ts'
import type { Database, UserRow } from './tables.ts'

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst()
}

/**
 * What the guard checks a token against, read on every request by primary key; with the
 * person's e-mail and name, which the audit entry of a write copies (read here, not again).
 */
export type UserSession = Pick<UserRow, 'role' | 'token_epoch' | 'access_epoch' | 'email' | 'name'>

export async function userSession(db: Kysely<Database>, id: string): Promise<UserSession | undefined> {
  return (await sessionOf(db, { id })).rows[0]
}

/** Read on every request an administrator makes (auth/authenticate.ts): compiled once. */
const sessionOf = prepared(['id'], (db, p) =>
  db.selectFrom('users').select(['role', 'token_epoch', 'access_epoch', 'email', 'name']).where('id', '=', p.id),
)

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** Returns null when the email is taken. */
export async function createUser(
  db: Kysely<Database>,
  email: string,
  passwordHash: string,
  person: { role?: Role; name?: string } = {},
): Promise<UserRow | null> {
  const row: UserRow = {
    id: randomUUID(),
    email: normalizeEmail(email),
    password_hash: passwordHash,
    role: person.role ?? 'admin',
    created_at: new Date().toISOString(),
    token_epoch: 0,
    access_epoch: 0,
    name: person.name ?? '',
    last_sign_in_at: null,
  }
  const inserted = await db
    .insertInto('users')
    .values(row)
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst()
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? row : null
}

/**
 * A new password ends every session of that user: their token epoch is raised (no token issued
 * before works any more, access tokens included) and their refresh tokens are revoked, in one
 * transaction.
 */
export async function setPassword(db: Kysely<Database>, id: string, passwordHash: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set((eb) => ({ password_hash: passwordHash, token_epoch: eb('token_epoch', '+', 1) }))
      .where('id', '=', id)
      .execute()
    await trx.updateTable('refresh_tokens').set({ spent: 1 }).where('user_id', '=', id).execute()
  })
}

/** Signing out everywhere: every token of the user ends, as with a new password. */
export async function endAllSessions(db: Kysely<Database>, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set((eb) => ({ token_epoch: eb('token_epoch', '+', 1) }))
      .where('id', '=', id)
      .execute()
    await trx.updateTable('refresh_tokens').set({ spent: 1 }).where('user_id', '=', id).execute()
  })
}

/** A sign-out: the user's access tokens issued before it end (other sessions get new ones with their refresh token). */
export async function endAccessTokens(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ access_epoch: eb('access_epoch', '+', 1) }))
    .where('id', '=', id)
    .execute()
}

export async function saveRefreshToken(
  db: Kysely<Database>,
  t: { jti: string; userId: string; family: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      id: t.jti,
      user_id: t.userId,
      family: t.family,
      spent: 0,
      expires_at: t.expiresAt.toISOString(),
      created_at: new Date().toISOString(),
    })
    .execute()
}

/** Marks a refresh token spent; true only for the one caller that spent it. */
export async function spendRefreshToken(db: Kysely<Database>, jti: string): Promise<boolean> {
  const result = await db.updateTable('refresh_tokens').set({ spent: 1 }).where('id', '=', jti).where('spent', '=', 0).executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function revokeFamily(db: Kysely<Database>, family: string): Promise<void> {
  await db.updateTable('refresh_tokens').set({ spent: 1 }).where('family', '=', family).execute()
}
