import { createReadStream } from 'node:fs'
import { unlink } from 'node:fs/promises'
import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import type { StorageSettings } from './settings.ts'
import { reaching, type Storage, type Storages } from './storage.ts'

/** Above this, a file goes up in parts (lib-storage), each retried on its own. */
const MULTIPART_FROM = 8 * 1024 * 1024

const notFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound')

export function s3Client(settings: StorageSettings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Unset: the SDK's own chain (AWS_* variables, profiles, the instance's role).
    credentials: settings.credentials,
    // Storage that stops answering fails in bounded time (a 503), never hangs a visitor's request: no
    // connection, or no byte either way for timeoutMs. A slow transfer that still moves is not cut.
    requestHandler: { connectionTimeout: settings.timeoutMs, socketTimeout: settings.timeoutMs },
    maxAttempts: 3,
    // Checksums only where S3 requires them: MinIO, R2, Garage and older servers refuse or mangle the newer trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

/** One area of the bucket: keys under `prefix` (uploads/, submissions/). */
function s3Area(client: S3Client, bucket: string, prefix: string): Storage {
  const Key = (key: string) => `${prefix}${key}`
  const Bucket = bucket
  const upload = (key: string, body: Buffer | Readable, contentType: string) =>
    reaching(async () => {
      if (Buffer.isBuffer(body) && body.length < MULTIPART_FROM) {
        await client.send(new PutObjectCommand({ Bucket, Key: Key(key), Body: body, ContentType: contentType }))
        return
      }
      await new Upload({
        client,
        params: { Bucket, Key: Key(key), Body: body, ContentType: contentType },
        partSize: MULTIPART_FROM,
        queueSize: 2,
      }).done()
    })
  return {
    where: `s3://${bucket}/${prefix}`,
    put: upload,
    async moveIn(key, file, contentType) {
      await upload(key, createReadStream(file), contentType)
      await unlink(file).catch(() => undefined)
    },
    async head(key) {
      return reaching(async () => {
        try {
          const out = await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }))
          return { size: out.ContentLength ?? 0, etag: out.ETag ?? '', lastModified: out.LastModified ?? new Date(0) }
        } catch (err) {
          if (notFound(err)) return undefined
          throw err
        }
      })
    },
    async get(key, range) {
      return reaching(async () => {
        try {
          const out = await client.send(
            new GetObjectCommand({ Bucket, Key: Key(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
          )
          // A range answer's Content-Range ends with the whole size.
          const total = out.ContentRange ? Number(out.ContentRange.split('/')[1]) : out.ContentLength
          return {
            body: out.Body as Readable,
            size: total ?? 0,
            etag: out.ETag ?? '',
            lastModified: out.LastModified ?? new Date(0),
          }
        } catch (err) {
          if (notFound(err)) return undefined
          throw err
        }
      })
    },
    async delete(key) {
      await reaching(() => client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) })))
    },
    async *list() {
      let ContinuationToken: string | undefined
      do {
        const page = await reaching(() => client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken })))
        for (const item of page.Contents ?? [])
          if (item.Key && item.Key.length > prefix.length) yield { key: item.Key.slice(prefix.length), size: item.Size ?? 0 }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    },
  }
}

export function s3Storages(settings: StorageSettings, client = s3Client(settings)): Storages {
  const base = settings.prefix
  return {
    uploads: s3Area(client, settings.bucket, `${base}uploads/`),
    attachments: s3Area(client, settings.bucket, `${base}submissions/`),
    describe: `s3://${settings.bucket}/${base}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: settings.bucket }))
      } catch (err) {
        const why =
          err instanceof S3ServiceException ? `${err.name} (HTTP ${err.$metadata.httpStatusCode})` : String((err as Error).message ?? err)
        throw new Error(
          `STORAGE_URL: the bucket "${settings.bucket}"${settings.endpoint ? ` at ${settings.endpoint}` : ''} cannot be reached: ${why}. Check STORAGE_URL and the AWS_* credentials, or unset STORAGE_URL to keep files in the data folder.`,
          { cause: err },
        )
      }
    },
    close: () => client.destroy(),
  }
}
