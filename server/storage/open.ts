import type { StorageSettings } from './settings.ts'
import { localStorage } from './local.ts'
import type { Storages } from './storage.ts'

/** The local folders (the default), or the bucket STORAGE_URL names; the S3 client loads only then. */
export async function openStorages(opts: { s3?: StorageSettings; uploadDir: string; submissionsDir: string }): Promise<Storages> {
  if (opts.s3) {
    const { s3Storages } = await import('./s3.ts')
    return s3Storages(opts.s3)
  }
  return {
    uploads: localStorage(opts.uploadDir, { dir: 0o755, file: 0o644 }),
    attachments: localStorage(opts.submissionsDir, { dir: 0o700, file: 0o600 }),
    describe: opts.uploadDir,
    check: async () => undefined,
    close: () => undefined,
  }
}
