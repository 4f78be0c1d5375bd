import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { noisePng } from '../png.ts'
import { multipart } from './fixtures.ts'
import { bearer, dialects, login, makeEnv, startApp, type TestEnv } from './helpers.ts'
import { dialectsAndStorages, storageVars } from './storages.ts'

describe.each(dialectsAndStorages(dialects))('GET /v1/uploads (the media library) on %s with %s storage', (dialect, storage) => {
  let env: TestEnv
  let ctx: AppContext
  let auth: { authorization: string }

  beforeAll(async () => {
    env = await makeEnv(dialect, await storageVars(storage))
    ctx = await startApp(env)
    auth = bearer((await login(ctx)).access_token)
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  const inject = (method: 'GET', url: string) => ctx.app.inject({ method, url, headers: auth })
  const upload = async (bytes: Buffer | string, name: string) => {
    const form = await multipart(bytes, name)
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    })
    expect(res.statusCode).toBe(201)
    return res.json().url as string
  }

  it('lists stored files newest first with type, size and pixel size, filtered by kind', async () => {
    const png = await upload(noisePng(24, 7), 'photo.png')
    const svg = await upload(
      '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><rect width="30" height="20"/></svg>',
      'mark.svg',
    )
    const all = (await inject('GET', '/api/v1/uploads')).json()
    expect(all.total).toBeGreaterThanOrEqual(2)
    expect(all.items[0]).toMatchObject({ url: svg, name: 'mark.svg', mime: 'image/svg+xml', kind: 'icon', width: 30, height: 20 })
    expect(all.items[1]).toMatchObject({ url: png, name: 'photo.png', mime: 'image/png', kind: 'image', width: 24, height: 24 })
    expect(all.items[1].size).toBeGreaterThan(0)
    const icons = (await inject('GET', '/api/v1/uploads?kind=icon')).json()
    expect(icons.items.map((i: { url: string }) => i.url)).toEqual([svg])
    const videos = (await inject('GET', '/api/v1/uploads?kind=video')).json()
    expect(videos).toEqual({ items: [], total: 0 })
    expect((await inject('GET', '/api/v1/uploads?limit=1')).json().items).toHaveLength(1)
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/uploads' })).statusCode).toBe(401)
    expect((await inject('GET', '/api/v1/uploads?limit=0')).statusCode).toBe(400)
  })

  it('a file stored before sizes were kept gets its size read from storage on first listing, and kept', async () => {
    const url = await upload(noisePng(16, 3), 'old.png')
    await ctx.db.db.updateTable('uploads').set({ width: null, height: null }).where('url', '=', url).execute()
    const listed = (await inject('GET', '/api/v1/uploads?kind=image&limit=200')).json()
    expect(listed.items.find((i: { url: string }) => i.url === url)).toMatchObject({ width: 16, height: 16 })
    const row = await ctx.db.db.selectFrom('uploads').select(['width', 'height']).where('url', '=', url).executeTakeFirstOrThrow()
    expect(row).toEqual({ width: 16, height: 16 })
  })
})
