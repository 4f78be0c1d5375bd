import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { multipart, uploadFile } from './fixtures.ts'
import { bearer, login, makeEnv, startApp, type TestEnv } from './helpers.ts'
import { storageKinds, storageVars, storedFiles } from './storages.ts'

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 13, g: 92, b: 99 } } })
    .png()
    .toBuffer()

// The copies are files beside the upload, on either storage; the database plays no part: SQLite is enough.
describe.each(storageKinds)('responsive copies of uploaded images with %s storage', (storage) => {
  let env: TestEnv
  let ctx: AppContext
  let auth: { authorization: string }

  beforeAll(async () => {
    env = await makeEnv('sqlite', await storageVars(storage))
    ctx = await startApp(env)
    auth = bearer((await login(ctx)).access_token)
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  const upload = async (bytes: Buffer, name: string) => {
    return uploadFile(ctx, auth, bytes, name)
  }

  it('a photo gets AVIF and WebP copies at 480, 960 and 1600 px wide; the original is kept as sent', async () => {
    const original = await photo(2000, 1000)
    const res = await upload(original, 'team.png')
    expect(res.statusCode).toBe(201)
    const { url, width, height } = res.json() as { url: string; width: number; height: number }
    expect({ width, height }).toEqual({ width: 2000, height: 1000 })
    const base = url.replace('/data/uploads/', '').replace(/\.png$/, '')
    for (const w of [480, 960, 1600])
      for (const format of ['avif', 'webp'] as const) {
        const copy = await ctx.app.inject({ url: `/api/data/uploads/${base}-${w}.${format}` })
        expect(copy.statusCode, `${w} ${format}`).toBe(200)
        expect(copy.headers['content-type']).toBe(`image/${format}`)
        const meta = await sharp(copy.rawPayload).metadata()
        expect(meta.width).toBe(w)
        expect(meta.height).toBe(w / 2)
      }
    const kept = await ctx.app.inject({ url: `/api${url}` })
    expect(Buffer.compare(kept.rawPayload, original)).toBe(0)
  })

  it('makes the copies one at a time: never more than one image task waiting or running in sharp', async () => {
    const original = await photo(1200, 600)
    let most = 0
    let uploading = true
    const watch = (async () => {
      while (uploading) {
        // Each counter on its own: a task moves from one to the other on a worker thread while they are read.
        const { queue, process } = sharp.counters()
        most = Math.max(most, queue, process)
        await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    // Watched until the copies, made after the answer, are all made (upload() waits for them).
    const res = await upload(original, 'wide.png')
    uploading = false
    await watch
    expect(res.statusCode).toBe(201)
    expect(most).toBe(1)
  })

  it('the answer does not wait for the copies; a copy asked for before it is made is waited for, and served', async () => {
    const form = await multipart(await photo(1700, 850), 'early.png')
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    })
    expect(res.statusCode).toBe(201)
    const base = (res.json() as { url: string }).url.replace('/data/uploads/', '').replace(/\.png$/, '')
    const copy = await ctx.app.inject({ url: `/api/data/uploads/${base}-1600.avif` })
    expect(copy.statusCode).toBe(200)
    expect((await sharp(copy.rawPayload).metadata()).width).toBe(1600)
    await ctx.copies.idle()
  })

  it('copies lost in a crash are made again by the first read of one, from the stored original; no other name is made', async () => {
    const res = await upload(await photo(1000, 500), 'lost.png')
    const base = (res.json() as { url: string }).url.replace('/data/uploads/', '').replace(/\.png$/, '')
    const copies = (await storedFiles(ctx)).filter((f) => f.startsWith(`${base}-`))
    expect(copies).toHaveLength(6)
    for (const name of copies) await ctx.storage.uploads.delete(name)
    expect((await ctx.app.inject({ url: `/api/data/uploads/${base}-1600.webp` })).statusCode).toBe(404)
    const again = await ctx.app.inject({ url: `/api/data/uploads/${base}-480.webp` })
    expect(again.statusCode).toBe(200)
    expect((await sharp(again.rawPayload).metadata()).width).toBe(480)
    await ctx.copies.idle()
    expect((await storedFiles(ctx)).filter((f) => f.startsWith(`${base}-`))).toEqual(copies)
  })

  it('a small image is never enlarged: one copy per format at its own width', async () => {
    const res = await upload(await photo(300, 200), 'icon.png')
    const { url, width } = res.json() as { url: string; width: number }
    expect(width).toBe(300)
    const base = url.replace('/data/uploads/', '').replace(/\.png$/, '')
    expect((await storedFiles(ctx)).filter((f) => f.startsWith(base))).toEqual([`${base}-300.avif`, `${base}-300.webp`, `${base}.png`])
  })

  it('an SVG or a video gets no copies and no size', async () => {
    const res = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'),
      'a.svg',
    )
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ url: expect.stringMatching(/\.svg$/) })
  })
})
