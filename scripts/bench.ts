// npm run bench: autocannon, 10 s at 50 connections, on GET /api/v1/pages/header of the product
// and of a bare node:http server answering the same bytes. Prints req/s, p50, p99 and the ratio.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 50
const PATH = '/api/v1/pages/header'

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

function load(url: string, duration = DURATION) {
  return new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration }, (err, result) => (err ? reject(err) : resolve(result))),
  )
}

interface Summary {
  rps: number
  p50: number
  p99: number
  errors: number
  mbps: number
}

/** Request rate and throughput averaged over the halves; latency percentiles of the worse half. */
function summarize(results: autocannon.Result[]): Summary {
  const avg = (f: (r: autocannon.Result) => number) => results.reduce((n, r) => n + f(r), 0) / results.length
  return {
    rps: avg((r) => r.requests.average),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((n, r) => n + r.errors + r.non2xx, 0),
    mbps: avg((r) => r.throughput.average) / 1024 / 1024,
  }
}

const dir = mkdtempSync(join(tmpdir(), 'bench-'))
const children: ChildProcess[] = []
try {
  const product = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '8101', HOST: '127.0.0.1', DATA_DIR: dir, SITE_DIR: join(dir, 'no-site'), DATABASE_URL: '' },
    stdio: 'ignore',
    // Its own process group: npx starts tsx, which starts node; all of them stop together.
    detached: true,
  })
  children.push(product)
  const first = await waitFor(`http://127.0.0.1:8101${PATH}`, product)
  const bodyFile = join(dir, 'body.json')
  writeFileSync(bodyFile, Buffer.from(await first.arrayBuffer()))
  // The same bytes: the body and the headers the product sends (less those node sets itself).
  const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])
  const headers = Object.fromEntries([...first.headers].filter(([k]) => !skip.has(k)))
  writeFileSync(join(dir, 'headers.json'), JSON.stringify(headers))

  const bare = spawn('node', ['scripts/bench-bare.mjs', bodyFile, '8102', join(dir, 'headers.json')], { stdio: 'ignore', detached: true })
  children.push(bare)
  await waitFor(`http://127.0.0.1:8102${PATH}`, bare)

  // A short warm-up of each lets both JITs settle before the measured runs.
  await load(`http://127.0.0.1:8102${PATH}`, 2)
  await load(`http://127.0.0.1:8101${PATH}`, 2)
  // Two halves each, alternating, so a drift in the machine's load touches both alike.
  const halves: Record<'bare' | 'product', autocannon.Result[]> = { bare: [], product: [] }
  for (let i = 0; i < 2; i++) {
    halves.bare.push(await load(`http://127.0.0.1:8102${PATH}`, DURATION / 2))
    halves.product.push(await load(`http://127.0.0.1:8101${PATH}`, DURATION / 2))
  }
  const rows: [string, Summary][] = [
    ['bare node:http', summarize(halves.bare)],
    ['product', summarize(halves.product)],
  ]

  console.log(`GET ${PATH}, ${DURATION} s, ${CONNECTIONS} connections`)
  for (const [name, r] of rows) {
    console.log(
      `${name.padEnd(16)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   errors ${r.errors}   ${r.mbps.toFixed(1)} MB/s`,
    )
  }
  const ratio = (rows[1]?.[1].rps ?? 0) / (rows[0]?.[1].rps ?? 1)
  console.log(`ratio product / bare: ${ratio.toFixed(2)} (target ≥ 0.80)`)
} finally {
  for (const c of children) {
    try {
      if (c.pid) process.kill(-c.pid, 'SIGTERM')
    } catch {}
  }
  rmSync(dir, { recursive: true, force: true })
}
