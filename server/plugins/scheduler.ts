import { recordFired } from '../audit/scheduled.ts'
import { type AfterFire, Scheduler } from '../schedule/scheduler.ts'
import { shared } from './shared.ts'

interface SchedulerOptions {
  pollMs: number
  now: () => Date
  afterFire?: AfterFire
}

/** Scheduled publishing in this process: `app.scheduler`, started by buildApp once every route is in place. */
export const schedulerPlugin = shared<SchedulerOptions>('scheduler', async (app, { pollMs, now, afterFire }) => {
  const scheduler = new Scheduler({
    db: app.db,
    changes: app.changes,
    pollMs,
    now,
    afterFire: recordFired(app.db, afterFire),
    log: app.log,
  })
  app.addHook('onClose', async () => scheduler.close())
  app.decorate('scheduler', scheduler)
})
