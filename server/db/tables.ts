import type { Generated, Selectable } from 'kysely'

/** Timestamps are ISO-8601 strings and ids are app-generated, so one schema fits SQLite and PostgreSQL. */
export interface PageTable {
  slug: string
  created_at: string
  /** Raised by every write to the page's blocks, in the write's transaction: reads compare it with what they keep. */
  version: Generated<number>
}

export interface BlockTable {
  id: string
  page_slug: string
  block_type: string
  sort_order: number
  /** JSON text: key order is kept (privacy keys render in stored order), unlike jsonb. */
  content: string
  version: number
  updated_at: string
  updated_by: string | null
  /** Set while the block sits in its page's 'Recently deleted' list; its order is then out of the page's range. */
  deleted_at: string | null
  deleted_by: string | null
  /** Where it stood before it was deleted (a restore puts it back there when that place is free). */
  deleted_order: number | null
}

/** A past version of a block's content; the block row holds the current one. */
export interface BlockRevisionTable {
  id: string
  block_id: string
  version: number
  content: string
  /** When the version was replaced, and by whom. */
  created_at: string
  created_by: string | null
  /** When the version was written, and by whom (null for versions written before this was kept). */
  authored_at: string | null
  authored_by: string | null
}

export interface UserTable {
  id: string
  email: string
  password_hash: string
  role: string
  created_at: string
  /** Raised to end every token of the user: a new password, sign-out everywhere. Tokens carry it (`ep`). */
  token_epoch: Generated<number>
  /** Raised by a sign-out to end the access tokens issued before it; sessions still signed in refresh theirs. Access tokens carry it (`ae`). */
  access_epoch: Generated<number>
  /** How the person is shown on the people page ('' until an administrator names them). */
  name: Generated<string>
  last_sign_in_at: string | null
}

/** A one-time set-password link: `id` is the SHA-256 (hex) of the token in the link, never the token. */
export interface PasswordLinkTable {
  id: string
  user_id: string
  created_at: string
  expires_at: string
  used_at: string | null
}

export interface RefreshTokenTable {
  id: string
  user_id: string
  family: string
  spent: number
  expires_at: string
  created_at: string
}

export interface UploadTable {
  id: string
  url: string
  original_name: string
  mime: string
  size: number
  created_at: string
  created_by: string | null
  /** An image's pixel size, read from its bytes (null for video, or when unreadable). */
  width: number | null
  height: number | null
  /** SHA-256 (hex) of the bytes as received; null until read for a file stored before hashes were kept. */
  content_hash: string | null
}

export interface SubmissionTable {
  id: string
  form: string
  language: string
  page: string
  /** JSON text of the form's values. */
  data: string
  name: string
  email: string
  attachment_name: string | null
  /** The stored file's name in the private submissions folder (never under the public uploads). */
  attachment_file: string | null
  attachment_mime: string | null
  attachment_size: number | null
  created_at: string
  handled_at: string | null
  handled_by: string | null
}

export interface NewsletterSignupTable {
  id: string
  email: string
  language: string
  created_at: string
}

/** A link showing the site with its drafts to someone without an account (only the token's hash is kept). */
export interface PreviewLinkTable {
  id: string
  token_hash: string
  path: string
  created_at: string
  created_by: string | null
  expires_at: string
  revoked_at: string | null
}

/** One recorded write (server/audit/audit-log.ts); `paths` and `detail` are JSON text. */
export interface AuditLogTable {
  id: string
  /** UTC, ISO-8601. */
  at: string
  actor_id: string | null
  /** The actor's e-mail and name when the entry was written (null for a refused anonymous sign-in). */
  actor_email: string | null
  actor_name: string | null
  action: string
  page_slug: string | null
  block_id: string | null
  paths: string
  ip: string | null
  detail: string
}

/** A publish or unpublish of a block (item_id '') or of one list item in it, due at `at` (UTC). */
export interface ScheduleTable {
  id: string
  page_slug: string
  block_id: string
  item_id: string
  action: 'publish' | 'unpublish'
  at: string
  created_by: string | null
  created_at: string
  /** The process holding the row while it makes the change, until claimed_until (a lease). */
  claimed_by: string | null
  claimed_until: string | null
  done_at: string | null
  /** What firing did: 'changed', 'unchanged' (already so), 'gone' (the block or item no longer exists), 'refused'. */
  outcome: string | null
  /** Why it was refused (`{ code, message }` JSON), for outcome 'refused' only. */
  refusal: string | null
}

export interface Database {
  pages: PageTable
  blocks: BlockTable
  block_revisions: BlockRevisionTable
  users: UserTable
  refresh_tokens: RefreshTokenTable
  uploads: UploadTable
  submissions: SubmissionTable
  newsletter_signups: NewsletterSignupTable
  preview_links: PreviewLinkTable
  password_links: PasswordLinkTable
  audit_log: AuditLogTable
  schedules: ScheduleTable
}

export type BlockRow = Selectable<BlockTable>
export type UserRow = Selectable<UserTable>
export type SubmissionRow = Selectable<SubmissionTable>
export type ScheduleRow = Selectable<ScheduleTable>
