import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN, dialects, makeEnv, type TestEnv } from './helpers.ts'
import { type ServerProcess, startServerProcess } from './processes.ts'

const PAIRS = 1000

interface Page {
  blocks: { id: string; version: number; content: Record<string, unknown> }[]
}

const getJson = async <T>(url: string, init?: RequestInit): Promise<T> => (await (await fetch(url, init)).json()) as T

// Only on PostgreSQL do several processes share a database (and their caches go stale).
describe.skipIf(!dialects.includes('postgres'))('staleness between two processes (PostgreSQL)', () => {
  let env: TestEnv
  const servers: ServerProcess[] = []

  beforeAll(async () => {
    env = await makeEnv('postgres')
    servers.push(await startServerProcess(env.databaseUrl as string))
    servers.push(await startServerProcess(env.databaseUrl as string))
  })
  afterAll(async () => {
    for (const s of servers) await s.stop()
    await env?.cleanup()
  })

  // Three requests a pair, across processes: minutes on a loaded machine, more than the default minute.
  it(`${PAIRS} write-then-read pairs: a write acknowledged by one process is what the other answers next`, async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess]
    const { access_token } = await getJson<{ access_token: string }>(`${a.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const block = (await getJson<Page>(`${a.url}/api/v1/pages/privacy-policy`)).blocks[0]!
    let stale = 0
    let longestMs = 0
    for (let i = 1; i <= PAIRS; i++) {
      const [writer, reader] = i % 2 ? [a, b] : [b, a]
      // The reader has the page cached before each write.
      await fetch(`${reader.url}/api/v1/pages/privacy-policy`).then((r) => r.arrayBuffer())
      const res = await fetch(`${writer.url}/api/v1/pages/blocks/${block.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
        body: JSON.stringify({ type: 'text', content: { ...block.content, title: { en: `Pair ${i}`, ar: `زوج ${i}` } } }),
      })
      expect(res.status).toBe(200)
      const written = ((await res.json()) as { version: number }).version
      const acknowledgedAt = performance.now()
      let seen = (await getJson<Page>(`${reader.url}/api/v1/pages/privacy-policy`)).blocks[0]!
      if (seen.version < written) {
        stale += 1
        while (seen.version < written) seen = (await getJson<Page>(`${reader.url}/api/v1/pages/privacy-policy`)).blocks[0]!
        longestMs = Math.max(longestMs, performance.now() - acknowledgedAt)
      }
      expect(seen.content.title).toEqual({ en: `Pair ${i}`, ar: `زوج ${i}` })
    }
    console.log(
      `staleness: ${stale} of ${PAIRS} reads right after a write on the other process were stale; longest window ${longestMs.toFixed(1)} ms`,
    )
    expect(stale).toBe(0)
  }, 300_000)
})
