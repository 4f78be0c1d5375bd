import { once } from 'node:events'
import { createServer, type Server, Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { pdf } from '../documents.ts'
import { noisePng, solidPng } from '../png.ts'
import { listDir, tinyPng, uploadFile } from './fixtures.ts'
import { bearer, login, makeEnv, snapshot, startApp, type TestEnv } from './helpers.ts'
import { newBucket, S3_CREDENTIALS, s3Server, storageUrl, storedFiles } from './storages.ts'

/** A TCP relay in front of the S3 server that can refuse connections, or accept them and never answer. */
async function storageRelay(targetPort: number) {
  let mode: 'forward' | 'refuse' | 'stall' = 'forward'
  const sockets = new Set<Socket>()
  const server: Server = createServer((client) => {
    sockets.add(client)
    client.on('close', () => sockets.delete(client))
    client.on('error', () => undefined)
    if (mode === 'refuse') return client.destroy()
    if (mode === 'stall') return // Read nothing, answer nothing.
    const upstream = new Socket().connect(targetPort, '127.0.0.1')
    sockets.add(upstream)
    upstream.on('close', () => sockets.delete(upstream))
    upstream.on('error', () => undefined)
    client.pipe(upstream).pipe(client)
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return {
    port: (server.address() as { port: number }).port,
    /** Cuts the kept-alive connections too: the next request meets the new mode. */
    set(next: typeof mode) {
      mode = next
      for (const s of sockets) s.destroy()
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('a bucket that cannot be reached at start', () => {
  it('stops the start with an error naming STORAGE_URL (nothing listening there)', async () => {
    const closed = createServer()
    closed.listen(0, '127.0.0.1')
    await once(closed, 'listening')
    const port = (closed.address() as { port: number }).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const env = await makeEnv('sqlite', { STORAGE_URL: storageUrl('site-media', `http://127.0.0.1:${port}`), ...S3_CREDENTIALS })
    try {
      await expect(startApp(env)).rejects.toThrow(/^STORAGE_URL: the bucket "site-media" at http:\/\/127\.0\.0\.1:\d+ cannot be reached/)
    } finally {
      await env.cleanup()
    }
  })

  it('and when the bucket does not exist on a running server', async () => {
    const s3 = await s3Server()
    const env = await makeEnv('sqlite', { STORAGE_URL: storageUrl('no-such-bucket', s3.endpoint), ...S3_CREDENTIALS })
    try {
      await expect(startApp(env)).rejects.toThrow(/STORAGE_URL: the bucket "no-such-bucket" .* cannot be reached: NotFound \(HTTP 404\)/)
    } finally {
      await env.cleanup()
    }
  })

  it('a malformed STORAGE_URL is refused with what is wrong', async () => {
    await expect(makeEnv('sqlite', { STORAGE_URL: 'ftp://bucket' })).rejects.toThrow(/STORAGE_URL: only s3:\/\//)
    await expect(makeEnv('sqlite', { STORAGE_URL: 's3://key:secret@bucket' })).rejects.toThrow(/AWS_ACCESS_KEY_ID/)
  })
})

describe('storage that fails while the site runs', () => {
  let env: TestEnv
  let ctx: AppContext
  let auth: { authorization: string }
  let relay: Awaited<ReturnType<typeof storageRelay>>
  let stored: string

  beforeAll(async () => {
    const s3 = await s3Server()
    relay = await storageRelay(s3.port)
    env = await makeEnv('sqlite', {
      STORAGE_URL: storageUrl(await newBucket(), `http://127.0.0.1:${relay.port}`),
      STORAGE_TIMEOUT_S: '1',
      SUBMISSION_RATE_LIMIT: '1000',
      ...S3_CREDENTIALS,
    })
    ctx = await startApp(env)
    auth = bearer((await login(ctx)).access_token)
    stored = (await upload()).json().url
  })
  afterAll(async () => {
    await ctx?.app.close()
    await relay?.close()
    await env?.cleanup()
  })

  async function upload(bytes = tinyPng()) {
    return uploadFile(ctx, auth, bytes, 'pixel.png')
  }

  it.each(['refuse', 'stall'] as const)(
    'storage that %ss: an upload answers 503 STORAGE_UNAVAILABLE in JSON and leaves neither a row nor a file',
    async (mode) => {
      const before = await snapshot(ctx)
      const files = await storedFiles(ctx)
      relay.set(mode)
      // New bytes: the same bytes again would be answered with the stored upload, storage untouched.
      const res = await upload(noisePng(8, mode.length))
      relay.set('forward')
      expect(res.statusCode).toBe(503)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(res.json().error).toMatchObject({ code: 'STORAGE_UNAVAILABLE', message: 'File storage is unavailable; try again shortly.' })
      expect(await snapshot(ctx)).toEqual(before)
      expect(await storedFiles(ctx)).toEqual(files)
      expect(listDir(env.config.stagingDir)).toEqual([])
    },
  )

  it.each(['refuse', 'stall'] as const)('storage that %ss: a media read answers 503, not a hang, and works again after', async (mode) => {
    relay.set(mode)
    const res = await ctx.app.inject({ url: `/api${stored}` })
    relay.set('forward')
    expect(res.statusCode).toBe(503)
    expect(res.json().error.code).toBe('STORAGE_UNAVAILABLE')
    expect(res.headers['retry-after']).toBe('5')
    const again = await ctx.app.inject({ url: `/api${stored}` })
    expect(again.statusCode).toBe(200)
    expect(again.rawPayload.equals(tinyPng())).toBe(true)
  })

  it.each(['refuse', 'stall'] as const)(
    'storage that %ss: a delete answers 503 and keeps the row and the file; sent again later, it deletes',
    async (mode) => {
      const { url } = (await upload(solidPng(30, [9, 120, 60]))).json()
      const name = url.split('/').pop() as string
      const files = await storedFiles(ctx)
      relay.set(mode)
      const res = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/uploads/${name}?force=true`, headers: auth })
      relay.set('forward')
      expect(res.statusCode).toBe(503)
      expect(res.json().error.code).toBe('STORAGE_UNAVAILABLE')
      expect(await ctx.db.db.selectFrom('uploads').select('url').where('url', '=', url).execute()).toHaveLength(1)
      expect(await storedFiles(ctx)).toEqual(files)
      const again = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/uploads/${name}`, headers: auth })
      expect(again.statusCode).toBe(204)
      expect(await ctx.db.db.selectFrom('uploads').select('url').where('url', '=', url).execute()).toEqual([])
      expect((await storedFiles(ctx)).filter((f) => f.startsWith(name.slice(0, 32)))).toEqual([])
    },
  )

  it('an application whose attachment cannot be stored answers 503 and stores no enquiry', async () => {
    const form = new FormData()
    const payload = {
      form: 'application',
      data: {
        fullName: 'Omar Haddad',
        email: 'omar@example.com',
        coverLetter: 'Ten years of PHP.',
        vacancyId: 'totara-developer',
        vacancyTitle: 'Totara Developer',
      },
      language: 'en',
      page: '/vacancy-details/totara-developer',
    }
    form.append('payload', JSON.stringify(payload))
    form.append('attachment', new Blob([new Uint8Array(pdf('Omar'))]), 'cv.pdf')
    const req = new Request('http://x', { method: 'POST', body: form })
    const body = Buffer.from(await req.arrayBuffer())
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/submissions',
        headers: { 'content-type': req.headers.get('content-type') as string },
        payload: body,
      })
    relay.set('refuse')
    const res = await send()
    relay.set('forward')
    expect(res.statusCode).toBe(503)
    expect(res.json().error.code).toBe('STORAGE_UNAVAILABLE')
    expect(await ctx.db.db.selectFrom('submissions').selectAll().execute()).toEqual([])
    expect(await storedFiles(ctx, 'attachments')).toEqual([])
    expect(listDir(env.config.stagingDir)).toEqual([])
    // The control: the same application once storage is back.
    expect((await send()).statusCode).toBe(201)
  })
})
