import * as z from 'zod/mini'

/** What a schedule does at its time: take the draft flag away (publish) or put it on (unpublish). */
export const SCHEDULE_ACTIONS = ['publish', 'unpublish'] as const
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number]

/** A list item's id as the schemas make them (schemas/fields.ts itemId); '' or absent: the block itself. */
const itemId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,200}$/, 'A list item id is 1–200 characters of A-Z, a-z, 0-9, _ and -'))

/** A moment with its zone (`Z` or an offset): stored as UTC. */
const moment = z.iso.datetime({ offset: true, error: 'A date and time with its zone, e.g. 2027-01-31T09:00:00Z' })

/**
 * PUT /v1/pages/blocks/{id}/schedule: the block's (or, with `item`, one list item's) publish and
 * unpublish times. Each replaces the pending one of its kind; null or left out clears it.
 */
export const scheduleBody = z.object({
  item: z.optional(itemId),
  publish_at: z.optional(z.nullable(moment)),
  unpublish_at: z.optional(z.nullable(moment)),
})

export const scheduleQuery = z.object({ item: z.optional(itemId) })

export const scheduleDto = z.object({
  id: z.string(),
  page: z.string(),
  block_id: z.string(),
  /** The block's type (its registry key), to name it. */
  block_type: z.string(),
  /** The list item's id, or null for the block itself. */
  item_id: z.nullable(z.string()),
  /** What the item is called (its title, label or name), when it has one. */
  item_title: z.nullable(z.object({ en: z.string(), ar: z.string() })),
  action: z.enum(SCHEDULE_ACTIONS),
  /** UTC, ISO 8601. */
  at: z.string(),
  /** Who set it: their e-mail, or null when that account is gone. */
  created_by: z.nullable(z.string()),
  created_at: z.string(),
  /** 'pending', or 'refused': it fell due and the server could not make the change (the page's list keeps it a week). */
  status: z.enum(['pending', 'refused']),
  /** Why it was refused: the error code and message a write of the same change would answer. */
  refusal: z.nullable(z.object({ code: z.string(), message: z.string() })),
})

export const schedulesDto = z.object({ schedules: z.array(scheduleDto) })

export type ScheduleDto = z.output<typeof scheduleDto>
export type ScheduleBody = z.input<typeof scheduleBody>
