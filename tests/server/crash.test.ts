import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { expect, it } from 'vitest'
import { ADMIN } from './helpers.ts'
import { startServerProcess } from './processes.ts'

// SQLite runs with synchronous=NORMAL in WAL mode: a commit is in the operating system's hands
// before the write is answered, so killing the process loses nothing acknowledged.
it('kill -9 in the middle of writes on SQLite: every acknowledged write is there after the restart', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-crash-'))
  try {
    const first = await startServerProcess('', {}, { dataDir })
    const { access_token } = (await (
      await fetch(`${first.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      })
    ).json()) as { access_token: string }
    const page = (await (await fetch(`${first.url}/api/v1/pages/privacy-policy`)).json()) as { blocks: { id: string; content: object }[] }
    const block = page.blocks[0]!
    const acknowledged: number[] = []
    const write = async (n: number) => {
      const res = await fetch(`${first.url}/api/v1/pages/blocks/${block.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
        body: JSON.stringify({ type: 'text', content: { ...block.content, title: { en: `Crash ${n}`, ar: `انهيار ${n}` } } }),
      }).catch(() => undefined)
      if (res?.status === 200) acknowledged.push(n)
    }
    // Four writers, one after another each; the process is killed while they run.
    const writers = [0, 1, 2, 3].map(async (w) => {
      for (let i = 0; i < 1000 && first.alive(); i++) await write(w * 1000 + i)
    })
    while (acknowledged.length < 100) await new Promise((r) => setTimeout(r, 5))
    first.child.kill('SIGKILL')
    await once(first.child, 'exit')
    await Promise.all(writers)
    await first.stop()

    const db = new Database(join(dataDir, 'site.db'))
    const rows = [
      ...db.prepare('SELECT content FROM blocks WHERE id = ?').all(block.id),
      ...db.prepare('SELECT content FROM block_revisions WHERE block_id = ?').all(block.id),
    ] as { content: string }[]
    db.close()
    const stored = new Set(rows.map((r) => JSON.parse(r.content).title?.en as string))
    expect(acknowledged.length).toBeGreaterThanOrEqual(100)
    expect(acknowledged.filter((n) => !stored.has(`Crash ${n}`))).toEqual([])

    const second = await startServerProcess('', {}, { dataDir })
    try {
      expect((await fetch(`${second.url}/api/v1/pages/privacy-policy`)).status).toBe(200)
    } finally {
      await second.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
})
