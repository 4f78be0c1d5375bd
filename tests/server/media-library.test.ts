import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { backfillUploadHashes } from '../../server/uploads/hashes.ts'
import { noisePng, solidPng } from '../png.ts'
import { uploadFile } from './fixtures.ts'
import { bearer, dialects, login, makeEnv, startApp, type TestEnv } from './helpers.ts'
import { dialectsAndStorages, storageVars, storedFiles } from './storages.ts'

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

  const inject = (method: 'GET' | 'DELETE', url: string) => ctx.app.inject({ method, url, headers: auth })
  const send = async (bytes: Buffer | string, name: string) => {
    return uploadFile(ctx, auth, bytes, name)
  }
  const upload = async (bytes: Buffer | string, name: string) => {
    const res = await send(bytes, name)
    expect(res.statusCode).toBe(201)
    return res.json().url as string
  }
  const fileName = (url: string) => url.split('/').pop() as string
  const filesOf = async (url: string) => (await storedFiles(ctx)).filter((f) => f.startsWith(fileName(url).slice(0, 32)))
  /** A block on `page` whose stored content shows `url` in a list inside a list, with alt texts. */
  const showOn = async (page: string, order: number, url: string, alt: { en: string; ar: string }) => {
    const id = randomUUID()
    const content = {
      title: { en: 'Gallery', ar: 'معرض' },
      tabs: [
        { title: { en: 'One', ar: 'واحد' }, items: [] },
        { items: [{ caption: 'x' }, { image: { src: url, alt, width: 40, height: 40 } }] },
      ],
    }
    await ctx.db.db
      .insertInto('blocks')
      .values({
        id,
        page_slug: page,
        block_type: 'gallery',
        sort_order: order,
        content: JSON.stringify(content),
        version: 1,
        updated_at: new Date().toISOString(),
        updated_by: null,
      })
      .execute()
    return id
  }
  const listed = async (query: string) => (await inject('GET', `/api/v1/uploads?limit=200${query}`)).json()

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

  it('the same bytes uploaded twice are stored once: 200 with the first upload, no second row or file, listed once', async () => {
    const bytes = noisePng(20, 11)
    const first = await send(bytes, 'harbour.png')
    expect(first.statusCode).toBe(201)
    const files = await storedFiles(ctx)
    const rows = await ctx.db.db.selectFrom('uploads').select('url').execute()
    const again = await send(bytes, 'harbour-copy.png')
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({ url: first.json().url, width: 20, height: 20, existing: true })
    expect(await storedFiles(ctx)).toEqual(files)
    expect(await ctx.db.db.selectFrom('uploads').select('url').execute()).toHaveLength(rows.length)
    const items = (await listed('')).items.filter((i: { url: string }) => i.url === first.json().url)
    expect(items).toHaveLength(1)
    expect(items[0].name).toBe('harbour.png')
    // Other bytes are another upload.
    expect((await send(noisePng(20, 12), 'harbour.png')).statusCode).toBe(201)
  })

  it('the same bytes sent twice at once: one row and one set of files, both answers name it', async () => {
    const bytes = noisePng(26, 51)
    const before = await storedFiles(ctx)
    const answers = await Promise.all([send(bytes, 'twin-a.png'), send(bytes, 'twin-b.png')])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201])
    expect(answers[0]?.json().url).toBe(answers[1]?.json().url)
    const url = answers[0]?.json().url as string
    expect(
      await ctx.db.db.selectFrom('uploads').select('url').where('original_name', 'in', ['twin-a.png', 'twin-b.png']).execute(),
    ).toEqual([{ url }])
    expect((await storedFiles(ctx)).filter((f) => !before.includes(f))).toEqual(await filesOf(url))
  })

  it('a file stored before hashes were kept gets its hash at start, and the same bytes then answer it', async () => {
    const bytes = noisePng(18, 21)
    const url = await upload(bytes, 'old-hash.png')
    await ctx.db.db.updateTable('uploads').set({ content_hash: null }).where('url', '=', url).execute()
    expect(await backfillUploadHashes(ctx.db.db, ctx.storage.uploads, ctx.app.log)).toBe(1)
    const again = await send(bytes, 'again.png')
    expect(again.statusCode).toBe(200)
    expect(again.json().url).toBe(url)
  })

  it('searches file names and alt texts in either language, any case; each file names the pages that show it, lists in lists included', async () => {
    const harbour = await upload(noisePng(22, 31), 'Harbour-At-Dawn.png')
    const desk = await upload(noisePng(22, 32), 'desk.png')
    const blockId = await showOn('about', 90, desk, { en: 'A tidy Workshop desk', ar: 'مكتبُ الورشة المرتب' })
    const byName = await listed('&q=harbour%20DAWN')
    expect(byName.items.map((i: { url: string }) => i.url)).toEqual([harbour])
    expect(byName.total).toBe(1)
    expect((await listed('&q=workshop')).items.map((i: { url: string }) => i.url)).toEqual([desk])
    // Arabic, written without the diacritic the alt text carries.
    expect((await listed(`&q=${encodeURIComponent('مكتب الورشة')}`)).items.map((i: { url: string }) => i.url)).toEqual([desk])
    expect((await listed('&q=nothing-like-this')).items).toEqual([])
    const item = (await listed('&q=desk')).items[0]
    expect(item).toMatchObject({ url: desk, alts: ['A tidy Workshop desk', 'مكتبُ الورشة المرتب'] })
    expect(item.used_on).toEqual([
      {
        page: 'about',
        path: '/about',
        title: 'About',
        block_id: blockId,
        block_type: 'gallery',
        order: 90,
        fields: ['/tabs/1/items/1/image/src'],
      },
    ])
    expect((await listed('&q=harbour')).items[0].used_on).toEqual([])
  })

  it('DELETE refuses a file in use with 409 naming the pages, keeps everything; force=true removes the row, the original and every copy', async () => {
    const url = await upload(solidPng(700, [200, 90, 30]), 'in-use.png')
    await showOn('home', 91, url, { en: 'Orange', ar: 'برتقالي' })
    await showOn('our-clients', 92, url, { en: 'Orange', ar: 'برتقالي' })
    const stored = await filesOf(url)
    expect(stored).toHaveLength(5)
    const refused = await inject('DELETE', `/api/v1/uploads/${fileName(url)}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('UPLOAD_IN_USE')
    expect(refused.json().error.message).toBe('The file is shown on /, /our-clients. Send force=true to delete it anyway.')
    expect(refused.json().error.details.used_on.map((u: { page: string }) => u.page)).toEqual(['home', 'our-clients'])
    expect(await filesOf(url)).toEqual(stored)
    expect(await ctx.db.db.selectFrom('uploads').select('url').where('url', '=', url).execute()).toHaveLength(1)
    expect((await inject('DELETE', `/api/v1/uploads/${fileName(url)}?force=false`)).statusCode).toBe(409)

    const forced = await inject('DELETE', `/api/v1/uploads/${fileName(url)}?force=true`)
    expect(forced.statusCode).toBe(204)
    expect(await filesOf(url)).toEqual([])
    expect(await ctx.db.db.selectFrom('uploads').select('url').where('url', '=', url).execute()).toEqual([])
  })

  it('a block in Recently deleted does not hold a file: DELETE removes it without force', async () => {
    const url = await upload(noisePng(14, 41), 'was-shown.png')
    const id = await showOn('about', 93, url, { en: 'Gone', ar: 'محذوف' })
    await ctx.db.db.updateTable('blocks').set({ deleted_at: new Date().toISOString() }).where('id', '=', id).execute()
    expect((await inject('DELETE', `/api/v1/uploads/${fileName(url)}`)).statusCode).toBe(204)
  })
})
