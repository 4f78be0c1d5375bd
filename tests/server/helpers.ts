import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { Writable } from 'node:stream'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { ensureAdmin } from '../../server/admin.ts'
import { type AppContext, type AppOptions, buildApp } from '../../server/app.ts'
import { type Config, loadConfig } from '../../server/config.ts'

export type Dialect = 'sqlite' | 'postgres'

export const ADMIN = { email: 'admin@test.example', password: 'correct horse battery staple' }
export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789'

/** SQLite always; PostgreSQL as well when DATABASE_URL names one. */
export const dialects: Dialect[] = process.env.DATABASE_URL?.startsWith('postgres') ? ['sqlite', 'postgres'] : ['sqlite']

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

export interface TestEnv {
  dialect: Dialect
  config: Config
  dataDir: string
  databaseUrl?: string
  cleanup(): Promise<void>
}

/** A fresh data folder, and for PostgreSQL a fresh database, that cleanup() removes. */
export async function makeEnv(dialect: Dialect, env: Record<string, string> = {}): Promise<TestEnv> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-test-'))
  let databaseUrl: string | undefined
  let dbName: string | undefined
  if (dialect === 'postgres') {
    dbName = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
    await adminQuery(`CREATE DATABASE ${dbName}`)
    const url = new URL(process.env.DATABASE_URL as string)
    url.pathname = `/${dbName}`
    databaseUrl = url.toString()
  }
  const config = loadConfig(
    {
      LOG_LEVEL: 'silent',
      ...env,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    { dataDir, jwtSecret: TEST_SECRET, siteDir: null, uploadDir: join(dataDir, 'uploads') },
  )
  return {
    dialect,
    config,
    dataDir,
    databaseUrl,
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true })
      if (dbName) await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
    },
  }
}

export async function startApp(env: TestEnv, opts: AppOptions = {}): Promise<AppContext> {
  const ctx = await buildApp(env.config, opts)
  await ensureAdmin(ctx.db.db, env.config, () => undefined)
  await ctx.app.ready()
  return ctx
}

export async function login(ctx: AppContext, creds = ADMIN): Promise<{ access_token: string; refresh_token: string }> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: creds })
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`)
  return res.json()
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** Every row of every table, to prove a rejected request wrote nothing. */
export async function snapshot(ctx: AppContext) {
  const db = ctx.db.db
  return {
    pages: await db.selectFrom('pages').selectAll().orderBy('slug').execute(),
    blocks: await db.selectFrom('blocks').selectAll().orderBy('id').execute(),
    revisions: await db.selectFrom('block_revisions').selectAll().orderBy('id').execute(),
    users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
    uploads: await db.selectFrom('uploads').selectAll().orderBy('id').execute(),
  }
}

export interface LogLine {
  level: number
  msg: string
  reqId?: string
  [key: string]: unknown
}

/** A log destination that keeps the JSON lines the server writes. */
export function logSink() {
  const lines: LogLine[] = []
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { lines, stream }
}

/** One request written straight to a socket (what fetch would refuse to send), and the answer read until the socket closes. */
export function rawRequest(
  port: number,
  data: string | Buffer,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const socket = connect(port, '127.0.0.1', () => socket.write(data))
    const timer = setTimeout(() => socket.destroy(new Error('no answer in 5 s')), 5000)
    socket.on('data', (c) => chunks.push(c))
    socket.on('error', reject)
    socket.on('close', () => {
      clearTimeout(timer)
      const text = Buffer.concat(chunks).toString('utf8')
      const [head = '', ...rest] = text.split('\r\n\r\n')
      const [statusLine = '', ...lines] = head.split('\r\n')
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]))
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') })
    })
  })
}
