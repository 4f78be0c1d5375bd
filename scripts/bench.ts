// npm run bench: autocannon against the product on SQLite, printing req/s, p50 and p99.
// 1. GET /api/v1/pages/header, against a bare node:http server answering the same bytes.
// 2. The same reads while an editor's client PUTs that very page 500 times a second.
// 3. The same reads while a login flood (fresh e-mails, 1,300 a second) hits the sign-in route.
// Reads during writes should keep 0.7× or more of reads alone, and 0.8× during the flood.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { BENCH_ADMIN } from './bench-admin.ts'

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 50
const PATH = '/api/v1/pages/header'
const PORT = Number(process.env.BENCH_PORT ?? 8101)
const BARE_PORT = PORT + 1
const WRITES_PER_S = 500
const LOGINS_PER_S = 1300
const ADMIN = BENCH_ADMIN

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      const res = await fetch(url)
      if (res.ok) return res
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} did not answer`)
}

function load(opts: autocannon.Options) {
  return new Promise<autocannon.Result>((resolve, reject) => autocannon(opts, (err, result) => (err ? reject(err) : resolve(result))))
}

const reads = (port: number, duration = DURATION) => load({ url: `http://127.0.0.1:${port}${PATH}`, connections: CONNECTIONS, duration })

interface Summary {
  rps: number
  p50: number
  p99: number
  errors: number
}

/** Request rate averaged over the halves; latency percentiles of the worse half. */
function summarize(results: autocannon.Result[]): Summary {
  return {
    rps: results.reduce((n, r) => n + r.requests.average, 0) / results.length,
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((n, r) => n + r.errors + r.non2xx, 0),
  }
}

