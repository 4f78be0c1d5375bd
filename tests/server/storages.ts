import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { afterAll } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import type { Dialect } from './helpers.ts'

/**
 * The server suites that store files run on both storages: the local folder, and a real
 * S3-compatible server (s3rver, in this process) reached over HTTP with the AWS SDK, as a bucket
 * on AWS, MinIO or R2 would be.
 */
export type StorageKind = 'local' | 's3'
export const storageKinds: StorageKind[] = ['local', 's3']

/** s3rver checks signatures against these. */
export const S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' }

/** Every database with every storage. */
export const dialectsAndStorages = (dialects: Dialect[]) =>
  dialects.flatMap((dialect) => storageKinds.map((storage) => [dialect, storage] as [Dialect, StorageKind]))

interface RunningS3 {
  endpoint: string
  port: number
  client: S3Client
  close(): Promise<void>
}

let running: Promise<RunningS3> | undefined

/** One S3 server per test file, started on first use and stopped after the file's tests. */
export function s3Server(): Promise<RunningS3> {
  running ??= (async () => {
    const directory = mkdtempSync(join(tmpdir(), 'site-s3-'))
    const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory })
    const { port } = await server.run()
    const endpoint = `http://127.0.0.1:${port}`
    const client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: S3_CREDENTIALS.AWS_ACCESS_KEY_ID, secretAccessKey: S3_CREDENTIALS.AWS_SECRET_ACCESS_KEY },
    })
    return {
      endpoint,
      port,
      client,
      async close() {
        client.destroy()
        await server.close()
        rmSync(directory, { recursive: true, force: true })
      },
    }
  })()
  return running
}

afterAll(async () => {
  const s3 = running
  running = undefined
  await (await s3)?.close()
})

/** A fresh, empty bucket on the file's S3 server. */
export async function newBucket(): Promise<string> {
  const s3 = await s3Server()
  const bucket = `t-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
  await s3.client.send(new CreateBucketCommand({ Bucket: bucket }))
  return bucket
}

export const storageUrl = (bucket: string, endpoint: string) => `s3://${bucket}?endpoint=${endpoint}&region=us-east-1&forcePathStyle=true`

/** The environment that puts a test app's files on `kind`: nothing for the folder, a new bucket for S3. */
export async function storageVars(kind: StorageKind): Promise<Record<string, string>> {
  if (kind === 'local') return {}
  const s3 = await s3Server()
  return { STORAGE_URL: storageUrl(await newBucket(), s3.endpoint), ...S3_CREDENTIALS }
}

/** Every file an app has stored, by name, whichever storage holds them. */
export async function storedFiles(ctx: AppContext, area: 'uploads' | 'attachments' = 'uploads'): Promise<string[]> {
  const names: string[] = []
  for await (const { key } of ctx.storage[area].list()) names.push(key)
  return names.sort()
}
