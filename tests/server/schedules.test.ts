import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import type { FiredSchedule } from '../../server/schedule/scheduler.ts'
import { bearer, dialects, login, makeEnv, startApp, type TestEnv } from './helpers.ts'
import { addSignedIn } from './people-helpers.ts'
import { renderer, siteFolder } from './ssr-site.ts'

const HOUR = 3600_000
type Block = { id: string; block_type: string; order: number; version: number; content: Record<string, unknown> }
type Story = { id: string; title: { en: string; ar: string } }

describe.each(dialects)('scheduled publishing on %s', (dialect) => {
  let env: TestEnv
  let ctx: AppContext
  let auth: { authorization: string }
  // The scheduler's and the routes' clock: moved by the tests, never waited for.
  let clock = Date.now()
  const fired: FiredSchedule[] = []
  const options = () => ({ renderer, now: () => new Date(clock), afterFire: (f: FiredSchedule) => void fired.push(f) })

  beforeAll(async () => {
    env = await makeEnv(dialect, { ALLOWED_HOSTS: 'localhost:80' })
    env.config.siteDir = siteFolder(env.dataDir)
    ctx = await startApp(env, options())
    auth = bearer((await login(ctx)).access_token)
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers })
  const at = (ms: number) => new Date(clock + ms).toISOString()
  const schedule = (id: string, payload: Record<string, unknown>, headers = auth) =>
    ctx.app.inject({ method: 'PUT', url: `/api/v1/pages/blocks/${id}/schedule`, headers, payload })
  const scheduled = async (slug: string) =>
    (await get(`/api/v1/pages/${slug}/schedules`, auth)).json().schedules as Record<string, unknown>[]
  const visitorBlocks = async (slug: string) => (await get(`/api/v1/pages/${slug}`)).json().blocks as Block[]
  const revisions = async (blockId: string) =>
    (await ctx.db.db.selectFrom('block_revisions').select('version').where('block_id', '=', blockId).execute()).length
  const scheduleRows = async () => ctx.db.db.selectFrom('schedules').selectAll().orderBy('id').execute()

  const draftBlock = async (title: string): Promise<Block> => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/pages/privacy-policy/blocks',
      headers: auth,
      payload: { block_type: 'cta', content: { hidden: true, title: { en: title, ar: 'دعوة مجدولة' } } },
    })
    expect(res.statusCode).toBe(201)
    return res.json()
  }

  it('a due publish shows the draft block in the page read and the rendered HTML, once, and tells afterFire who scheduled it', async () => {
    const block = await draftBlock('A scheduled call to action')
    const res = await schedule(block.id, { publish_at: at(HOUR) })
    expect(res.statusCode).toBe(200)
    expect(res.json().schedules).toEqual([expect.objectContaining({ block_id: block.id, item_id: null, action: 'publish', at: at(HOUR) })])
    const listed = await scheduled('privacy-policy')
    expect(listed).toEqual([expect.objectContaining({ block_id: block.id, action: 'publish', created_by: 'admin@test.example' })])
    // The HTML is rendered (and kept) before the change.
    expect((await get('/privacy-policy?lng=en')).body).not.toContain('A scheduled call to action')

    expect(await ctx.scheduler.runDue()).toEqual([])
    clock += HOUR + 1000
    fired.length = 0
    const done = await ctx.scheduler.runDue()
    expect(done).toHaveLength(1)
    const me = (await get('/api/v1/auth/me', auth)).json().id
    expect(fired).toEqual([
      expect.objectContaining({
        scheduledBy: me,
        page: 'privacy-policy',
        blockId: block.id,
        itemId: null,
        action: 'publish',
        outcome: 'changed',
      }),
    ])
    expect((await visitorBlocks('privacy-policy')).map((b) => b.id)).toContain(block.id)
    expect((await get('/privacy-policy?lng=en')).body).toContain('A scheduled call to action')
    expect(await revisions(block.id)).toBe(1)
    expect(await scheduled('privacy-policy')).toEqual([])
    // The audit log (issue 27): setting the time, then the publish in the scheduler's name.
    const audit = (await get(`/api/v1/audit?page=privacy-policy`, auth)).json().items as Record<string, unknown>[]
    const mine = audit.filter((e) => e.block === block.id)
    expect(mine.map((e) => e.action)).toEqual(['block.publish', 'schedule.set', 'block.create'])
    expect(mine[0]).toMatchObject({ actor: { id: me }, at: done[0]?.firedAt, detail: { scheduled: true, due: done[0]?.at } })
    expect(mine[1]).toMatchObject({ actor: { id: me }, detail: { publish: done[0]?.at } })
    // Nothing fires twice.
    expect(await ctx.scheduler.runDue()).toEqual([])
    expect(await revisions(block.id)).toBe(1)
  })

  it('a due unpublish takes a story off its list and the sitemap; a later publish brings it back', async () => {
    const stories = (await visitorBlocks('customer-stories')).find((b) => b.order === 2) as Block
    const story = (stories.content.stories as Story[])[0] as Story
    const entry = `http://localhost:80/customer-stories/${encodeURIComponent(story.id)}?lng=en`
    expect((await get('/sitemap.xml')).body).toContain(entry)
    const set = await schedule(stories.id, { item: story.id, unpublish_at: at(HOUR), publish_at: null })
    expect(set.statusCode).toBe(200)
    expect(set.json().schedules).toEqual([expect.objectContaining({ item_id: story.id, action: 'unpublish' })])
    // The page's schedule list names the item by the title its list declares, in both languages.
    expect(set.json().schedules[0].item_title).toEqual({ en: story.title.en, ar: story.title.ar })

    clock += HOUR + 1000
    expect(await ctx.scheduler.runDue()).toEqual([expect.objectContaining({ itemId: story.id, action: 'unpublish', outcome: 'changed' })])
    const shown = (await visitorBlocks('customer-stories')).find((b) => b.id === stories.id) as Block
    expect((shown.content.stories as Story[]).map((s) => s.id)).not.toContain(story.id)
    expect((await get('/sitemap.xml')).body).not.toContain(entry)
    expect((await get('/customer-stories?lng=en')).body).not.toContain(JSON.stringify(story.title.en).slice(1, -1))

    expect((await schedule(stories.id, { item: story.id, publish_at: at(HOUR) })).statusCode).toBe(200)
    clock += HOUR + 1000
    expect(await ctx.scheduler.runDue()).toHaveLength(1)
    expect((await get('/sitemap.xml')).body).toContain(entry)
  })

  it('refuses a past time, an unpublish before the publish, a malformed time, an unknown block or item, and a translator; nothing is stored', async () => {
    const block = await draftBlock('Never scheduled')
    const before = await scheduleRows()
    const past = await schedule(block.id, { publish_at: at(-60_000) })
    expect(past.statusCode).toBe(400)
    expect(past.json().error).toMatchObject({ code: 'INVALID_SCHEDULE', details: [{ path: ['publish_at'] }] })
    expect(past.json().error.message).toContain('publish_at')
    const pastEnd = await schedule(block.id, { unpublish_at: at(-1) })
    expect(pastEnd.json().error).toMatchObject({ code: 'INVALID_SCHEDULE', details: [{ path: ['unpublish_at'] }] })
    const backwards = await schedule(block.id, { publish_at: at(2 * HOUR), unpublish_at: at(HOUR) })
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().error).toMatchObject({ code: 'INVALID_SCHEDULE', details: [{ path: ['unpublish_at'] }] })
    const unpublishes = await schedule(block.id, { unpublish_at: at(HOUR) })
    expect(unpublishes.statusCode).toBe(200)
    // The pending unpublish time stays: a publish time after it is refused too.
    const after = await schedule(block.id, { publish_at: at(2 * HOUR) })
    expect(after.json().error).toMatchObject({ code: 'INVALID_SCHEDULE', details: [{ path: ['publish_at'] }] })
    expect((await schedule(block.id, { unpublish_at: null })).json().schedules).toEqual([])
    const malformed = await schedule(block.id, { publish_at: 'tomorrow at nine' })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().error.details[0].path).toEqual(['publish_at'])
    expect((await schedule('no-such-block', { publish_at: at(HOUR) })).statusCode).toBe(404)
    const item = await schedule(block.id, { item: 'no-such-item', publish_at: at(HOUR) })
    expect(item.statusCode).toBe(404)
    expect(item.json().error.code).toBe('ITEM_NOT_FOUND')
    const translator = await addSignedIn(ctx, auth.authorization.slice(7), `translator-${dialect}@test.example`, 'translator')
    const refused = await schedule(block.id, { publish_at: at(HOUR) }, bearer(translator.token))
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('FORBIDDEN')
    expect(await scheduleRows()).toEqual(before)
    // An editor may.
    const editor = await addSignedIn(ctx, auth.authorization.slice(7), `editor-${dialect}@test.example`, 'editor')
    expect((await schedule(block.id, { publish_at: at(HOUR) }, bearer(editor.token))).statusCode).toBe(200)
    // Both cleared: nothing left pending for it.
    expect((await schedule(block.id, { publish_at: null, unpublish_at: null })).json().schedules).toEqual([])
    expect((await scheduled('privacy-policy')).filter((s) => s.block_id === block.id)).toEqual([])
  })

  it('a schedule set through this process wakes it at its due time, not at the next poll', async () => {
    const block = await draftBlock('Woken on time')
    const turns = async (until: () => boolean) => {
      for (let i = 0; i < 20_000 && !until(); i++) await new Promise((resolve) => setImmediate(resolve))
    }
    // Only the timers are fake (the database's I/O is real): the scheduler's wait is what moves.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      fired.length = 0
      expect((await schedule(block.id, { publish_at: at(20_000) })).statusCode).toBe(200)
      await turns(() => vi.getTimerCount() > 0)
      clock += 19_999
      await vi.advanceTimersByTimeAsync(19_999)
      await turns(() => false)
      expect(fired).toEqual([])
      clock += 1
      await vi.advanceTimersByTimeAsync(1)
      await turns(() => fired.length > 0)
      expect(fired).toEqual([expect.objectContaining({ blockId: block.id, action: 'publish', outcome: 'changed' })])
    } finally {
      vi.useRealTimers()
    }
    expect((await visitorBlocks('privacy-policy')).map((b) => b.id)).toContain(block.id)
  })

  it('a change the stored content cannot take is refused once, logged for administrators, and not tried at every look', async () => {
    const block = await draftBlock('A call to action whose content went bad')
    expect((await schedule(block.id, { publish_at: at(HOUR) })).statusCode).toBe(200)
    // Content that no longer passes its schema (as after a schema was tightened): publishing it
    // through the validated write can never succeed.
    await ctx.db.db
      .updateTable('blocks')
      .set({ content: JSON.stringify({ ...block.content, title: { en: 42, ar: 'دعوة' } }) })
      .where('id', '=', block.id)
      .execute()
    clock += HOUR + 1000
    fired.length = 0
    expect(await ctx.scheduler.runDue()).toEqual([
      expect.objectContaining({ blockId: block.id, outcome: 'refused', refusal: expect.objectContaining({ code: 'INVALID_CONTENT' }) }),
    ])
    const row = (await scheduleRows()).find((r) => r.block_id === block.id)
    expect(row).toEqual(expect.objectContaining({ outcome: 'refused', done_at: expect.any(String) }))
    clock += HOUR
    expect(await ctx.scheduler.runDue()).toEqual([])
    // The page's list tells the editors it did not happen, and why.
    expect((await scheduled('privacy-policy')).filter((s) => s.block_id === block.id)).toEqual([
      expect.objectContaining({ action: 'publish', status: 'refused', refusal: expect.objectContaining({ code: 'INVALID_CONTENT' }) }),
    ])
    expect((await visitorBlocks('privacy-policy')).map((b) => b.id)).not.toContain(block.id)
    expect(await revisions(block.id)).toBe(0)
    const logged = (await get('/api/v1/audit?page=privacy-policy', auth)).json().items as Record<string, unknown>[]
    expect(logged).toContainEqual(
      expect.objectContaining({
        action: 'schedule.refused',
        block: block.id,
        detail: expect.objectContaining({ code: 'INVALID_CONTENT', scheduled_action: 'publish' }),
      }),
    )
    // A new time for the block answers the refusal: only the new one is listed.
    expect((await schedule(block.id, { publish_at: at(HOUR) })).statusCode).toBe(200)
    expect((await scheduled('privacy-policy')).filter((s) => s.block_id === block.id)).toEqual([
      expect.objectContaining({ action: 'publish', status: 'pending', refusal: null }),
    ])
    expect((await schedule(block.id, { publish_at: null })).statusCode).toBe(200)
  })

  it('a schedule that fell due while the server was stopped fires when it starts again', async () => {
    const block = await draftBlock('Published after a restart')
    expect((await schedule(block.id, { publish_at: at(HOUR) })).statusCode).toBe(200)
    await ctx.app.close()
    clock += 2 * HOUR
    fired.length = 0
    ctx = await startApp(env, options())
    expect(fired).toEqual([expect.objectContaining({ blockId: block.id, action: 'publish', outcome: 'changed' })])
    expect((await visitorBlocks('privacy-policy')).map((b) => b.id)).toContain(block.id)
    expect(await revisions(block.id)).toBe(1)
  })
})
