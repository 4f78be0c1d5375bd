import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { bearer, dialects, login, makeEnv, startApp, type TestEnv } from './helpers.ts'

/** About's learn-and-thrive columns are rich text (spec §6: bold and list tools): the server keeps only the allowed markup. */
describe.each(dialects)('rich text of a real block on %s', (dialect) => {
  let env: TestEnv
  let ctx: AppContext
  let auth: { authorization: string }

  beforeAll(async () => {
    env = await makeEnv(dialect)
    ctx = await startApp(env)
    auth = bearer((await login(ctx)).access_token)
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  it('stores bold, lists and safe links, and drops scripts, handlers and javascript: links', async () => {
    const page = (await ctx.app.inject({ method: 'GET', url: '/api/v1/pages/about' })).json() as {
      blocks: { id: string; block_type: string; version: number; content: Record<string, unknown> }[]
    }
    const block = page.blocks.find((b) => b.block_type.toLowerCase() === 'learn-and-thrive')
    if (!block) throw new Error('About has no learn-and-thrive block')
    const html =
      '<p onclick="steal()">Learning <strong>that works</strong></p><script>alert(1)</script><ul><li>One</li></ul><a href="javascript:alert(1)">x</a><a href="/contact">Talk to us</a><img src=x onerror=alert(1)>'
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/pages/blocks/${block.id}`,
      headers: auth,
      payload: {
        type: block.block_type,
        version: block.version,
        content: { ...block.content, descriptionLeft: { en: html, ar: '<p>نص <b>عريض</b></p>' } },
      },
    })
    expect(res.statusCode).toBe(200)
    const stored = (await ctx.app.inject({ method: 'GET', url: '/api/v1/pages/about' }))
      .json()
      .blocks.find((b: { id: string }) => b.id === block.id)
    expect(stored.content.descriptionLeft).toEqual({
      en: '<p>Learning <strong>that works</strong></p><ul><li>One</li></ul><a>x</a><a href="/contact">Talk to us</a>',
      ar: '<p>نص <b>عريض</b></p>',
    })
  })
})
