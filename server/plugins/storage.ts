import type { Config } from '../config.ts'
import { openStorages } from '../storage/open.ts'
import { shared } from './shared.ts'

/** Where uploads and attachments are stored (the data folder, or STORAGE_URL's bucket): `app.storage`. */
export const storagePlugin = shared<{ config: Config }>('storage', async (app, { config }) => {
  const storage = await openStorages({ s3: config.storage, uploadDir: config.uploadDir, submissionsDir: config.submissionsDir })
  try {
    await storage.check()
  } catch (err) {
    storage.close()
    throw err
  }
  app.addHook('onClose', async () => storage.close())
  app.decorate('storage', storage)
})
