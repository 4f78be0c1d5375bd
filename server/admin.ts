import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { hashPassword, verifyPassword } from './auth/passwords.ts'
import type { Config } from './config.ts'
import type { Database } from './db/tables.ts'
import { countUsers, createUser, findUserByEmail, setPassword } from './db/users-repo.ts'

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD create or update that administrator. With neither set and no
 * user yet, one is created with a random password that is printed once.
 */
export async function ensureAdmin(db: Kysely<Database>, config: Config, log: (line: string) => void): Promise<void> {
  if (config.adminEmail && config.adminPassword) {
    const existing = await findUserByEmail(db, config.adminEmail)
    // The same password at every start changes nothing; a new one ends that user's sessions.
    if (existing && (await verifyPassword(config.adminPassword, existing.password_hash))) return
    const hash = await hashPassword(config.adminPassword)
    if (existing) await setPassword(db, existing.id, hash)
    else await createUser(db, config.adminEmail, hash)
    return
  }
  if (config.adminEmail || config.adminPassword) {
    log('ADMIN_EMAIL and ADMIN_PASSWORD go together; neither was applied.')
    return
  }
  if ((await countUsers(db)) > 0) return
  const email = 'admin@example.com'
  const password = randomBytes(12).toString('base64url')
  await createUser(db, email, await hashPassword(password))
  log(`Created the first administrator: ${email} / ${password}  (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`)
}
