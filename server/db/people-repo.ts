import { createHash, randomBytes } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { UNUSABLE_HASH } from '../auth/passwords.ts'
import type { Role } from '../auth/roles.ts'
import type { Dialect } from './connect.ts'
import type { Database, UserRow } from './tables.ts'
import { createUser } from './users-repo.ts'

export const LINK_TTL_MS = 24 * 3600_000

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export type Person = Pick<UserRow, 'id' | 'email' | 'name' | 'role' | 'created_at' | 'last_sign_in_at'>

const PERSON = ['id', 'email', 'name', 'role', 'created_at', 'last_sign_in_at'] as const

export function listPeople(db: Kysely<Database>): Promise<Person[]> {
  return db.selectFrom('users').select(PERSON).orderBy('created_at').orderBy('email').execute()
}

export function findPerson(db: Kysely<Database>, id: string): Promise<Person | undefined> {
  return db.selectFrom('users').select(PERSON).where('id', '=', id).executeTakeFirst()
}

/** Returns null when the e-mail is taken. */
export async function addPerson(db: Kysely<Database>, p: { email: string; name: string; role: Role }): Promise<Person | null> {
  const row = await createUser(db, p.email, UNUSABLE_HASH, { role: p.role, name: p.name })
  return row && { id: row.id, email: row.email, name: row.name, role: row.role, created_at: row.created_at, last_sign_in_at: null }
}

export async function recordSignIn(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('users').set({ last_sign_in_at: new Date().toISOString() }).where('id', '=', id).execute()
}

/**
 * The administrators, read so that two writes that would each leave one cannot both pass: on
 * PostgreSQL their rows are locked until the transaction ends (a second demotion waits, then
 * sees one left); SQLite runs one write transaction at a time.
 */
async function administrators(trx: Transaction<Database>, dialect: Dialect): Promise<string[]> {
  const q = trx.selectFrom('users').select('id').where('role', '=', 'admin')
  const rows = dialect === 'postgres' ? await q.forUpdate().execute() : await q.execute()
  return rows.map((r) => r.id)
}

const wouldLeaveNoAdmin = (admins: string[], id: string) => admins.length === 1 && admins[0] === id

export type PersonChange = { ok: true; person: Person } | { ok: false; reason: 'not_found' | 'last_admin' }

/**
 * A new name or role. A new role also ends the person's access tokens (their client refreshes
 * and learns it); the guard reads the role on every request anyway.
 */
export function changePerson(
  db: Kysely<Database>,
  dialect: Dialect,
  id: string,
  change: { name?: string; role?: Role },
  /** Inside the transaction once the change is made (the audit log records it with the change). */
  audit?: (trx: Kysely<Database>, before: Person) => Promise<void>,
): Promise<PersonChange> {
  return db.transaction().execute(async (trx) => {
    const admins = change.role !== undefined && change.role !== 'admin' ? await administrators(trx, dialect) : []
    const person = await findPerson(trx, id)
    if (!person) return { ok: false, reason: 'not_found' }
    if (change.role !== undefined && change.role !== 'admin' && wouldLeaveNoAdmin(admins, id)) return { ok: false, reason: 'last_admin' }
    const roleChanged = change.role !== undefined && change.role !== person.role
    await trx
      .updateTable('users')
      .set((eb) => ({
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(roleChanged ? { role: change.role, access_epoch: eb('access_epoch', '+', 1) } : {}),
      }))
      .where('id', '=', id)
      .execute()
    await audit?.(trx, person)
    return { ok: true, person: { ...person, name: change.name ?? person.name, role: change.role ?? person.role } }
  })
}

/** Removes a person: the guard no longer finds them, so their tokens stop at the next request. */
export function removePerson(
  db: Kysely<Database>,
  dialect: Dialect,
  id: string,
  audit?: (trx: Kysely<Database>, removed: Person) => Promise<void>,
): Promise<{ ok: true } | { ok: false; reason: 'not_found' | 'last_admin' }> {
  return db.transaction().execute(async (trx) => {
    const admins = await administrators(trx, dialect)
    if (wouldLeaveNoAdmin(admins, id)) return { ok: false, reason: 'last_admin' }
    const person = await findPerson(trx, id)
    if (!person) return { ok: false, reason: 'not_found' }
    await audit?.(trx, person)
    await trx.deleteFrom('refresh_tokens').where('user_id', '=', id).execute()
    await trx.deleteFrom('password_links').where('user_id', '=', id).execute()
    const removed = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst()
    return Number(removed.numDeletedRows) === 1 ? { ok: true } : { ok: false, reason: 'not_found' }
  })
}

/** A new one-time link for the person; their older unused links stop working. Answers the token (never stored). */
export async function makePasswordLink(
  db: Kysely<Database>,
  userId: string,
  audit?: (trx: Kysely<Database>) => Promise<void>,
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url')
  const now = new Date()
  const expiresAt = new Date(now.getTime() + LINK_TTL_MS).toISOString()
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('password_links').where('user_id', '=', userId).where('used_at', 'is', null).execute()
    await trx
      .insertInto('password_links')
      .values({ id: hashToken(token), user_id: userId, created_at: now.toISOString(), expires_at: expiresAt, used_at: null })
      .execute()
    await audit?.(trx)
  })
  return { token, expiresAt }
}

export type LinkState = { state: 'valid' | 'used' | 'expired'; email: string; expiresAt: string }

export async function passwordLinkState(db: Kysely<Database>, token: string): Promise<LinkState | undefined> {
  const row = await db
    .selectFrom('password_links')
    .innerJoin('users', 'users.id', 'password_links.user_id')
    .select(['password_links.expires_at', 'password_links.used_at', 'users.email'])
    .where('password_links.id', '=', hashToken(token))
    .executeTakeFirst()
  if (!row) return undefined
  const state = row.used_at !== null ? 'used' : row.expires_at <= new Date().toISOString() ? 'expired' : 'valid'
  return { state, email: row.email, expiresAt: row.expires_at }
}

/**
 * Sets the password through a link. The link is spent by one conditional UPDATE (unused and
 * unexpired), so of two requests racing with it only one sets a password; in the same
 * transaction every token of the person ends (token epoch raised, refresh tokens spent).
 */
export function spendPasswordLink(
  db: Kysely<Database>,
  token: string,
  passwordHash: string,
  audit?: (trx: Kysely<Database>, userId: string) => Promise<void>,
): Promise<boolean> {
  const now = new Date().toISOString()
  return db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('password_links')
      .set({ used_at: now })
      .where('id', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst()
    if (!spent) return false
    await trx
      .updateTable('users')
      .set((eb) => ({ password_hash: passwordHash, token_epoch: eb('token_epoch', '+', 1) }))
      .where('id', '=', spent.user_id)
      .execute()
    await trx.updateTable('refresh_tokens').set({ spent: 1 }).where('user_id', '=', spent.user_id).execute()
    await audit?.(trx, spent.user_id)
    return true
  })
}
