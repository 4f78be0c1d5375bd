import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { noisePng, solidPng } from '../png.ts'
import { listDir, multipart, PNG_SIGNATURE, tinyPng } from './fixtures.ts'
import { bearer, dialects, login, makeEnv, snapshot, startApp, type TestEnv } from './helpers.ts'
import { dialectsAndStorages, type StorageKind, storageVars, storedFiles } from './storages.ts'

const URL_PATTERN = /^\/data\/uploads\/[0-9a-f]{32}\.(png|svg)$/

const EVIL_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <rect width="10" height="10" fill="#1a73e8" onclick="alert(2)"/>
  <a href="javascript:alert(3)"><circle r="4"/></a>
</svg>`

/** A 1×1 PNG not uploaded before: the same bytes again would be answered with the stored upload (200). */
let shade = 0
const freshPng = () => solidPng(1, [shade++ % 256, 7, 9])

async function setup(dialect: TestEnv['dialect'], storage: StorageKind, vars: Record<string, string> = {}) {
  const env = await makeEnv(dialect, { ...(await storageVars(storage)), ...vars })
  const ctx = await startApp(env)
  const auth = bearer((await login(ctx)).access_token)
  const upload = async (bytes: Buffer | string, name: string, query = '', field = 'file') => {
    const form = await multipart(bytes, name, field)
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/uploads/${query}`,
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    })
    // The responsive copies are made after the answer: the checks look at the upload once it is whole.
    await ctx.copies.idle()
    return res
  }
  return { env, ctx, upload }
}

