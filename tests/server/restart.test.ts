import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageKeys } from '../../page-layouts/routes.ts'
import type { AppContext } from '../../server/app.ts'
import { type BlockDto, firstBlock, getPage, multipart, tinyPng } from './fixtures.ts'
import { bearer, dialects, login, makeEnv, startApp, type TestEnv } from './helpers.ts'

describe.each(dialects)('a restart keeps the data on %s', (dialect) => {
  let env: TestEnv
  let second: AppContext | undefined
  const newUser = { email: 'second-admin@test.example', password: 'second admin password' }
  let headerBefore: BlockDto
  let editedHeader: BlockDto
  let createdId: string
  let uploadUrl: string
  let refreshToken: string

  beforeAll(async () => {
    env = await makeEnv(dialect)
    const first = await startApp(env)
    try {
      const pair = await login(first)
      refreshToken = pair.refresh_token
      const auth = bearer(pair.access_token)
      headerBefore = await firstBlock(first, 'header')
      const content = { ...headerBefore.content, contactButtonText: { en: 'Talk to us', ar: 'تحدث إلينا' } }
      const put = await first.app.inject({
        method: 'PUT',
        url: `/api/v1/pages/blocks/${headerBefore.id}`,
        headers: auth,
        payload: { type: 'HEADER', content, version: headerBefore.version },
      })
      expect(put.statusCode).toBe(200)
      editedHeader = put.json()
      const created = await first.app.inject({
        method: 'POST',
        url: '/api/v1/pages/home/blocks',
        headers: auth,
        payload: { block_type: 'text', content: { title: { en: 'Welcome', ar: 'أهلًا' } } },
      })
      expect(created.statusCode).toBe(201)
      createdId = created.json().id
      const reg = await first.app.inject({ method: 'POST', url: '/api/v1/auth/register', headers: auth, payload: newUser })
      expect(reg.statusCode).toBe(201)
      const form = await multipart(tinyPng(), 'pixel.png')
      const up = await first.app.inject({
        method: 'POST',
        url: '/api/v1/uploads/',
        headers: { ...auth, ...form.headers },
        payload: form.payload,
      })
      expect(up.statusCode).toBe(201)
      uploadUrl = up.json().url
      // A page row lost since the last start (or a page key added by a release) is seeded again.
      await first.db.db.deleteFrom('pages').where('slug', '=', 'privacy-policy').execute()
    } finally {
      await first.app.close()
    }
    second = await startApp(env)
  })
  afterAll(async () => {
    await second?.app.close()
    await env?.cleanup()
  })

  const ctx = () => second as AppContext

  it('serves the edited block, and seeding did not overwrite it', async () => {
    const page = await getPage(ctx(), 'header')
    expect(page.blocks).toHaveLength(1)
    expect(page.blocks[0]).toEqual(editedHeader)
    expect(page.blocks[0]?.content.contactButtonText).toEqual({ en: 'Talk to us', ar: 'تحدث إلينا' })
    expect(page.blocks[0]?.version).toBe(headerBefore.version + 1)
    const revisions = await ctx().db.db.selectFrom('block_revisions').selectAll().where('block_id', '=', headerBefore.id).execute()
    expect(revisions).toHaveLength(1)
  })

  it('keeps the created block', async () => {
    const page = await getPage(ctx(), 'home')
    expect(page.blocks.map((b) => b.id)).toContain(createdId)
    expect(page.blocks.filter((b) => b.id === createdId)).toHaveLength(1)
    expect(page.blocks.find((b) => b.id === createdId)?.content.title).toEqual({ en: 'Welcome', ar: 'أهلًا' })
  })

  it('has one page row per page key, no duplicate', async () => {
    const rows = await ctx().db.db.selectFrom('pages').select('slug').execute()
    expect(rows.map((r) => r.slug).sort()).toEqual([...pageKeys].sort())
  })

  it('seeds a missing page again', async () => {
    const page = await getPage(ctx(), 'privacy-policy')
    expect(page.blocks).toHaveLength(1)
    expect(page.blocks[0]?.content.title).toEqual({ en: 'Privacy Policy', ar: 'سياسة الخصوصية' })
  })

  it('keeps the registered user, the upload and the refresh session', async () => {
    expect((await login(ctx(), newUser)).access_token).toEqual(expect.any(String))
    const served = await ctx().app.inject({ method: 'GET', url: `/api${uploadUrl}` })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    const refreshed = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/refresh',
      payload: { refresh_token: refreshToken },
    })
    expect(refreshed.statusCode).toBe(200)
  })
})
