import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import type { PresenceBus } from '../../server/db/page-changes.ts'
import { Presence, PRESENCE_EXPIRY_MS } from '../../server/live/presence.ts'
import { STREAMS_PER_USER } from '../../server/live/page-events.ts'
import { eventually, openEvents, type ServerEvent } from './event-streams.ts'
import { firstBlock } from './fixtures.ts'
import { bearer, dialects, login, makeEnv, startApp, type TestEnv } from './helpers.ts'
import { addSignedIn } from './people-helpers.ts'

const SLUG = 'privacy-policy'
const presenceOf = (names: string[]) => (e: ServerEvent) =>
  e.event === 'presence' && JSON.stringify(e.data.others.map((p) => p.name).sort()) === JSON.stringify(names)

async function nameSelf(ctx: AppContext, admin: string, id: string, name: string) {
  const res = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/people/${id}`, headers: bearer(admin), payload: { name } })
  if (res.statusCode !== 200) throw new Error(`name ${name}: ${res.statusCode} ${res.body}`)
}

const putTitle = async (ctx: AppContext, token: string, title: string) => {
  const block = await firstBlock(ctx, SLUG)
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/pages/blocks/${block.id}`,
    headers: bearer(token),
    payload: { type: block.block_type, content: { ...block.content, title: { en: title, ar: 'عنوان' } }, version: block.version },
  })
  expect(res.statusCode).toBe(200)
  return block
}

