import { execFile, spawnSync } from 'node:child_process'
import { DeleteObjectCommand } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config.ts'
import { pdf } from '../documents.ts'
import { solidPng } from '../png.ts'
import { multipart } from './fixtures.ts'
import { bearer, login, makeEnv, startApp, TEST_SECRET, type TestEnv } from './helpers.ts'
import { newBucket, S3_CREDENTIALS, s3Server, storageUrl } from './storages.ts'

/** `npm run storage:copy` as an operator runs it, on the data folder of a site that stored files locally. */
describe('npm run storage:copy (a local data folder into a bucket)', () => {
  let env: TestEnv
  let bucketVars: Record<string, string>
  let pictureUrl: string
  let bucket: string

  // Not spawnSync: the S3 server answers from this very process.
  const copy = () =>
    new Promise<{ status: number; out: string; err: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'scripts/storage-copy.ts'],
        { env: { ...process.env, DATA_DIR: env.dataDir, ...bucketVars }, encoding: 'utf8' },
        (error, out, err) => resolve({ status: error ? Number(error.code ?? 1) : 0, out, err }),
      )
    })

  beforeAll(async () => {
    env = await makeEnv('sqlite', { SUBMISSION_RATE_LIMIT: '1000' })
    const ctx = await startApp(env)
    const auth = bearer((await login(ctx)).access_token)
    const form = await multipart(solidPng(500, [13, 92, 99]), 'team.png')
    pictureUrl = (
      await ctx.app.inject({ method: 'POST', url: '/api/v1/uploads/', headers: { ...auth, ...form.headers }, payload: form.payload })
    ).json().url
    const application = new FormData()
    application.append(
      'payload',
      JSON.stringify({
        form: 'application',
        data: { fullName: 'Omar Haddad', email: 'omar@example.com', coverLetter: 'Hi.', vacancyId: 'x', vacancyTitle: 'Totara Developer' },
        language: 'en',
        page: '/vacancy-details/x',
      }),
    )
    application.append('attachment', new Blob([new Uint8Array(pdf('Omar'))]), 'cv.pdf')
    const req = new Request('http://x', { method: 'POST', body: application })
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/submissions',
      headers: { 'content-type': req.headers.get('content-type') as string },
      payload: Buffer.from(await req.arrayBuffer()),
    })
    expect(sent.statusCode).toBe(201)
    await ctx.app.close()
    const s3 = await s3Server()
    bucket = await newBucket()
    bucketVars = { STORAGE_URL: storageUrl(bucket, s3.endpoint), ...S3_CREDENTIALS }
  })
  afterAll(async () => {
    await env?.cleanup()
  })

  it('copies every file with progress and a count; a second run copies nothing; a stopped run is finished by the next', async () => {
    const first = await copy()
    expect(first.status, first.err).toBe(0)
    // The original, its four copies (480 and 500 px, AVIF and WebP) and the attachment.
    expect(first.out).toMatch(/^\[uploads 1\/5\] [0-9a-f]{32}[-.]\S+ \(\d+ KB\) copied$/m)
    expect(first.out).toMatch(/^\[attachments 1\/1\] [0-9a-f]{32}\.pdf \(\d+ KB\) copied$/m)
    expect(first.out).toMatch(/Copied 6 files \(\d+ KB\), 0 already in the bucket, 0 failed, of 6\.\n$/)

    const again = await copy()
    expect(again.status).toBe(0)
    expect(again.out).toMatch(/Copied 0 files \(0 KB\), 6 already in the bucket, 0 failed, of 6\.\n$/)

    // A run stopped half-way left a file out: the next run copies that one alone.
    const name = pictureUrl.split('/').pop() as string
    await (await s3Server()).client.send(new DeleteObjectCommand({ Bucket: bucket, Key: `uploads/${name}` }))
    const resumed = await copy()
    expect(resumed.out).toContain(`${name} (`)
    expect(resumed.out).toMatch(/Copied 1 files \(\d+ KB\), 5 already in the bucket, 0 failed, of 6\.\n$/)
  })

  it('the site then switched to the bucket serves the same files, attachments included', async () => {
    const config = loadConfig(
      { LOG_LEVEL: 'silent', ...bucketVars, ADMIN_EMAIL: 'admin@test.example', ADMIN_PASSWORD: 'correct horse battery staple' },
      { dataDir: env.dataDir, jwtSecret: TEST_SECRET, siteDir: null },
    )
    // The local files out of the way: what is served now can only come from the bucket.
    const ctx = await startApp({
      ...env,
      config: { ...config, uploadDir: `${env.dataDir}/gone`, submissionsDir: `${env.dataDir}/gone-too` },
    })
    try {
      const served = await ctx.app.inject({ url: `/api${pictureUrl}` })
      expect(served.statusCode).toBe(200)
      expect(served.rawPayload.equals(solidPng(500, [13, 92, 99]))).toBe(true)
      expect((await ctx.app.inject({ url: `/api${pictureUrl.replace('.png', '-480.avif')}` })).statusCode).toBe(200)
      const auth = bearer((await login(ctx)).access_token)
      const list = (await ctx.app.inject({ url: '/api/v1/submissions?form=application', headers: auth })).json()
      const download = await ctx.app.inject({ url: `/api/v1/submissions/${list.items[0].id}/attachment`, headers: auth })
      expect(download.statusCode).toBe(200)
      expect(download.rawPayload.equals(pdf('Omar'))).toBe(true)
    } finally {
      await ctx.app.close()
    }
  })

  it('without STORAGE_URL it says what to set', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/storage-copy.ts'], {
      env: { ...process.env, STORAGE_URL: '', DATA_DIR: env.dataDir },
      encoding: 'utf8',
    })
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('set STORAGE_URL')
  })
})
