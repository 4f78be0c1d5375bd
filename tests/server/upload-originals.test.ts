import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PNG_SIGNATURE, pngChunk } from '../png.ts'
import { listDir, uploadFile } from './fixtures.ts'
import { bearer, dialects, login, makeEnv, snapshot, startApp, type TestEnv } from './helpers.ts'
import { dialectsAndStorages, storageVars, storedFiles } from './storages.ts'

/**
 * A 40×20 JPEG, red on the left half and blue on the right, as a phone writes it: sideways with
 * EXIF Orientation 6 (turn it a quarter clockwise to view it), and who and where it was taken.
 */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [40, 20]
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) pixels.set(x < width / 2 ? [220, 0, 0] : [0, 0, 220], (y * width + x) * 3)
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withExif({
      IFD0: { Make: 'Acme', Model: 'Phone 9', Artist: 'Jane Doe' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 42/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '46/1 40/1 15/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer()
}

/** A PNG whose header announces width×height (a few bytes of pixel data follow): its header is all a decoder needs to allocate. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8
  header[9] = 0 // greyscale
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0, 0])),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

describe.each(dialectsAndStorages(dialects))('uploaded originals on %s with %s storage', (dialect, storage) => {
  let env: TestEnv
  let ctx: Awaited<ReturnType<typeof startApp>>
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

  const upload = async (bytes: Buffer, name: string) => {
    return uploadFile(ctx, auth, bytes, name)
  }

  it('a photo is stored upright and without its EXIF (camera, author, GPS): the original served is clean', async () => {
    const sent = await phonePhoto()
    const sentMeta = await sharp(sent).metadata()
    expect(sentMeta).toMatchObject({ width: 40, height: 20, orientation: 6 })
    expect(sent.includes('Jane Doe')).toBe(true)

    const res = await upload(sent, 'IMG_0042.jpg')
    expect(res.statusCode).toBe(201)
    const { url, width, height } = res.json() as { url: string; width: number; height: number }
    expect(url).toMatch(/^\/data\/uploads\/[0-9a-f]{32}\.jpg$/)
    expect({ width, height }).toEqual({ width: 20, height: 40 })

    const served = await ctx.app.inject({ url: `/api${url}` })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/jpeg')
    const meta = await sharp(served.rawPayload).metadata()
    expect(meta.format).toBe('jpeg')
    expect({ exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, orientation: meta.orientation }).toEqual({
      exif: undefined,
      xmp: undefined,
      iptc: undefined,
      orientation: undefined,
    })
    for (const text of ['Jane Doe', 'Acme', 'Phone 9', 'Exif']) expect(served.rawPayload.includes(text), text).toBe(false)
    // Turned a quarter clockwise: the left half (red) is now on top, the right half (blue) below.
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 20, height: 40 })
    const { data } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true })
    const at = (x: number, y: number) => [...data.subarray((y * 20 + x) * 3, (y * 20 + x) * 3 + 3)] as [number, number, number]
    const [top, bottom] = [at(10, 5), at(10, 35)]
    expect(top[0]).toBeGreaterThan(top[2] + 100)
    expect(bottom[2]).toBeGreaterThan(bottom[0] + 100)

    const row = await ctx.db.db.selectFrom('uploads').selectAll().where('url', '=', url).executeTakeFirstOrThrow()
    expect({ width: row.width, height: row.height, size: Number(row.size) }).toEqual({
      width: 20,
      height: 40,
      size: served.rawPayload.length,
    })
  })

  it('an animated WebP loses its EXIF and keeps its frames', async () => {
    const frame = (r: number) =>
      sharp({ create: { width: 30, height: 20, channels: 4, background: { r, g: 0, b: 0, alpha: 1 } } })
        .png()
        .toBuffer()
    const sent = await sharp(await Promise.all([frame(10), frame(120), frame(250)]), { join: { animated: true } })
      .webp({ loop: 0, delay: [100, 100, 100] })
      .withExif({ IFD0: { Artist: 'Jane Doe' } })
      .toBuffer()
    expect((await sharp(sent).metadata()).exif).toBeDefined()
    const res = await upload(sent, 'wave.webp')
    expect(res.statusCode).toBe(201)
    const served = await ctx.app.inject({ url: `/api${res.json().url}` })
    const meta = await sharp(served.rawPayload).metadata()
    expect({ format: meta.format, pages: meta.pages, delay: meta.delay, exif: meta.exif }).toEqual({
      format: 'webp',
      pages: 3,
      delay: [100, 100, 100],
      exif: undefined,
    })
  })

  it.each([
    [16000, 16000],
    [8001, 5000],
  ])('refuses a %i×%i PNG (over 40 megapixels) with 400 before decoding it, and stores nothing', async (w, h) => {
    const bomb = pngClaiming(w, h)
    expect(bomb.length).toBeLessThan(100)
    const files = await storedFiles(ctx)
    const before = await snapshot(ctx)
    const res = await upload(bomb, 'bomb.png')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('BAD_REQUEST')
    expect(res.json().error.message).toContain(`${w}×${h}`)
    expect(res.json().error.message).toContain('40 megapixels')
    expect(await storedFiles(ctx)).toEqual(files)
    expect(listDir(env.config.stagingDir)).toEqual([])
    expect(await snapshot(ctx)).toEqual(before)
  })

  it('accepts an image under the limit (6000×6000)', async () => {
    const res = await upload(pngClaiming(6000, 6000), 'big.png')
    expect(res.statusCode).toBe(201)
  })
})
