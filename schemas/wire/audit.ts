import * as z from 'zod/mini'

/**
 * What the audit log records (issue 27), one closed set. Content: a block's PUT and PATCH, and
 * the same writes named for what they did when that is all they did (publish, unpublish: only
 * publish flags changed); adding, deleting, restoring a deleted block, bringing back a past
 * version, moving blocks, setting a publish or unpublish time (a scheduled change, when it is
 * made, is a publish or unpublish with `scheduled` in its detail; one the server refused is
 * `schedule.refused`). Then media, people, refused sign-ins and preview links.
 */
export const AUDIT_ACTIONS = [
  'content.put',
  'content.patch',
  'block.publish',
  'block.unpublish',
  'block.create',
  'block.delete',
  'block.restore',
  'block.revert',
  'block.reorder',
  'schedule.set',
  'schedule.refused',
  'upload.create',
  'upload.delete',
  'person.create',
  'person.change',
  'person.password_link',
  'person.password_set',
  'person.remove',
  'signin.failed',
  'preview.create',
  'preview.revoke',
] as const
export const auditAction = z.enum(AUDIT_ACTIONS)
export type AuditAction = z.output<typeof auditAction>

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD'))
const id = z.string().check(z.minLength(1), z.maxLength(64))

/** The filters of GET /v1/audit and /v1/audit.csv: a person (user id), a page, a day range (UTC, both ends included). */
export const auditFilterQuery = z.object({
  person: z.optional(id),
  page: z.optional(id),
  action: z.optional(auditAction),
  from: z.optional(day),
  to: z.optional(day),
})
export const auditQuery = z.extend(auditFilterQuery, {
  page_no: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(200))),
})

export const auditEntryDto = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.nullable(z.object({ id: z.string(), email: z.nullable(z.string()), name: z.nullable(z.string()) })),
  action: auditAction,
  page: z.nullable(z.string()),
  block: z.nullable(z.string()),
  /** Where in the block's content the change was, as `heading.ar` or `items[3].title.en`. */
  paths: z.array(z.string()),
  ip: z.nullable(z.string()),
  detail: z.record(z.string(), z.unknown()),
})

/** Newest first; `page_no` of `pages` pages of `limit`, `total` entries matching. */
export const auditListDto = z.object({
  items: z.array(auditEntryDto),
  total: z.number().check(z.int()),
  page_no: z.number().check(z.int()),
  pages: z.number().check(z.int()),
  limit: z.number().check(z.int()),
})

/** What the filters offer: everyone and every page the log names (people removed since included). */
export const auditFacetsDto = z.object({
  people: z.array(z.object({ id: z.string(), email: z.nullable(z.string()), name: z.nullable(z.string()) })),
  pages: z.array(z.string()),
})

export type AuditEntryDto = z.output<typeof auditEntryDto>
export type AuditListDto = z.output<typeof auditListDto>
export type AuditFacetsDto = z.output<typeof auditFacetsDto>
export type AuditFilter = z.output<typeof auditFilterQuery>
