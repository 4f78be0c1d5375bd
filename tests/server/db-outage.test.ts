import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { ADMIN, dialects, makeEnv, startApp, type TestEnv } from './helpers.ts'
import { type ServerProcess, startDbRelay, startServerProcess } from './processes.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const value = await read().catch(() => undefined as T)
    if (value !== undefined && ok(value)) return value
    if (Date.now() > end) throw new Error(`condition not met in ${timeoutMs} ms; last value: ${JSON.stringify(value)}`)
    await sleep(100)
  }
}

/** A direct connection to the test database, past the relay: the database itself, not what the servers can reach. */
async function direct<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

const viaRelay = (url: string, port: number) => {
  const u = new URL(url)
  u.hostname = '127.0.0.1'
  u.port = String(port)
  return u.toString()
}

/** Sets the header's contact button text in the database without any server knowing: a change whose notification nobody heard. */
const changeHeaderBehindTheServers = (url: string, text: string) =>
  direct(url, async (c) => {
    const { rows } = await c.query("SELECT id, content FROM blocks WHERE page_slug = 'header'")
    const content = { ...JSON.parse(rows[0].content), contactButtonText: { en: text, ar: 'تواصل' } }
    await c.query('UPDATE blocks SET content = $1, version = version + 1 WHERE id = $2', [JSON.stringify(content), rows[0].id])
  })

