import { Agent, get } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { makeEnv, startApp, type TestEnv } from './helpers.ts'

// How connections are kept does not depend on the database: SQLite is enough.

interface Answer {
  status: number
  keepAlive: string | undefined
  /** Whether the request went on a connection an earlier request had used. */
  reused: boolean
  /** The client's port of the connection it went on. */
  port: number | undefined
}

/** One GET over real HTTP through `agent`, which keeps its connection for the next. */
function request(port: number, agent: Agent, path = '/api/health'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume()
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          keepAlive: res.headers['keep-alive']?.toString(),
          reused: req.reusedSocket,
          port: req.socket?.localPort,
        }),
      )
    })
    req.on('error', reject)
  })
}

/** An app listening on a free port of 127.0.0.1, and a client that keeps one connection alive. */
async function serve(env: Record<string, string> = {}) {
  const testEnv = await makeEnv('sqlite', env)
  const ctx = await startApp(testEnv)
  await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  const port = (ctx.app.server.address() as AddressInfo).port
  // The client never closes an idle connection itself: whatever closes it is the server.
  const agent = new Agent({ keepAlive: true, maxSockets: 1, timeout: 0 })
  return { env: testEnv, ctx, port, agent }
}

describe('kept-alive connections with the default configuration', () => {
  let env: TestEnv
  let ctx: AppContext
  let port: number
  let agent: Agent

  beforeAll(async () => {
    ;({ env, ctx, port, agent } = await serve())
  })
  afterAll(async () => {
    agent?.destroy()
    await ctx?.app.close()
    await env?.cleanup()
  })

  it('says it keeps an idle connection open 72 s, above a load balancer’s usual 60', async () => {
    const answer = await request(port, agent)
    expect(answer.status).toBe(200)
    expect(answer.keepAlive).toBe('timeout=72')
    // A request that starts as the idle time ends still has its headers read.
    expect(ctx.app.server.headersTimeout).toBeGreaterThan(ctx.app.server.keepAliveTimeout)
  })

  it('serves a request on a connection that was idle for 10 s, on that same connection', async () => {
    const first = await request(port, agent)
    await sleep(10_000)
    const second = await request(port, agent)
    expect(second.status).toBe(200)
    expect(second.reused).toBe(true)
    expect(second.port).toBe(first.port)
  }, 30_000)
})

describe('KEEP_ALIVE_TIMEOUT_S', () => {
  let env: TestEnv
  let ctx: AppContext
  let port: number
  let agent: Agent

  beforeAll(async () => {
    ;({ env, ctx, port, agent } = await serve({ KEEP_ALIVE_TIMEOUT_S: '2' }))
  })
  afterAll(async () => {
    agent?.destroy()
    await ctx?.app.close()
    await env?.cleanup()
  })

  it('keeps an idle connection open for the configured time and closes it after', async () => {
    const first = await request(port, agent)
    expect(first.keepAlive).toBe('timeout=2')
    await sleep(1000)
    const within = await request(port, agent)
    expect(within.status).toBe(200)
    expect(within.reused).toBe(true)
    expect(within.port).toBe(first.port)
    await sleep(3500)
    const after = await request(port, agent)
    expect(after.status).toBe(200)
    expect(after.reused).toBe(false)
    expect(after.port).not.toBe(first.port)
  }, 30_000)

  it('is refused at start unless a positive number of seconds up to an hour', () => {
    for (const value of ['0', '-5', 'soon', '3601'])
      expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_S: value, DATA_DIR: tmpdir() }), value).toThrow(/KEEP_ALIVE_TIMEOUT_S/)
    expect(loadConfig({ KEEP_ALIVE_TIMEOUT_S: '90', DATA_DIR: tmpdir() }).keepAliveTimeout).toBe(90)
  })
})
