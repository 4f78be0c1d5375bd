/** STORAGE_URL read: where the bucket is and how to talk to it. */
export interface StorageSettings {
  bucket: string
  /** Keys start with it (`site/` for s3://bucket/site); empty for the bucket's root. */
  prefix: string
  region: string
  /** MinIO, R2, Garage, a test server; unset for AWS itself. */
  endpoint?: string
  forcePathStyle: boolean
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string }
  /** Connecting, and waiting for each answer, before a read or write is given up (503). */
  timeoutMs: number
}

/**
 * `s3://bucket[/prefix]?endpoint=http://127.0.0.1:9000&region=us-east-1&forcePathStyle=true`.
 * Credentials come from the AWS_* variables (or, unset, the SDK's usual chain), never the URL:
 * the URL is printed in errors and logs.
 */
export function parseStorageUrl(value: string, env: NodeJS.ProcessEnv, timeoutMs: number): StorageSettings {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error('STORAGE_URL: not a URL; expected s3://bucket?endpoint=…&region=…')
  }
  if (url.protocol !== 's3:') throw new Error('STORAGE_URL: only s3:// is supported (any S3-compatible service, with ?endpoint=)')
  if (url.username || url.password)
    throw new Error('STORAGE_URL: credentials go in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, not the URL')
  const bucket = url.hostname
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error(`STORAGE_URL: "${bucket}" is not a bucket name`)
  const path = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '')
  const q = url.searchParams
  const known = new Set(['endpoint', 'region', 'forcePathStyle'])
  for (const key of q.keys())
    if (!known.has(key)) throw new Error(`STORAGE_URL: unknown parameter "${key}" (endpoint, region, forcePathStyle)`)
  const endpoint = q.get('endpoint') ?? undefined
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new Error('STORAGE_URL: endpoint must be an http:// or https:// address')
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = env
  return {
    bucket,
    prefix: path ? `${path}/` : '',
    region: q.get('region') ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1',
    endpoint,
    forcePathStyle: q.get('forcePathStyle') === 'true',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey, sessionToken } : undefined,
    timeoutMs,
  }
}
