import { randomUUID } from 'node:crypto'
import { type Kysely, type Migration, type MigrationProvider, sql } from 'kysely'

/** Frozen in time: migrations use Kysely<any>, never the app's table types. */
const migrations: Record<string, Migration> = {
  '2026-11-21-001-initial': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('pages')
        .addColumn('slug', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('blocks')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('page_slug', 'varchar(64)', (c) => c.notNull().references('pages.slug').onDelete('cascade'))
        .addColumn('block_type', 'varchar(64)', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_by', 'varchar(64)')
        .addUniqueConstraint('blocks_page_order_unique', ['page_slug', 'sort_order'])
        .execute()
      await db.schema
        .createTable('block_revisions')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('block_id', 'varchar(64)', (c) => c.notNull().references('blocks.id').onDelete('cascade'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('created_by', 'varchar(64)')
        .execute()
      await db.schema.createIndex('block_revisions_block').on('block_revisions').column('block_id').execute()
      await db.schema
        .createTable('users')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('email', 'varchar(320)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'varchar(400)', (c) => c.notNull())
        .addColumn('role', 'varchar(40)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('refresh_tokens')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('family', 'varchar(64)', (c) => c.notNull())
        .addColumn('spent', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family').execute()
      await db.schema
        .createTable('uploads')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('url', 'varchar(300)', (c) => c.notNull().unique())
        .addColumn('original_name', 'varchar(300)', (c) => c.notNull())
        .addColumn('mime', 'varchar(100)', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('created_by', 'varchar(64)')
        .execute()
    },
  },
  /** Block types have one spelling in storage, the registry key (lower case); input of any case is still accepted. */
  '2026-11-28-002-canonical-block-types': {
    async up(db: Kysely<any>) {
      await sql`UPDATE blocks SET block_type = lower(block_type) WHERE block_type <> lower(block_type)`.execute(db)
    },
  },
  /** A page's version, raised by every write to its blocks, so a process can tell whether the page it keeps is current. */
  '2026-11-28-003-page-versions': {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('pages')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
    },
  },
  /**
   * The sign-in limiter's counts, shared by processes on PostgreSQL (rate-limiter-flexible's own
   * layout). Made here, once, because processes starting together raced to create it.
   */
  '2026-11-28-004-login-limits': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('login_limits')
        .ifNotExists()
        .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
        .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expire', 'bigint')
        .execute()
    },
  },
  /**
   * Enquiries sent through the site's forms, newsletter sign-ups (one row per address), and the
   * forms' rate-limit counts on PostgreSQL (rate-limiter-flexible's layout, made once here too).
   */
  '2026-11-30-005-submissions': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('submissions')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('form', 'varchar(40)', (c) => c.notNull())
        .addColumn('language', 'varchar(8)', (c) => c.notNull())
        .addColumn('page', 'varchar(300)', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('email', 'varchar(320)', (c) => c.notNull())
        .addColumn('attachment_name', 'varchar(300)')
        .addColumn('attachment_file', 'varchar(100)')
        .addColumn('attachment_mime', 'varchar(100)')
        .addColumn('attachment_size', 'bigint')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('handled_at', 'varchar(40)')
        .addColumn('handled_by', 'varchar(64)')
        .execute()
      await db.schema.createIndex('submissions_created').on('submissions').column('created_at').execute()
      await db.schema.createIndex('submissions_form_created').on('submissions').columns(['form', 'created_at']).execute()
      await db.schema
        .createTable('newsletter_signups')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('email', 'varchar(320)', (c) => c.notNull().unique())
        .addColumn('language', 'varchar(8)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('form_limits')
        .ifNotExists()
        .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
        .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expire', 'bigint')
        .execute()
    },
  },
  /**
   * Block history: each past version records who wrote it and when (the block row holds the
   * current version's), and a deleted block stays restorable for a while instead of vanishing
   * with its revisions. Uploads keep an image's width and height.
   */
  '2026-12-02-005-block-history': {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('block_revisions').addColumn('authored_at', 'varchar(40)').execute()
      await db.schema.alterTable('block_revisions').addColumn('authored_by', 'varchar(64)').execute()
      // Until now a revision row carried the time and user of the write that replaced it: the
      // author of version k is the one who replaced version k - 1.
      const rows = await db.selectFrom('block_revisions').select(['id', 'block_id', 'version', 'created_at', 'created_by']).execute()
      const replacedAt = new Map(rows.map((r) => [`${r.block_id} ${r.version}`, r]))
      for (const row of rows) {
        const before = replacedAt.get(`${row.block_id} ${row.version - 1}`)
        if (before)
          await db
            .updateTable('block_revisions')
            .set({ authored_at: before.created_at, authored_by: before.created_by })
            .where('id', '=', row.id)
            .execute()
      }
      await db.schema.createIndex('block_revisions_block_version').on('block_revisions').columns(['block_id', 'version']).execute()
      await db.schema.alterTable('blocks').addColumn('deleted_at', 'varchar(40)').execute()
      await db.schema.alterTable('blocks').addColumn('deleted_by', 'varchar(64)').execute()
      await db.schema.alterTable('blocks').addColumn('deleted_order', 'integer').execute()
      await db.schema.createIndex('blocks_deleted').on('blocks').columns(['page_slug', 'deleted_at']).execute()
      await db.schema.alterTable('uploads').addColumn('width', 'integer').execute()
      await db.schema.alterTable('uploads').addColumn('height', 'integer').execute()
    },
  },
  /**
   * Each user's token epochs, carried in the tokens and compared by the guard on every request.
   * `token_epoch` ends every token of the user (a new password, sign-out everywhere, removal);
   * `access_epoch` ends the access tokens issued before a sign-out (other sessions refresh theirs).
   */
  '2026-12-03-006-token-epochs': {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('users')
        .addColumn('token_epoch', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema
        .alterTable('users')
        .addColumn('access_epoch', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
    },
  },
  /**
   * Home's block 7 ('insights and events') is home's own now: its title, subtitle and button; its
   * posts stay resources block 3's. An existing site gets it with the texts it showed until now
   * (stored on resources block 3), else these. A new database gets it from the seed (home is not
   * there yet when this runs).
   */
  '2026-12-03-007-home-insights': {
    async up(db: Kysely<any>) {
      const home = await db.selectFrom('pages').select('slug').where('slug', '=', 'home').executeTakeFirst()
      if (!home) return
      const live = (slug: string, order: number) =>
        db.selectFrom('blocks').selectAll().where('page_slug', '=', slug).where('sort_order', '=', order).where('deleted_at', 'is', null)
      if (await live('home', 7).executeTakeFirst()) return
      const content: Record<string, unknown> = {
        title: { en: 'Insights and events', ar: 'رؤى وفعاليات' },
        subtitle: {
          en: 'What our consultants are writing about, and where you can meet them next.',
          ar: 'ما يكتب عنه مستشارونا، وأين يمكنكم لقاؤهم قريبًا.',
        },
        buttonText: { en: 'All resources', ar: 'جميع الموارد' },
        buttonLink: '/resources',
      }
      const posts = await live('resources', 3).where('block_type', '=', 'posts').executeTakeFirst()
      const shown = posts ? (JSON.parse(posts.content as string) as Record<string, unknown>) : {}
      const isText = (v: unknown) =>
        !!v && typeof v === 'object' && ['en', 'ar'].every((l) => typeof (v as Record<string, unknown>)[l] === 'string')
      for (const key of ['title', 'subtitle', 'buttonText'] as const) if (isText(shown[key])) content[key] = shown[key]
      if (typeof shown.buttonLink === 'string' && shown.buttonLink !== '') content.buttonLink = shown.buttonLink
      await db
        .insertInto('blocks')
        .values({
          id: randomUUID(),
          page_slug: 'home',
          block_type: 'insights',
          sort_order: 7,
          content: JSON.stringify(content),
          version: 1,
          updated_at: new Date().toISOString(),
          updated_by: null,
        })
        .execute()
      await sql`UPDATE pages SET version = version + 1 WHERE slug = 'home'`.execute(db)
    },
  },
  /**
   * People (issue 27): a name and the last sign-in on each account, and the one-time links that
   * set a password. A link is stored as the SHA-256 of its token only (a leaked table opens no
   * account); `used_at` is set once, by the one write that spends it.
   */
  '2026-12-04-008-people': {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('users')
        .addColumn('name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .execute()
      await db.schema.alterTable('users').addColumn('last_sign_in_at', 'varchar(40)').execute()
      await db.schema
        .createTable('password_links')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(40)')
        .execute()
      await db.schema.createIndex('password_links_user').on('password_links').column('user_id').execute()
    },
  },
  /** Preview links: read-only, expiring, revocable; the token itself is never stored, only its hash. */
  '2026-12-05-009-preview-links': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('preview_links')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('path', 'varchar(500)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('created_by', 'varchar(64)', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('revoked_at', 'varchar(40)')
        .execute()
    },
  },
  /**
   * The audit log (issue 27): one row per write, with who (an id and a snapshot of the e-mail and
   * name, kept when the person is removed), when, what (action, page, block, the changed paths)
   * and from where. No foreign keys: an entry outlives what it names. Indexes for the filters,
   * each ending in the time the list is ordered by.
   */
  '2026-12-06-010-audit-log': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('at', 'varchar(40)', (c) => c.notNull())
        .addColumn('actor_id', 'varchar(64)')
        .addColumn('actor_email', 'varchar(320)')
        .addColumn('actor_name', 'varchar(200)')
        .addColumn('action', 'varchar(40)', (c) => c.notNull())
        .addColumn('page_slug', 'varchar(64)')
        .addColumn('block_id', 'varchar(64)')
        .addColumn('paths', 'text', (c) => c.notNull())
        .addColumn('ip', 'varchar(64)')
        .addColumn('detail', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute()
      await db.schema.createIndex('audit_log_actor_at').on('audit_log').columns(['actor_id', 'at']).execute()
      await db.schema.createIndex('audit_log_page_at').on('audit_log').columns(['page_slug', 'at']).execute()
    },
  },
  /**
   * Scheduled publishing (issue 27): a block, or one list item in it (`item_id`), is published or
   * unpublished at `at` (UTC). A process claims a due row with a lease (`claimed_by`, until
   * `claimed_until`) by one conditional UPDATE, so of several processes one makes the change;
   * `done_at` is set in the change's own transaction.
   */
  '2026-12-06-011-schedules': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('schedules')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('page_slug', 'varchar(200)', (c) => c.notNull())
        .addColumn('block_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('item_id', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('action', 'varchar(20)', (c) => c.notNull())
        .addColumn('at', 'varchar(40)', (c) => c.notNull())
        .addColumn('created_by', 'varchar(64)', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('claimed_by', 'varchar(64)')
        .addColumn('claimed_until', 'varchar(40)')
        .addColumn('done_at', 'varchar(40)')
        .addColumn('outcome', 'varchar(20)')
        .execute()
      await db.schema.createIndex('schedules_due').on('schedules').columns(['done_at', 'at']).execute()
      await db.schema.createIndex('schedules_page').on('schedules').columns(['page_slug', 'done_at']).execute()
    },
  },
  /**
   * Identical uploads are stored once (issue 25 item 7): the SHA-256 of an upload's bytes as
   * received, unique, so two editors sending the same photo at once still get one row. Rows
   * already stored get theirs at start, from the stored file (server/uploads/hashes.ts): a
   * migration has no storage to read.
   */
  '2026-12-06-012-upload-hashes': {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('uploads').addColumn('content_hash', 'varchar(64)').execute()
      await db.schema.createIndex('uploads_content_hash').unique().on('uploads').column('content_hash').execute()
    },
  },
  /**
   * `block_revisions_block` (block_id) is the leading column of `block_revisions_block_version`
   * (block_id, version, from the block-history migration), which serves every lookup and the foreign key’s
   * cascade alike. Kept, it was one more B-tree page written with every revision, that is with
   * every save of a block (issue 23). Only an index goes; no row is touched.
   */
  '2026-12-07-013-drop-redundant-revision-index': {
    async up(db: Kysely<any>) {
      await db.schema.dropIndex('block_revisions_block').ifExists().execute()
    },
  },
  /**
   * Why the server refused a due schedule (`outcome` 'refused': the stored content no longer
   * passes its schema), as `{ code, message }` JSON: the editor's list shows it for a week, so
   * whoever set the time learns it did not happen.
   */
  '2026-12-08-014-schedule-refusals': {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('schedules').addColumn('refusal', 'text').execute()
    },
  },
}

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations
  },
}