// Several processes share a database, and a database can go away, only with PostgreSQL.
describe.skipIf(!dialects.includes('postgres'))('the database goes away and comes back (PostgreSQL)', () => {
  let env: TestEnv
  let dbUrl: string

  beforeAll(async () => {
    env = await makeEnv('postgres')
    dbUrl = env.databaseUrl as string
  })
  afterAll(async () => {
    await env?.cleanup()
  })

  it('pg_terminate_backend on every connection of a process (pool, LISTEN, limiter) does not end it; it recovers by itself', async () => {
    const ctx = await startApp(env)
    try {
      expect((await ctx.app.inject({ url: '/api/v1/pages/header' })).statusCode).toBe(200)
      const killed = await direct(dbUrl, async (c) => {
        const { rows } = await c.query(
          'SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
        )
        return rows.length
      })
      expect(killed).toBeGreaterThanOrEqual(2)
      const health = await until(
        async () => (await ctx.app.inject({ url: '/api/health' })).json(),
        (h) => h.status === 'ok' && h.listen === 'listening',
      )
      expect(health).toEqual({ status: 'ok', database: 'reachable', listen: 'listening' })
      const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: ADMIN })
      expect(login.statusCode).toBe(200)
    } finally {
      await ctx.app.close()
    }
  })

  it('in one process: cached pages are served while the database is away, the rest is 503 + Retry-After; back, it listens again and drops every page', async () => {
    const relay = await startDbRelay({ host: '127.0.0.1', port: Number(new URL(dbUrl).port || 5432) })
    env.config.databaseUrl = viaRelay(dbUrl, relay.port)
    let ctx: AppContext | undefined
    try {
      ctx = await startApp(env)
      const app = ctx.app
      const header = await app.inject({ url: '/api/v1/pages/header' })
      const token = (await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: ADMIN })).json().access_token

      await relay.down()
      await until(
        async () => (await app.inject({ url: '/api/health' })).json(),
        (h) => h.listen === 'reconnecting',
      )
      const cached = await app.inject({ url: '/api/v1/pages/header' })
      expect(cached.statusCode).toBe(200)
      expect(cached.body).toBe(header.body)
      const missing = await app.inject({ url: '/api/v1/pages/privacy-policy' })
      expect(missing.statusCode).toBe(503)
      expect(missing.headers['retry-after']).toMatch(/^\d+$/)
      expect(missing.json().error).toMatchObject({ code: 'DATABASE_UNAVAILABLE', requestId: expect.any(String) })
      const write = await app.inject({
        method: 'POST',
        url: '/api/v1/pages/resources/blocks',
        headers: { authorization: `Bearer ${token}` },
        payload: { block_type: 'text' },
      })
      expect(write.statusCode).toBe(503)
      const health = await app.inject({ url: '/api/health' })
      expect(health.statusCode).toBe(503)
      expect(health.json()).toEqual({ status: 'unavailable', database: 'unreachable', listen: 'reconnecting' })

      await changeHeaderBehindTheServers(dbUrl, 'Changed while away')
      await relay.up()
      await until(
        async () => (await app.inject({ url: '/api/health' })).json(),
        (h) => h.status === 'ok' && h.listen === 'listening',
      )
      const after = (await app.inject({ url: '/api/v1/pages/header' })).json()
      expect(after.blocks[0].content.contactButtonText.en).toBe('Changed while away')
    } finally {
      await ctx?.app.close()
      await relay.close()
      env.config.databaseUrl = dbUrl
    }
  })

  it('two processes under reads and writes: the database restarts; both stay up, no acknowledged write is lost, neither serves a stale page after', async () => {
    const relay = await startDbRelay({ host: '127.0.0.1', port: Number(new URL(dbUrl).port || 5432) })
    const servers: ServerProcess[] = []
    try {
      servers.push(await startServerProcess(viaRelay(dbUrl, relay.port)))
      servers.push(await startServerProcess(viaRelay(dbUrl, relay.port)))
      const [a, b] = servers as [ServerProcess, ServerProcess]
      const token = ((await (await fetch(`${a.url}/api/v1/auth/login`, post(ADMIN))).json()) as { access_token: string }).access_token
      const page = (await (await fetch(`${a.url}/api/v1/pages/privacy-policy`)).json()) as { blocks: { id: string; content: object }[] }
      const block = page.blocks[0]!
      for (const s of servers) for (const slug of ['header', 'privacy-policy']) await fetch(`${s.url}/api/v1/pages/${slug}`)

      const acknowledged: number[] = []
      const writeStatuses: number[] = []
      const readStatuses: Record<string, number[]> = { header: [], 'privacy-policy': [] }
      const refusals: string[] = []
      let running = true
      const writer = (async () => {
        for (let n = 1; running && n < 100_000; n++) {
          const target = n % 2 ? a : b
          const res = await fetch(`${target.url}/api/v1/pages/blocks/${block.id}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ type: 'text', content: { ...block.content, title: { en: `Write ${n}`, ar: `كتابة ${n}` } } }),
          }).catch(() => undefined)
          writeStatuses.push(res?.status ?? 0)
          if (res?.status === 200) acknowledged.push(n)
          else if (res && res.status !== 503) refusals.push(`PUT → ${res.status} ${await res.text()}`)
          else if (res?.status === 503 && !res.headers.get('retry-after')) refusals.push('503 without Retry-After')
          await sleep(10)
        }
      })()
      const readers = ['header', 'privacy-policy'].flatMap((slug) =>
        servers.map(async (s) => {
          while (running) {
            const res = await fetch(`${s.url}/api/v1/pages/${slug}`).catch(() => undefined)
            readStatuses[slug]!.push(res?.status ?? 0)
            if (res && res.status !== 200 && res.status !== 503) refusals.push(`GET ${slug} → ${res.status}`)
            await res?.arrayBuffer()
            await sleep(5)
          }
        }),
      )

      await sleep(1000)
      // The restart: PostgreSQL ends every session (as a fast shutdown does), then refuses connections for 3 s.
      await direct(dbUrl, (c) =>
        c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()'),
      )
      await relay.down()
      const acknowledgedBefore = acknowledged.length
      await sleep(1500)
      await changeHeaderBehindTheServers(dbUrl, 'Changed during the restart')
      await sleep(1500)
      await relay.up()
      for (const s of servers)
        await until(
          async () => (await (await fetch(`${s.url}/api/health`)).json()) as { status: string; listen: string },
          (h) => h.status === 'ok' && h.listen === 'listening',
        )
      await sleep(1000)
      running = false
      await Promise.all([writer, ...readers])

      // Both processes are still the same processes, and answer.
      expect(servers.map((s) => s.alive())).toEqual([true, true])
      expect(refusals).toEqual([])
      expect(acknowledged.length).toBeGreaterThan(acknowledgedBefore)
      expect(writeStatuses).toContain(503)
      // The header was cached on both before: it was served all through the outage.
      expect(new Set(readStatuses.header)).toEqual(new Set([200]))

      // No acknowledged write is lost: each is the current content or a stored revision.
      const stored = await direct(dbUrl, async (c) => {
        const current = await c.query('SELECT content FROM blocks WHERE id = $1', [block.id])
        const revisions = await c.query('SELECT content FROM block_revisions WHERE block_id = $1', [block.id])
        return [...current.rows, ...revisions.rows].map((r) => JSON.parse(r.content).title?.en as string)
      })
      const missing = acknowledged.filter((n) => !stored.includes(`Write ${n}`))
      expect(missing).toEqual([])
      // The current content is the last acknowledged write or a later one (a write may land without its answer arriving).
      expect(Number(stored[0]?.replace('Write ', ''))).toBeGreaterThanOrEqual(acknowledged.at(-1) as number)

      // Neither serves a stale page: what each answers is what the database holds.
      const truth = await direct(dbUrl, async (c) => {
        const { rows } = await c.query(
          "SELECT page_slug, content FROM blocks WHERE page_slug IN ('header', 'privacy-policy') ORDER BY page_slug",
        )
        return rows.map((r) => JSON.parse(r.content))
      })
      for (const s of servers) {
        const header = (await (await fetch(`${s.url}/api/v1/pages/header`)).json()) as { blocks: { content: object }[] }
        const privacy = (await (await fetch(`${s.url}/api/v1/pages/privacy-policy`)).json()) as { blocks: { content: object }[] }
        expect([header.blocks[0]?.content, privacy.blocks[0]?.content]).toEqual(truth)
        expect((header.blocks[0]?.content as { contactButtonText: { en: string } }).contactButtonText.en).toBe('Changed during the restart')
      }
      console.log(
        `PostgreSQL restart with two processes: both up; ${acknowledged.length} writes acknowledged, none lost; ` +
          `${writeStatuses.filter((s) => s === 503).length} writes and ${readStatuses['privacy-policy']!.filter((s) => s === 503).length} reads answered 503 during the outage; ` +
          `${readStatuses.header!.length} reads of a cached page, all 200; no stale page after recovery`,
      )
    } finally {
      for (const s of servers) await s.stop()
      await relay.close()
    }
  }, 180_000)
})

function post(body: object): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
}
