import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN, dialects, makeEnv, type TestEnv } from './helpers.ts'
import { type ServerProcess, startServerProcess } from './processes.ts'

const DUE = 12

async function until(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

// Several processes share one database only on PostgreSQL: there each due schedule must be made
// by exactly one of them, however they race for it.
describe.skipIf(!dialects.includes('postgres'))('scheduled publishing with two processes on one PostgreSQL', () => {
  let env: TestEnv
  let a: ServerProcess
  let b: ServerProcess
  let client: pg.Client
  let auth: Record<string, string>

  beforeAll(async () => {
    env = await makeEnv('postgres')
    // Both look for due rows every 50 ms, so they race for each one.
    a = await startServerProcess(env.databaseUrl as string, { SCHEDULE_POLL_MS: '50' })
    b = await startServerProcess(env.databaseUrl as string, { SCHEDULE_POLL_MS: '50' })
    const res = await fetch(`${a.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    auth = { authorization: `Bearer ${(await res.json()).access_token}`, 'content-type': 'application/json' }
    client = new pg.Client({ connectionString: env.databaseUrl })
    await client.connect()
  })
  afterAll(async () => {
    await client?.end()
    await a?.stop()
    await b?.stop()
    await env?.cleanup()
  })

  it('each due schedule fires exactly once: one revision, one afterFire (log line), in one process or the other', async () => {
    const me = (await (await fetch(`${a.url}/api/v1/auth/me`, { headers: auth })).json()).id as string
    const ids: string[] = []
    for (let i = 0; i < DUE; i++) {
      const res = await fetch(`${a.url}/api/v1/pages/privacy-policy/blocks`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ block_type: 'cta', content: { hidden: true, title: { en: `Raced ${i}`, ar: `سباق ${i}` } } }),
      })
      expect(res.status).toBe(201)
      ids.push((await res.json()).id)
    }
    // All due at once, written in one statement: both processes find them at their next look.
    const past = new Date(Date.now() - 1000).toISOString()
    const values = ids.map((_, i) => `($${i + 1}, 'privacy-policy', $${i + 1}, '', 'publish', '${past}', '${me}', '${past}')`).join(', ')
    await client.query(`INSERT INTO schedules (id, page_slug, block_id, item_id, action, at, created_by, created_at) VALUES ${values}`, ids)
    await until(async () => (await client.query('SELECT count(*)::int AS n FROM schedules WHERE done_at IS NULL')).rows[0].n === 0)
    // Some more looks by both, in which nothing may fire again.
    await new Promise((resolve) => setTimeout(resolve, 500))

    const revisions = await client.query(
      'SELECT block_id, count(*)::int AS n FROM block_revisions WHERE block_id = ANY($1) GROUP BY block_id',
      [ids],
    )
    expect(revisions.rows.map((r) => r.n)).toEqual(ids.map(() => 1))
    const fired = [...a.logs, ...b.logs].filter((l) => l.msg === 'scheduled change made')
    expect(fired).toHaveLength(DUE)
    expect(new Set(fired.map((l) => (l.schedule as { scheduleId: string }).scheduleId))).toEqual(new Set(ids))
    expect(fired.every((l) => (l.schedule as { outcome: string; scheduledBy: string }).outcome === 'changed')).toBe(true)
    const outcomes = await client.query("SELECT count(*)::int AS n FROM schedules WHERE outcome = 'changed'")
    expect(outcomes.rows[0].n).toBe(DUE)
    // Both processes show every block to visitors.
    for (const server of [a, b]) {
      const page = await (await fetch(`${server.url}/api/v1/pages/privacy-policy`)).json()
      for (const id of ids) expect(page.blocks.map((x: { id: string }) => x.id)).toContain(id)
    }
  })
})
