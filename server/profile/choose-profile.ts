import type { DbHandle } from '../db/connect.ts'
import { postgresProfile } from './postgres-profile.ts'
import { sqliteProfile } from './sqlite-profile.ts'
import type { StorageProfile } from './storage-profile.ts'

/** The one place the database's dialect decides how the server keeps what it shares. */
export function chooseProfile(db: DbHandle, onError: (err: Error) => void): StorageProfile {
  return db.dialect === 'postgres' && db.url ? postgresProfile(db, db.url, onError) : sqliteProfile()
}