describe.each(dialectsAndStorages(dialects))('POST /v1/uploads/ on %s with %s storage', (dialect, storage) => {
  let s: Awaited<ReturnType<typeof setup>>

  beforeAll(async () => {
    s = await setup(dialect, storage)
  })
  afterAll(async () => {
    await s?.ctx.app.close()
    await s?.env.cleanup()
  })

  /** Runs a refused upload and checks that neither a file (stored or staged) nor an uploads row appeared. */
  async function expectNothingStored(run: () => Promise<{ statusCode: number; json: () => { error: { code: string } } }>) {
    const files = await storedFiles(s.ctx)
    const before = await snapshot(s.ctx)
    const res = await run()
    expect(await storedFiles(s.ctx)).toEqual(files)
    expect(listDir(s.env.config.stagingDir)).toEqual([])
    expect(await snapshot(s.ctx)).toEqual(before)
    return res
  }

  it('stores a real PNG: 201 {url: /data/uploads/<hex>.png}, served as image/png with nosniff', async () => {
    const png = tinyPng()
    const res = await s.upload(png, 'pixel.png')
    expect(res.statusCode).toBe(201)
    const { url } = res.json()
    expect(url).toMatch(URL_PATTERN)
    expect(url.endsWith('.png')).toBe(true)
    const served = await s.ctx.app.inject({ method: 'GET', url: `/api${url}` })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.rawPayload.equals(png)).toBe(true)
    const row = await s.ctx.db.db.selectFrom('uploads').selectAll().where('url', '=', url).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ mime: 'image/png', original_name: 'pixel.png' })
    expect(Number(row.size)).toBe(png.length)
  })

  it('takes the type from the bytes: a PNG named .exe is stored as .png', async () => {
    const res = await s.upload(freshPng(), 'setup.exe')
    expect(res.statusCode).toBe(201)
    expect(res.json().url).toMatch(/^\/data\/uploads\/[0-9a-f]{32}\.png$/)
  })

  it('refuses an HTML file named .png with 415, and stores nothing', async () => {
    const res = await expectNothingStored(() => s.upload('<!doctype html><html><script>alert(1)</script></html>', 'innocent.png'))
    expect(res.statusCode).toBe(415)
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
  })

  it('refuses an empty file with 415, and stores nothing', async () => {
    const res = await expectNothingStored(() => s.upload(Buffer.alloc(0), 'empty.png'))
    expect(res.statusCode).toBe(415)
  })

  it('sanitizes an SVG (no script, no onload) and serves it with a sandboxing Content-Security-Policy', async () => {
    const res = await s.upload(EVIL_SVG, 'icon.svg')
    expect(res.statusCode).toBe(201)
    const { url } = res.json()
    expect(url).toMatch(/\.svg$/)
    const served = await s.ctx.app.inject({ method: 'GET', url: `/api${url}` })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['content-security-policy']).toContain('sandbox')
    const body = served.body.toLowerCase()
    expect(body).toContain('<svg')
    expect(body).toContain('<rect')
    for (const bad of ['script', 'onload', 'onclick', 'javascript:']) expect(body).not.toContain(bad)
  })

  it('drops an SVG attribute that reaches outside even when written with CSS escapes, and keeps url(#…) references inside the file', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
  <defs><linearGradient id="grad"><stop offset="0" stop-color="#fff"/></linearGradient></defs>
  <rect id="a" width="10" height="10" style="fill: u\\72l(https://evil.example/a.svg#x)"/>
  <rect id="b" width="10" height="10" fill="u\\72l(https://evil.example/b.svg#x)"/>
  <rect id="c" width="10" height="10" stroke="url('https://evil.example/c.svg#x')"/>
  <rect id="d" width="10" height="10" style="fill: image-set('https://evil.example/d.png' 1x)"/>
  <rect id="e" width="10" height="10" style="fill: -webkit-ima\\67 e-set('https://evil.example/e.png' 1x)"/>
  <rect id="f" width="10" height="10" fill="url(#grad)" style="stroke: url( '#grad' )"/>
</svg>`
    const res = await s.upload(svg, 'logo.svg')
    expect(res.statusCode).toBe(201)
    const body = (await s.ctx.app.inject({ method: 'GET', url: `/api${res.json().url}` })).body
    expect(body).not.toContain('evil.example')
    for (const id of ['a', 'b', 'c', 'd', 'e']) expect(body).toContain(`<rect id="${id}" width="10" height="10"></rect>`)
    expect(body).toContain(`<rect id="f" width="10" height="10" fill="url(#grad)" style="stroke:url( '#grad' )"></rect>`)
  })

  it.each([
    ['.sv%67', (name: string) => name.replace(/svg$/, 'sv%67')],
    ['%2esvg', (name: string) => name.replace(/\.svg$/, '%2esvg')],
    ['%2Esvg', (name: string) => name.replace(/\.svg$/, '%2Esvg')],
    ['upper-case %73vg', (name: string) => name.replace(/svg$/, '%73vg')],
  ])('an SVG requested as %s keeps its sandboxing Content-Security-Policy (headers follow the stored file)', async (_label, rename) => {
    const { url } = (await s.upload(EVIL_SVG, 'icon.svg')).json()
    const name = url.split('/').pop() as string
    const served = await s.ctx.app.inject({ method: 'GET', url: `/api/data/uploads/${rename(name)}` })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(served.headers['content-security-policy']).toContain('sandbox')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
  })

  it('a PNG is served with the API policy, not the SVG sandbox, and without a sniffable type', async () => {
    const { url } = (await s.upload(tinyPng(), 'pixel.png')).json()
    const served = await s.ctx.app.inject({ method: 'GET', url: `/api${url}` })
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('serves an ETag and Last-Modified, answers 304 to If-None-Match, and byte ranges with 206 (video seeking)', async () => {
    const png = tinyPng()
    const { url } = (await s.upload(png, 'pixel.png')).json()
    const served = await s.ctx.app.inject({ url: `/api${url}` })
    const etag = served.headers.etag as string
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/)
    expect(served.headers['last-modified']).toMatch(/GMT$/)
    expect(served.headers['content-length']).toBe(String(png.length))
    expect(served.headers['accept-ranges']).toBe('bytes')

    const again = await s.ctx.app.inject({ url: `/api${url}`, headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    expect(again.headers.etag).toBe(etag)
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await s.ctx.app.inject({ url: `/api${url}`, headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200)

    const part = await s.ctx.app.inject({ url: `/api${url}`, headers: { range: 'bytes=1-8' } })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 1-8/${png.length}`)
    expect(part.headers['content-type']).toBe('image/png')
    expect(part.rawPayload.equals(png.subarray(1, 9))).toBe(true)
    const tail = await s.ctx.app.inject({ url: `/api${url}`, headers: { range: 'bytes=-4' } })
    expect(tail.rawPayload.equals(png.subarray(png.length - 4))).toBe(true)
    const outside = await s.ctx.app.inject({ url: `/api${url}`, headers: { range: `bytes=${png.length}-` } })
    expect(outside.statusCode).toBe(416)
    expect(outside.headers['content-range']).toBe(`bytes */${png.length}`)
  })

  it('answers 404 in the error shape for an upload name that was never stored', async () => {
    const res = await s.ctx.app.inject({ url: `/api/data/uploads/${'0'.repeat(32)}.png` })
    expect(res.statusCode).toBe(404)
    expect(res.json().error.code).toBe('NOT_FOUND')
  })

  it('DELETE /v1/uploads/{name} removes the row, the original and its copies (204); then 404; administrators only', async () => {
    const { url } = (await s.upload(solidPng(500, [13, 92, 99]), 'wide.png')).json()
    const name = url.split('/').pop() as string
    const base = name.replace(/\.png$/, '')
    expect((await storedFiles(s.ctx)).filter((f) => f.startsWith(base))).toHaveLength(5)
    expect((await s.ctx.app.inject({ method: 'DELETE', url: `/api/v1/uploads/${name}` })).statusCode).toBe(401)

    const { access_token } = await login(s.ctx)
    const res = await s.ctx.app.inject({ method: 'DELETE', url: `/api/v1/uploads/${name}`, headers: bearer(access_token) })
    expect(res.statusCode).toBe(204)
    expect((await storedFiles(s.ctx)).filter((f) => f.startsWith(base))).toEqual([])
    expect(await s.ctx.db.db.selectFrom('uploads').selectAll().where('url', '=', url).execute()).toEqual([])
    expect((await s.ctx.app.inject({ url: `/api${url}` })).statusCode).toBe(404)
    expect((await s.ctx.app.inject({ url: `/api/data/uploads/${base}-480.webp` })).statusCode).toBe(404)
    const twice = await s.ctx.app.inject({ method: 'DELETE', url: `/api/v1/uploads/${name}`, headers: bearer(access_token) })
    expect(twice.statusCode).toBe(404)
  })

  it('answers 404 in the error shape for a name that is not an upload', async () => {
    for (const name of ['0000.png', '..%2f..%2fsite.db', '.incoming-abc', `${'a'.repeat(32)}.exe`]) {
      const res = await s.ctx.app.inject({ method: 'GET', url: `/api/data/uploads/${name}` })
      expect(res.statusCode, name).toBe(404)
      expect(res.json().error.code).toBe('NOT_FOUND')
    }
  })

  it('?kind=icon accepts SVG and refuses a PNG with 415', async () => {
    expect((await s.upload(EVIL_SVG.replace('r="4"', 'r="3"'), 'icon.svg', '?kind=icon')).statusCode).toBe(201)
    const res = await expectNothingStored(() => s.upload(tinyPng(), 'icon.png', '?kind=icon'))
    expect(res.statusCode).toBe(415)
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
  })

  it('answers 400 when the field is not named file, and stores nothing', async () => {
    const res = await expectNothingStored(() => s.upload(tinyPng(), 'pixel.png', '', 'image'))
    expect(res.statusCode).toBe(400)
  })

  it('answers 400 to a multipart body cut short, and stores nothing (no temporary file left)', async () => {
    const { access_token } = await login(s.ctx)
    const form = await multipart(tinyPng(), 'pixel.png')
    const res = await expectNothingStored(() =>
      s.ctx.app.inject({
        method: 'POST',
        url: '/api/v1/uploads/',
        headers: { ...bearer(access_token), ...form.headers },
        payload: form.payload.subarray(0, form.payload.length - 30),
      }),
    )
    expect(res.statusCode).toBe(400)
  })

  it.each(['multipart/form-data', `multipart/form-data; boundary=${'b'.repeat(300)}`])('answers 400 to content-type %s', async (type) => {
    const { access_token } = await login(s.ctx)
    const res = await expectNothingStored(() =>
      s.ctx.app.inject({
        method: 'POST',
        url: '/api/v1/uploads/',
        headers: { ...bearer(access_token), 'content-type': type },
        payload: 'x',
      }),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('BAD_REQUEST')
  })

  it('stores a file whose name holds control characters (NUL), with the name cleaned', async () => {
    const res = await s.upload(freshPng(), 'a\u0000b\u0007.png')
    expect(res.statusCode).toBe(201)
    const row = await s.ctx.db.db.selectFrom('uploads').selectAll().where('url', '=', res.json().url).executeTakeFirstOrThrow()
    expect(row.original_name).toBe('ab.png')
  })

  it('answers 415 to a JSON body', async () => {
    const { access_token } = await login(s.ctx)
    const res = await s.ctx.app.inject({ method: 'POST', url: '/api/v1/uploads/', headers: bearer(access_token), payload: { file: 'x' } })
    expect(res.statusCode).toBe(415)
  })

  it("stores a file named '../../evil.png' under a random name in the uploads' storage only", async () => {
    // Other test files make and remove folders in the temporary folder meanwhile: look for the name only.
    const outside = [dirname(s.env.config.uploadDir), s.env.dataDir, dirname(s.env.dataDir)]
    const evilFiles = () => outside.map((d) => readdirSync(d).filter((f) => f.includes('evil')))
    const before = evilFiles()
    const res = await s.upload(freshPng(), '../../evil.png')
    expect(res.statusCode).toBe(201)
    const { url } = res.json()
    expect(url).toMatch(/^\/data\/uploads\/[0-9a-f]{32}\.png$/)
    expect(await storedFiles(s.ctx)).toContain(url.split('/').pop())
    expect(evilFiles()).toEqual(before)
    expect(existsSync(join(s.env.config.uploadDir, '../../evil.png'))).toBe(false)
    expect((await storedFiles(s.ctx)).some((f) => f.includes('evil'))).toBe(false)
  })

  it("keeps every stored file in the uploads' storage, with no temporary file left behind", async () => {
    const files = await storedFiles(s.ctx)
    expect(files.length).toBeGreaterThan(0)
    // The folder holds exactly what storage lists (nothing half-written); with a bucket, nothing at all.
    expect(listDir(s.env.config.uploadDir)).toEqual(storage === 'local' ? files : [])
    expect(listDir(s.env.config.stagingDir)).toEqual([])
    // Originals, and the responsive copies of raster images (<name>-<width>.avif|webp).
    for (const f of files) expect(f).toMatch(/^[0-9a-f]{32}(\.(png|svg)|-\d+\.(avif|webp))$/)
    for (const f of files.filter((x) => /-\d+\.(avif|webp)$/.test(x))) expect(files).toContain(`${f.replace(/-\d+\.\w+$/, '')}.png`)
    for (const f of files.filter((x) => x.endsWith('.png'))) {
      const served = await s.ctx.app.inject({ url: `/api/data/uploads/${f}` })
      expect(served.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
    }
  })
})