/** CPU seconds the process has used (user + system), from /proc: what a request costs, whatever else the machine runs. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) / 100
}

const line = (name: string, r: Summary, extra = '') =>
  console.log(`${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   errors ${r.errors}${extra}`)

const dir = mkdtempSync(join(tmpdir(), 'bench-'))
const children: ChildProcess[] = []
try {
  const product = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      SITE_DIR: join(dir, 'no-site'),
      DATABASE_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
    detached: true,
  })
  children.push(product)
  const first = await waitFor(`http://127.0.0.1:${PORT}${PATH}`, product)
  const firstBody = Buffer.from(await first.arrayBuffer())
  const bodyFile = join(dir, 'body.json')
  writeFileSync(bodyFile, firstBody)
  // The same bytes: the body and the headers the product sends (less those node sets itself).
  const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])
  writeFileSync(join(dir, 'headers.json'), JSON.stringify(Object.fromEntries([...first.headers].filter(([k]) => !skip.has(k)))))
  const bare = spawn('node', ['scripts/bench-bare.mjs', bodyFile, String(BARE_PORT), join(dir, 'headers.json')], {
    stdio: 'ignore',
    detached: true,
  })
  children.push(bare)
  await waitFor(`http://127.0.0.1:${BARE_PORT}${PATH}`, bare)

  const login = await fetch(`http://127.0.0.1:${PORT}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const { access_token } = (await login.json()) as { access_token: string }
  const header = (JSON.parse(firstBody.toString()) as { blocks: { id: string; content: object }[] }).blocks[0]!

  /** Reads of the page while a second load (scripts/bench-side.mjs, its own process) runs against the product. */
  const readsDuring = async (mode: 'writes' | 'flood') => {
    const args = {
      mode,
      origin: `http://127.0.0.1:${PORT}`,
      rate: mode === 'writes' ? WRITES_PER_S : LOGINS_PER_S,
      duration: DURATION / 2,
      token: access_token,
      blockId: header.id,
      body: JSON.stringify({ type: 'header', content: header.content }),
    }
    const side = spawn('node', ['scripts/bench-side.mjs', JSON.stringify(args)], { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    side.stdout?.on('data', (c) => (out += c))
    const done = new Promise<Record<string, number>>((resolve) => side.on('exit', () => resolve(JSON.parse(out || '{}'))))
    const r = await reads(PORT, DURATION / 2)
    return { reads: r, other: await done }
  }

  // A short warm-up of each lets both JITs settle before the measured runs.
  await reads(BARE_PORT, 2)
  await reads(PORT, 2)
  // Two halves each, alternating, so a drift in the machine's load touches all alike.
  const halves: Record<'bare' | 'alone' | 'writes' | 'flood', autocannon.Result[]> = { bare: [], alone: [], writes: [], flood: [] }
  const side: Record<'writes' | 'flood', Record<string, number>[]> = { writes: [], flood: [] }
  const cpu = { alone: 0, writes: 0, flood: 0 }
  const timed = async <T>(key: keyof typeof cpu, run: () => Promise<T>): Promise<T> => {
    const before = cpuSeconds(product.pid as number)
    const result = await run()
    cpu[key] += cpuSeconds(product.pid as number) - before
    return result
  }
  for (let i = 0; i < 2; i++) {
    halves.bare.push(await reads(BARE_PORT, DURATION / 2))
    halves.alone.push(await timed('alone', () => reads(PORT, DURATION / 2)))
    const w = await timed('writes', () => readsDuring('writes'))
    halves.writes.push(w.reads)
    side.writes.push(w.other)
    const f = await timed('flood', () => readsDuring('flood'))
    halves.flood.push(f.reads)
    side.flood.push(f.other)
  }
  const bareS = summarize(halves.bare)
  const alone = summarize(halves.alone)
  const duringWrites = summarize(halves.writes)
  const duringFlood = summarize(halves.flood)
  const count = (rs: Record<string, number>[], code: string) => rs.reduce((n, r) => n + (r[code] ?? 0), 0)

  console.log(`GET ${PATH}, ${DURATION} s per case in two halves, ${CONNECTIONS} connections`)
  line('bare node:http, same bytes', bareS)
  line('product, reads alone', alone)
  line(`product, reads during ${WRITES_PER_S} PUT/s`, duringWrites, `   (PUTs: ${count(side.writes, '200')} answered 200)`)
  line(
    `product, reads during ${LOGINS_PER_S} logins/s`,
    duringFlood,
    `   (logins: ${count(side.flood, '429')} refused 429, ${count(side.flood, '401')} 401)`,
  )
  // The server's CPU per request: reads alone, then what each write or refused sign-in adds on top of the reads served meanwhile.
  const total = (rs: autocannon.Result[]) => rs.reduce((n, r) => n + r.requests.total, 0)
  const perRead = cpu.alone / total(halves.alone)
  const writesDone = count(side.writes, '200')
  const loginsDone = Object.values(side.flood).reduce((n, r) => n + Object.values(r).reduce((a, b) => a + b, 0), 0)
  const perWrite = (cpu.writes - perRead * total(halves.writes)) / writesDone
  const perLogin = (cpu.flood - perRead * total(halves.flood)) / loginsDone
  const us = (s: number) => `${(s * 1e6).toFixed(0)} µs`
  console.log(
    `server CPU per request: read ${us(perRead)}, write (with the page reload it causes) ${us(perWrite)}, refused sign-in ${us(perLogin)}`,
  )
  console.log(
    `share of one core the side load takes: ${WRITES_PER_S} writes/s ${(perWrite * WRITES_PER_S * 100).toFixed(0)} %, ${LOGINS_PER_S} sign-ins/s ${(perLogin * LOGINS_PER_S * 100).toFixed(0)} %`,
  )
  console.log(`ratio product / bare:                ${(alone.rps / bareS.rps).toFixed(2)} (target ≥ 0.80)`)
  console.log(`ratio reads during writes / alone:   ${(duringWrites.rps / alone.rps).toFixed(2)} (target ≥ 0.70)`)
  console.log(`ratio reads during login flood / alone: ${(duringFlood.rps / alone.rps).toFixed(2)} (target ≥ 0.80)`)
} finally {
  for (const c of children) {
    try {
      if (c.pid) process.kill(-c.pid, 'SIGTERM')
    } catch {}
  }
  rmSync(dir, { recursive: true, force: true })
}
