import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solidPng } from '../png.ts'
import { multipart } from './fixtures.ts'
import { ADMIN, dialects, makeEnv, type TestEnv } from './helpers.ts'
import { type ServerProcess, startServerProcess } from './processes.ts'
import { newBucket, S3_CREDENTIALS, s3Server, storageUrl } from './storages.ts'

// Several processes share one database only on PostgreSQL; with a bucket they share the files too,
// as machines behind a load balancer do. Each process has its own data folder (startServerProcess).
describe.skipIf(!dialects.includes('postgres'))('two API processes on one PostgreSQL and one bucket', () => {
  let env: TestEnv
  let a: ServerProcess
  let b: ServerProcess
  let token: string

  beforeAll(async () => {
    env = await makeEnv('postgres')
    const s3 = await s3Server()
    const vars = { STORAGE_URL: storageUrl(await newBucket(), s3.endpoint), ...S3_CREDENTIALS }
    a = await startServerProcess(env.databaseUrl as string, vars)
    b = await startServerProcess(env.databaseUrl as string, vars)
    const res = await fetch(`${a.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    token = (await res.json()).access_token
  })
  afterAll(async () => {
    await a?.stop()
    await b?.stop()
    await env?.cleanup()
  })

  const listed = async (server: ServerProcess) => {
    const res = await fetch(`${server.url}/api/v1/uploads?limit=200`, { headers: { authorization: `Bearer ${token}` } })
    expect(res.status).toBe(200)
    return ((await res.json()).items as { url: string }[]).map((i) => i.url)
  }

  it('an image uploaded through A is listed and served by B, copies included; deleted through B, it is gone from both', async () => {
    const png = solidPng(600, [13, 92, 99])
    const form = await multipart(png, 'team.png')
    const up = await fetch(`${a.url}/api/v1/uploads/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      body: new Uint8Array(form.payload),
    })
    expect(up.status).toBe(201)
    const { url } = (await up.json()) as { url: string }
    const name = url.split('/').pop() as string
    const copy = url.replace(/\.png$/, '-480.webp')

    expect(await listed(b)).toContain(url)
    const served = await fetch(`${b.url}/api${url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
    const servedCopy = await fetch(`${b.url}/api${copy}`)
    expect(servedCopy.status).toBe(200)
    expect(servedCopy.headers.get('content-type')).toBe('image/webp')

    const removed = await fetch(`${b.url}/api/v1/uploads/${name}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })
    expect(removed.status).toBe(204)
    for (const server of [a, b]) {
      expect(await listed(server)).not.toContain(url)
      expect((await fetch(`${server.url}/api${url}`)).status).toBe(404)
      expect((await fetch(`${server.url}/api${copy}`)).status).toBe(404)
    }
  })
})
