import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { firstBlock } from './fixtures.ts'
import { bearer, dialects, login, makeEnv, startApp, type TestEnv } from './helpers.ts'
import { renderer, siteFolder } from './ssr-site.ts'

// Rendered HTML shared by processes on one PostgreSQL database: an acknowledged write in one is
// never followed by the old HTML from the other. SQLite has one process; nothing to test there.
describe.skipIf(!dialects.includes('postgres'))('server-rendered HTML across two processes on PostgreSQL', () => {
  let env: TestEnv
  let a: AppContext
  let b: AppContext

  beforeAll(async () => {
    env = await makeEnv('postgres')
    env.config.siteDir = siteFolder(env.dataDir)
    a = await startApp(env, { renderer })
    b = await startApp(env, { renderer })
  })
  afterAll(async () => {
    await a?.app.close()
    await b?.app.close()
    await env?.cleanup()
  })

  it('a write through A is in B’s next rendered page, every time', async () => {
    const auth = bearer((await login(a)).access_token)
    for (let i = 0; i < 20; i++) {
      const warm = await b.app.inject({ url: '/privacy-policy?lng=en' })
      expect(warm.statusCode).toBe(200)
      const block = await firstBlock(a, 'privacy-policy')
      const title = `Privacy, revision ${i}`
      const put = await a.app.inject({
        method: 'PUT',
        url: `/api/v1/pages/blocks/${block.id}`,
        headers: auth,
        payload: {
          type: block.block_type,
          version: block.version,
          content: { ...block.content, title: { en: title, ar: 'سياسة الخصوصية' } },
        },
      })
      expect(put.statusCode).toBe(200)
      const after = await b.app.inject({ url: '/privacy-policy?lng=en' })
      expect(after.body).toContain(`>${title}</h1>`)
    }
  })
})
