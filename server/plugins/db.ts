import { keepAuditYear } from '../audit/audit-log.ts'
import type { Config } from '../config.ts'
import { purgeDeleted } from '../db/deleted-blocks.ts'
import { migrate, openDatabase } from '../db/connect.ts'
import { PageEvents } from '../live/page-events.ts'
import { PageCache } from '../page-cache.ts'
import { chooseProfile } from '../profile/choose-profile.ts'
import { seedDatabase } from '../seed/run.ts'
import { shared } from './shared.ts'

/**
 * The database, migrated and seeded, the storage profile chosen once from its dialect, and what
 * is kept in memory in front of it: `app.db`, `app.profile`, `app.cache`, `app.changes`, `app.events`.
 * Each part's onClose is added right after the part is made: Fastify runs onClose hooks last
 * added first, so a part closes before what it uses.
 */
export const dbPlugin = shared<{ config: Config }>('db', async (app, { config }) => {
  const logDbError = (err: Error) => app.log.warn({ err }, 'database connection error')
  const db = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: config.sqliteFile,
    sqliteSynchronous: config.sqliteSynchronous,
    onError: logDbError,
  })
  app.addHook('onClose', () => db.close())
  await migrate(db.db)
  await seedDatabase(db.db)
  // Blocks deleted more than 30 days ago go for good (the list of recently deleted ones does it too).
  await purgeDeleted(db.db)
  // Audit entries are kept a year: swept now and daily.
  const stopAuditSweep = await keepAuditYear(db.db, (err) => app.log.warn({ err }, 'audit log sweep failed'))
  app.addHook('onClose', async () => stopAuditSweep())

  const profile = chooseProfile(db, logDbError)
  app.addHook('onClose', () => profile.close())
  const cache = new PageCache(profile.pageVersions)
  const changes = profile.changeFeed(cache, app.log)
  await changes.start()
  app.addHook('onClose', () => changes.close())
  const events = new PageEvents(db.db, changes)
  // Open event streams would hold the server open: they end, and the editors reconnect elsewhere.
  app.addHook('preClose', (done) => {
    events.close()
    done()
  })
  app.decorate('db', db)
  app.decorate('profile', profile)
  app.decorate('cache', cache)
  app.decorate('changes', changes)
  app.decorate('events', events)
})
