import type { ScheduleBody, ScheduleDto } from '../../schemas/wire/schedule.ts'
import { apiFetch } from './client.ts'

type Schedules = { schedules: ScheduleDto[] }

const target = (blockId: string) => `/v1/pages/blocks/${encodeURIComponent(blockId)}/schedule`

/** A block's (or one list item's) pending publish and unpublish times. */
export const blockSchedule = (blockId: string, item?: string) =>
  apiFetch<Schedules>(`${target(blockId)}${item ? `?item=${encodeURIComponent(item)}` : ''}`)

/** Sets (a UTC ISO time) or clears (null) the block's or item's publish and unpublish times. */
export const setSchedule = (blockId: string, body: ScheduleBody) =>
  apiFetch<Schedules>(target(blockId), { method: 'PUT', body: JSON.stringify(body) })

/** Everything scheduled on a page, soonest first. */
export const pageSchedules = (slug: string) => apiFetch<Schedules>(`/v1/pages/${encodeURIComponent(slug)}/schedules`)