describe.each(dialectsAndStorages(dialects))('upload size limit (UPLOAD_IMAGE_MAX_MB=0.01) on %s with %s storage', (dialect, storage) => {
  let s: Awaited<ReturnType<typeof setup>>

  beforeAll(async () => {
    s = await setup(dialect, storage, { UPLOAD_IMAGE_MAX_MB: '0.01' })
  })
  afterAll(async () => {
    await s?.ctx.app.close()
    await s?.env.cleanup()
  })

  it('refuses a 20 KB image with 413 PAYLOAD_TOO_LARGE and stores nothing', async () => {
    const big = noisePng(84)
    expect(big.length).toBeGreaterThan(20 * 1024)
    const before = await snapshot(s.ctx)
    const res = await s.upload(big, 'big.png')
    expect(res.statusCode).toBe(413)
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE')
    expect(await storedFiles(s.ctx)).toEqual([])
    expect(listDir(s.env.config.stagingDir)).toEqual([])
    expect(await snapshot(s.ctx)).toEqual(before)
  })

  it('still accepts an image under the limit', async () => {
    const res = await s.upload(tinyPng(), 'small.png')
    expect(res.statusCode).toBe(201)
  })
})

describe.each(dialects)('unfinished uploads on %s', (dialect) => {
  it('a start removes the .incoming- files a crash left behind (on PostgreSQL, those untouched for an hour), and keeps stored files', async () => {
    const env = await makeEnv(dialect)
    try {
      const first = await startApp(env)
      const auth = bearer((await login(first)).access_token)
      const form = await multipart(tinyPng(), 'pixel.png')
      const stored = (
        await first.app.inject({ method: 'POST', url: '/api/v1/uploads/', headers: { ...auth, ...form.headers }, payload: form.payload })
      ).json()
      await first.app.close()
      // What a process killed in the middle of an upload leaves.
      const dir = env.config.uploadDir
      const left = join(dir, '.incoming-0123456789abcdef01234567')
      writeFileSync(left, tinyPng().subarray(0, 10))
      const hourAgo = new Date(Date.now() - 2 * 3600_000)
      utimesSync(left, hourAgo, hourAgo)
      const fresh = join(dir, '.incoming-fedcba9876543210fedcba98')
      writeFileSync(fresh, 'in progress')
      // And one in the staging folder, where uploads wait while they are checked.
      const staged = join(env.config.stagingDir, '.incoming-00112233445566778899aabb')
      writeFileSync(staged, tinyPng())
      utimesSync(staged, hourAgo, hourAgo)

      const second = await startApp(env)
      await second.app.close()
      expect(existsSync(left)).toBe(false)
      expect(existsSync(staged)).toBe(false)
      // One process alone owns the folder on SQLite; on PostgreSQL another may be writing this one now.
      expect(existsSync(fresh)).toBe(dialect === 'postgres')
      expect(existsSync(join(dir, stored.url.split('/').pop()))).toBe(true)
    } finally {
      await env.cleanup()
    }
  })
})
