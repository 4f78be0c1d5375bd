import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { FormKind, SubmissionBody, SubmissionDto } from '../../schemas/wire/submission.ts'
import { attachmentName } from '../submissions/attachment-name.ts'
import type { Database, SubmissionRow } from './tables.ts'

export interface StoredAttachment {
  /** The name the visitor's file had (shown to administrators, used when it is downloaded). */
  name: string
  /** The stored file's name in the private folder. */
  file: string
  mime: string
  size: number
}

export interface SubmissionFilter {
  form?: FormKind
  handled?: boolean
  offset: number
  limit: number
}

/** A stored attachment's name with the extension of its stored file, which the server chose from its bytes. */
export const storedAttachmentName = (name: string, file: string) => attachmentName(name, file.slice(file.lastIndexOf('.') + 1))

export function toSubmissionDto(row: SubmissionRow): SubmissionDto {
  return {
    id: row.id,
    form: row.form as FormKind,
    language: row.language,
    page: row.page,
    data: JSON.parse(row.data) as Record<string, string>,
    name: row.name,
    email: row.email,
    // PostgreSQL hands bigint back as text.
    attachment:
      row.attachment_file && row.attachment_name
        ? {
            name: storedAttachmentName(row.attachment_name, row.attachment_file),
            mime: row.attachment_mime ?? 'application/octet-stream',
            size: Number(row.attachment_size ?? 0),
          }
        : null,
    created_at: row.created_at,
    handled_at: row.handled_at,
  }
}

export async function insertSubmission(db: Kysely<Database>, body: SubmissionBody, attachment: StoredAttachment | null): Promise<string> {
  const id = randomUUID()
  await db
    .insertInto('submissions')
    .values({
      id,
      form: body.form,
      language: body.language,
      page: body.page,
      data: JSON.stringify(body.data),
      name: body.data.fullName,
      email: body.data.email,
      attachment_name: attachment?.name ?? null,
      attachment_file: attachment?.file ?? null,
      attachment_mime: attachment?.mime ?? null,
      attachment_size: attachment?.size ?? null,
      created_at: new Date().toISOString(),
      handled_at: null,
      handled_by: null,
    })
    .execute()
  return id
}

/** Newest first, with the total the filter matches. */
export async function listSubmissions(db: Kysely<Database>, filter: SubmissionFilter): Promise<{ rows: SubmissionRow[]; total: number }> {
  let query = db.selectFrom('submissions')
  if (filter.form) query = query.where('form', '=', filter.form)
  if (filter.handled !== undefined) query = query.where('handled_at', filter.handled ? 'is not' : 'is', null)
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

export function findSubmission(db: Kysely<Database>, id: string): Promise<SubmissionRow | undefined> {
  return db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function setHandled(
  db: Kysely<Database>,
  id: string,
  handled: boolean,
  by: string | null,
): Promise<SubmissionRow | undefined> {
  await db
    .updateTable('submissions')
    .set(handled ? { handled_at: new Date().toISOString(), handled_by: by } : { handled_at: null, handled_by: null })
    .where('id', '=', id)
    .execute()
  return findSubmission(db, id)
}

/** One address is stored once: a second sign-up changes nothing and says so. */
export async function addNewsletterSignup(db: Kysely<Database>, email: string, language: string): Promise<boolean> {
  const result = await db
    .insertInto('newsletter_signups')
    .values({ id: randomUUID(), email, language, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}

export async function listNewsletterSignups(db: Kysely<Database>, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('newsletter_signups')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('newsletter_signups')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}
