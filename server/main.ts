import { ensureAdmin } from './admin.ts'
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'

// The product runs React's production build for server rendering unless told otherwise.
process.env.NODE_ENV ??= 'production'

const config = loadConfig()
const { app, db } = await buildApp(config)
await ensureAdmin(db.db, config, (line) => console.log(line))
const address = await app.listen({ port: config.port, host: config.host })
console.log(`Site and API on ${address}  (data: ${db.dialect === 'sqlite' ? config.sqliteFile : 'PostgreSQL'})`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0))
  })
}