/** Saves the first block of a page as it is (a new version, the same content). */
const resave = async (ctx: AppContext, token: string, slug: string) => {
  const block = await firstBlock(ctx, slug)
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/pages/blocks/${block.id}`,
    headers: bearer(token),
    payload: { type: block.block_type, content: block.content, version: block.version },
  })
  expect(res.statusCode).toBe(200)
  return block
}

describe.each(dialects)('page events (%s)', (dialect) => {
  let env: TestEnv
  let ctx: AppContext
  let admin: string
  let editor: { id: string; token: string }

  beforeAll(async () => {
    env = await makeEnv(dialect)
    ctx = await startApp(env)
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    admin = (await login(ctx)).access_token
    editor = await addSignedIn(ctx, admin, 'mona@test.example', 'editor')
    await nameSelf(ctx, admin, editor.id, 'Mona Editor')
    const adminId = (await ctx.db.db.selectFrom('users').select('id').where('email', '=', 'admin@test.example').executeTakeFirstOrThrow())
      .id
    await nameSelf(ctx, admin, adminId, 'Ada Admin')
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  it('refuses a request without a valid access token with a JSON 401, and an unknown page with a 404', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/v1/pages/${SLUG}/events` })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().error.code).toBe('UNAUTHORIZED')
    const forged = await ctx.app.inject({ method: 'GET', url: `/api/v1/pages/${SLUG}/events`, headers: bearer('not.a.token') })
    expect(forged.statusCode).toBe(401)
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/pages/no-such-page/events', headers: bearer(admin) })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.code).toBe('PAGE_NOT_FOUND')
    expect(ctx.events.size).toBe(0)
  })

  it('tells each editor who else has the page open, and when they leave', async () => {
    const ada = await openEvents(ctx, SLUG, admin)
    expect(ada.status).toBe(200)
    expect(ada.headers['content-type']).toBe('text/event-stream; charset=utf-8')
    await ada.next(presenceOf([]))
    const mona = await openEvents(ctx, SLUG, editor.token)
    expect((await mona.next(presenceOf(['Ada Admin']))).data.others[0]).toEqual({ id: expect.any(String), name: 'Ada Admin' })
    expect((await ada.next(presenceOf(['Mona Editor']))).data.others).toEqual([{ id: editor.id, name: 'Mona Editor' }])
    // Someone on another page is not on this one.
    const elsewhere = await openEvents(ctx, 'home', editor.token)
    await elsewhere.next(presenceOf([]))
    mona.close()
    await ada.next(presenceOf([]))
    elsewhere.close()
    ada.close()
    await eventually(() => ctx.events.size === 0)
  })

  it('sends a block saved by someone else to the other editors of the page, with who saved it, not to the one who saved it', async () => {
    const ada = await openEvents(ctx, SLUG, admin)
    const mona = await openEvents(ctx, SLUG, editor.token)
    await ada.next(presenceOf(['Mona Editor']))
    const block = await putTitle(ctx, editor.token, 'Saved by Mona')
    const seen = await ada.next((e) => e.event === 'block')
    expect(seen.data).toMatchObject({ slug: SLUG, block: block.id, by: { id: editor.id, name: 'Mona Editor' } })
    expect(seen.data.page_version).toEqual(expect.any(Number))
    // The next write is Ada's: Mona hears of it, and had not heard of her own.
    await putTitle(ctx, admin, 'Saved by Ada')
    const toMona = await mona.next((e) => e.event === 'block')
    expect(toMona.data.by?.name).toBe('Ada Admin')
    await expect(mona.next((e) => e.event === 'block', 200)).rejects.toThrow('no matching event')
    ada.close()
    mona.close()
    await eventually(() => ctx.events.size === 0)
  })

  it('tells an editor of saves of the pages shown with theirs (the header) named in `also`, and of no other page', async () => {
    const ada = await openEvents(ctx, SLUG, admin, '?also=header,footer')
    expect(ada.status).toBe(200)
    await ada.next(presenceOf([]))
    const header = await resave(ctx, editor.token, 'header')
    const seen = await ada.next((e) => e.event === 'block')
    expect(seen.data).toMatchObject({ slug: 'header', block: header.id, by: { name: 'Mona Editor' } })
    // A page not followed stays quiet; being on the header is not being on the page.
    await resave(ctx, editor.token, 'home')
    await expect(ada.next((e) => e.event === 'block', 200)).rejects.toThrow('no matching event')
    const mona = await openEvents(ctx, 'header', editor.token)
    await mona.next(presenceOf([]))
    mona.close()
    ada.close()
    await eventually(() => ctx.events.size === 0)
  })

  it('refuses a malformed or unknown `also` with a JSON 400 or 404, and opens no stream', async () => {
    const bad = await ctx.app.inject({ method: 'GET', url: `/api/v1/pages/${SLUG}/events?also=Header;drop`, headers: bearer(admin) })
    expect(bad.statusCode).toBe(400)
    const tooMany = Array.from({ length: 9 }, (_, i) => `p${i}`).join(',')
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/pages/${SLUG}/events?also=${tooMany}`, headers: bearer(admin) })).statusCode,
    ).toBe(400)
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/pages/${SLUG}/events?also=header,no-such-page`,
      headers: bearer(admin),
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.message).toContain('no-such-page')
    expect(ctx.events.size).toBe(0)
  })

  it(`refuses a person's stream past ${STREAMS_PER_USER} with a JSON 429, and frees the places when streams close`, async () => {
    const open = await Promise.all(Array.from({ length: STREAMS_PER_USER }, () => openEvents(ctx, SLUG, editor.token)))
    expect(open.map((s) => s.status)).toEqual(open.map(() => 200))
    const refused = await openEvents(ctx, SLUG, editor.token)
    expect(refused.status).toBe(429)
    // Someone else still gets in.
    const ada = await openEvents(ctx, SLUG, admin)
    expect(ada.status).toBe(200)
    open.forEach((s) => s.close())
    await eventually(() => ctx.events.size === 1)
    const again = await openEvents(ctx, SLUG, editor.token)
    expect(again.status).toBe(200)
    again.close()
    ada.close()
    await eventually(() => ctx.events.size === 0)
  })
})

