import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { noisePng } from '../png.ts'
import { listDir, multipart, PNG_SIGNATURE, tinyPng } from './fixtures.ts'
import { bearer, dialects, login, makeEnv, snapshot, startApp, type TestEnv } from './helpers.ts'

const URL_PATTERN = /^\/data\/uploads\/[0-9a-f]{32}\.(png|svg)$/

const EVIL_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <rect width="10" height="10" fill="#1a73e8" onclick="alert(2)"/>
  <a href="javascript:alert(3)"><circle r="4"/></a>
</svg>`

async function setup(dialect: TestEnv['dialect'], vars: Record<string, string> = {}) {
  const env = await makeEnv(dialect, vars)
  const ctx = await startApp(env)
  const auth = bearer((await login(ctx)).access_token)
  const upload = async (bytes: Buffer | string, name: string, query = '', field = 'file') => {
    const form = await multipart(bytes, name, field)
    return ctx.app.inject({ method: 'POST', url: `/api/v1/uploads/${query}`, headers: { ...auth, ...form.headers }, payload: form.payload })
  }
  return { env, ctx, upload }
}

describe.each(dialects)('POST /v1/uploads/ on %s', (dialect) => {
  let s: Awaited<ReturnType<typeof setup>>

  beforeAll(async () => {
    s = await setup(dialect)
  })
  afterAll(async () => {
    await s?.ctx.app.close()
    await s?.env.cleanup()
  })

  /** Runs a refused upload and checks that neither a file nor an uploads row appeared. */
  async function expectNothingStored(run: () => Promise<{ statusCode: number; json: () => { error: { code: string } } }>) {
    const files = listDir(s.env.config.uploadDir)
    const before = await snapshot(s.ctx)
    const res = await run()
    expect(listDir(s.env.config.uploadDir)).toEqual(files)
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
    const res = await s.upload(tinyPng(), 'setup.exe')
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

  it('answers 404 in the error shape for a name that is not an upload', async () => {
    for (const name of ['0000.png', '..%2f..%2fsite.db', '.incoming-abc', `${'a'.repeat(32)}.exe`]) {
      const res = await s.ctx.app.inject({ method: 'GET', url: `/api/data/uploads/${name}` })
      expect(res.statusCode, name).toBe(404)
      expect(res.json().error.code).toBe('NOT_FOUND')
    }
  })

  it('?kind=icon accepts SVG and refuses a PNG with 415', async () => {
    expect((await s.upload(EVIL_SVG, 'icon.svg', '?kind=icon')).statusCode).toBe(201)
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
    const res = await s.upload(tinyPng(), 'a\u0000b\u0007.png')
    expect(res.statusCode).toBe(201)
    const row = await s.ctx.db.db.selectFrom('uploads').selectAll().where('url', '=', res.json().url).executeTakeFirstOrThrow()
    expect(row.original_name).toBe('ab.png')
  })

  it('answers 415 to a JSON body', async () => {
    const { access_token } = await login(s.ctx)
    const res = await s.ctx.app.inject({ method: 'POST', url: '/api/v1/uploads/', headers: bearer(access_token), payload: { file: 'x' } })
    expect(res.statusCode).toBe(415)
  })

  it("stores a file named '../../evil.png' under a random name inside the upload folder only", async () => {
    // Other test files make and remove folders in the temporary folder meanwhile: look for the name only.
    const outside = [dirname(s.env.config.uploadDir), s.env.dataDir, dirname(s.env.dataDir)]
    const evilFiles = () => outside.map((d) => readdirSync(d).filter((f) => f.includes('evil')))
    const before = evilFiles()
    const res = await s.upload(tinyPng(), '../../evil.png')
    expect(res.statusCode).toBe(201)
    const { url } = res.json()
    expect(url).toMatch(/^\/data\/uploads\/[0-9a-f]{32}\.png$/)
    expect(existsSync(join(s.env.config.uploadDir, url.split('/').pop()))).toBe(true)
    expect(evilFiles()).toEqual(before)
    expect(existsSync(join(s.env.config.uploadDir, '../../evil.png'))).toBe(false)
    expect(listDir(s.env.config.uploadDir).some((f) => f.includes('evil'))).toBe(false)
  })

  it('keeps every stored file inside the upload folder, with no temporary file left behind', () => {
    const files = listDir(s.env.config.uploadDir)
    expect(files.length).toBeGreaterThan(0)
    // Originals, and the responsive copies of raster images (<name>-<width>.avif|webp).
    for (const f of files) expect(f).toMatch(/^[0-9a-f]{32}(\.(png|svg)|-\d+\.(avif|webp))$/)
    for (const f of files.filter((x) => /-\d+\.(avif|webp)$/.test(x))) expect(files).toContain(`${f.replace(/-\d+\.\w+$/, '')}.png`)
    for (const f of files.filter((x) => x.endsWith('.png'))) {
      expect(readFileSync(join(s.env.config.uploadDir, f)).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
    }
  })
})

describe.each(dialects)('upload size limit (UPLOAD_IMAGE_MAX_MB=0.01) on %s', (dialect) => {
  let s: Awaited<ReturnType<typeof setup>>

  beforeAll(async () => {
    s = await setup(dialect, { UPLOAD_IMAGE_MAX_MB: '0.01' })
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
    expect(listDir(s.env.config.uploadDir)).toEqual([])
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

      const second = await startApp(env)
      await second.app.close()
      expect(existsSync(left)).toBe(false)
      // One process alone owns the folder on SQLite; on PostgreSQL another may be writing this one now.
      expect(existsSync(fresh)).toBe(dialect === 'postgres')
      expect(existsSync(join(dir, stored.url.split('/').pop()))).toBe(true)
    } finally {
      await env.cleanup()
    }
  })
})
