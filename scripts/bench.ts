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

  const bare = spawn('node', ['scripts/bench-bare.mjs', bodyFile, '8102'], { stdio: 'ignore', detached: true })
  children.push(bare)
  await waitFor(`http://127.0.0.1:8102${PATH}`, bare)

  // A short warm-up of each lets both JITs settle before the measured runs.
  await load(`http://127.0.0.1:8102${PATH}`, 2)
  await load(`http://127.0.0.1:8101${PATH}`, 2)
  const rows: [string, autocannon.Result][] = []
  rows.push(['bare node:http', await load(`http://127.0.0.1:8102${PATH}`)])
  rows.push(['product', await load(`http://127.0.0.1:8101${PATH}`)])

  console.log(`GET ${PATH}, ${DURATION} s, ${CONNECTIONS} connections`)
  for (const [name, r] of rows) {
    console.log(
      `${name.padEnd(16)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   errors ${r.errors + r.non2xx}   ${(r.throughput.average / 1024 / 1024).toFixed(1)} MB/s`,
    )
  }
  const ratio = (rows[1]?.[1].requests.average ?? 0) / (rows[0]?.[1].requests.average ?? 1)
  console.log(`ratio product / bare: ${ratio.toFixed(2)} (target ≥ 0.80)`)
} finally {
  for (const c of children) {
    try {
      if (c.pid) process.kill(-c.pid, 'SIGTERM')
    } catch {}
  }
  rmSync(dir, { recursive: true, force: true })
}
