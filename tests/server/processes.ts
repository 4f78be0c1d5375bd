import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server, Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ADMIN, TEST_SECRET } from './helpers.ts'

/** Real server processes (`node server/main.ts`) for tests about processes: crashes, restarts, staleness between them. */
export interface ServerProcess {
  url: string
  child: ChildProcess
  /** Every JSON log line the process wrote. */
  logs: Record<string, unknown>[]
  alive(): boolean
  stop(): Promise<void>
}

export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
  opts: { dataDir?: string } = {},
): Promise<ServerProcess> {
  const ownDir = !opts.dataDir
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'site-proc-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SITE_DIR: join(dataDir, 'no-site'),
      JWT_SECRET: TEST_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOGIN_RATE_LIMIT: '1000',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const logs: Record<string, unknown>[] = []
  let output = ''
  // Log lines come in writes of several lines, and a read may end inside one: only whole lines are read.
  let partial = ''
  const url = new Promise<string>((resolve, reject) => {
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk
      const lines = (partial + chunk).split('\n')
      partial = lines.pop() ?? ''
      for (const line of lines) {
        const started = /Site and API on (http:\/\/\S+)/.exec(line)
        if (started?.[1]) resolve(started[1])
        if (line.startsWith('{')) logs.push(JSON.parse(line))
      }
    })
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk
    })
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)))
  })
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
  try {
    const address = await url
    return {
      url: address,
      child,
      logs,
      alive: () => child.exitCode === null && child.signalCode === null,
      async stop() {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM')
          await once(child, 'exit')
        }
        if (ownDir) rmSync(dataDir, { recursive: true, force: true })
      },
    }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * A TCP relay in front of PostgreSQL, so a test can take "the database" away from the server
 * processes (connections cut, new ones refused) and bring it back, as a restart does, without
 * restarting the machine's PostgreSQL under other users.
 */
export async function startDbRelay(target: { host: string; port: number }) {
  const sockets = new Set<Socket>()
  let server: Server | undefined
  let port = 0
  const listen = async () => {
    server = createServer((client) => {
      const upstream = new Socket().connect(target.port, target.host)
      for (const s of [client, upstream]) {
        sockets.add(s)
        s.on('close', () => sockets.delete(s))
        s.on('error', () => undefined)
      }
      client.pipe(upstream).pipe(client)
      client.on('close', () => upstream.destroy())
      upstream.on('close', () => client.destroy())
    })
    server.listen(port, '127.0.0.1')
    await once(server, 'listening')
    port = (server.address() as { port: number }).port
  }
  await listen()
  return {
    get port() {
      return port
    },
    /** Cuts every connection and refuses new ones (ECONNREFUSED) until up(). */
    async down() {
      const s = server
      server = undefined
      for (const socket of sockets) socket.destroy()
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()))
    },
    up: listen,
    async close() {
      await this.down()
    },
  }
}
