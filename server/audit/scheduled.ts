import type { DbHandle } from '../db/connect.ts'
import type { AfterFire } from '../schedule/scheduler.ts'
import { recordAudit } from './audit-log.ts'

/**
 * A scheduled publish or unpublish goes into the audit log as the change it made, in the name of
 * whoever scheduled it, with `scheduled` in its detail; a schedule the server refused (the stored
 * content no longer passes its schema) is recorded as `schedule.refused` with the reason, as it
 * is not tried again; one that found nothing to change records nothing. `then` (a test's hook)
 * runs after.
 */
export function recordFired(db: DbHandle, then?: AfterFire): AfterFire {
  return async (fired) => {
    if (fired.outcome === 'changed')
      await recordAudit(db.db, {
        action: fired.action === 'publish' ? 'block.publish' : 'block.unpublish',
        actorId: fired.scheduledBy,
        page: fired.page,
        block: fired.blockId,
        at: new Date(fired.firedAt),
        detail: { scheduled: true, schedule: fired.scheduleId, item: fired.itemId, due: fired.at },
      })
    if (fired.outcome === 'refused')
      await recordAudit(db.db, {
        action: 'schedule.refused',
        actorId: fired.scheduledBy,
        page: fired.page,
        block: fired.blockId,
        at: new Date(fired.firedAt),
        detail: { schedule: fired.scheduleId, item: fired.itemId, due: fired.at, scheduled_action: fired.action, ...fired.refusal },
      })
    await then?.(fired)
  }
}