describe('a page events stream and its access token', () => {
  let env: TestEnv
  let ctx: AppContext

  beforeAll(async () => {
    env = await makeEnv('sqlite', { ACCESS_TOKEN_TTL_S: '2' })
    ctx = await startApp(env)
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  it('ends when the token that opened it expires, and the person is no longer on the page', async () => {
    const stream = await openEvents(ctx, SLUG, (await login(ctx)).access_token)
    expect(stream.status).toBe(200)
    await stream.ended
    await eventually(() => ctx.events.size === 0)
  })
})

describe.skipIf(!dialects.includes('postgres'))('page events across two app instances on one PostgreSQL database', () => {
  let env: TestEnv
  let a: AppContext
  let b: AppContext
  let admin: string
  let editor: { id: string; token: string }

  beforeAll(async () => {
    env = await makeEnv('postgres')
    a = await startApp(env)
    b = await startApp(env)
    await a.app.listen({ port: 0, host: '127.0.0.1' })
    await b.app.listen({ port: 0, host: '127.0.0.1' })
    admin = (await login(a)).access_token
    editor = await addSignedIn(a, admin, 'sami@test.example', 'editor')
    await nameSelf(a, admin, editor.id, 'Sami Editor')
  })
  afterAll(async () => {
    await a?.app.close()
    await b?.app.close()
    await env?.cleanup()
  })

  it('an editor on A sees who opened the page on B, hears of a save through B, and sees them leave', async () => {
    const onA = await openEvents(a, SLUG, admin)
    await onA.next(presenceOf([]))
    const onB = await openEvents(b, SLUG, editor.token)
    // B learns at once of the editor already on A (A answers B's join), and A of the newcomer.
    expect((await onB.next((e) => e.event === 'presence' && e.data.others.length === 1)).data.others[0]?.id).not.toBe(editor.id)
    await onA.next(presenceOf(['Sami Editor']))

    const block = await putTitle(b, editor.token, 'Saved through B')
    const seen = await onA.next((e) => e.event === 'block')
    expect(seen.data).toMatchObject({ slug: SLUG, block: block.id, by: { id: editor.id, name: 'Sami Editor' } })

    onB.close()
    await onA.next(presenceOf([]))
    onA.close()
    await eventually(() => a.events.size === 0 && b.events.size === 0)
  })

  it(`counts a person's streams in both processes: with ${STREAMS_PER_USER} open on A, B refuses another with 429`, async () => {
    const onA = await Promise.all(Array.from({ length: STREAMS_PER_USER }, () => openEvents(a, SLUG, editor.token)))
    expect(onA.map((s) => s.status)).toEqual(onA.map(() => 200))
    // B hears of A's streams over the change feed's connection: asked again until it has.
    let status = 0
    for (const end = Date.now() + 3000; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
      const probe = await openEvents(b, SLUG, editor.token)
      status = probe.status
      probe.close()
      if (status === 429) break
    }
    expect(status).toBe(429)
    onA.forEach((s) => s.close())
    await eventually(() => a.events.size === 0 && b.events.size === 0)
  })
})

/** Several processes' presence over an in-memory bus, with a clock the test moves. */
function memoryBus() {
  const members = new Set<(note: string) => void>()
  return (): PresenceBus => ({
    send: (note) => members.forEach((hear) => hear(note)),
    onNote: (listener) => {
      members.add(listener)
      return () => members.delete(listener)
    },
    onReconnect: () => () => undefined,
  })
}

describe('presence across processes', () => {
  it("lets a viewer go whose process stopped saying it is there (a crash sends no 'leave')", () => {
    let now = 0
    const join = memoryBus()
    const a = new Presence(join(), () => now)
    const b = new Presence(join(), () => now)
    a.join({ stream: 's1', user: 'u1', slug: SLUG })
    expect(b.usersOn(SLUG)).toEqual(['u1'])
    now += PRESENCE_EXPIRY_MS / 2
    a.heartbeat()
    now += PRESENCE_EXPIRY_MS / 2 + 1
    b.heartbeat()
    // A said 'here' half-way: still there.
    expect(b.usersOn(SLUG)).toEqual(['u1'])
    now += PRESENCE_EXPIRY_MS
    b.heartbeat()
    expect(b.usersOn(SLUG)).toEqual([])
  })
})
