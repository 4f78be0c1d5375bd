// npm run bench, storage part (issue 26): on each storage — the local folder, and an S3 server
// (s3rver, in its own process, over HTTP as a bucket would be) —
// 1. an upload of a 2 MB photo end to end: received, checked, cleaned, stored, the row written,
//    the answer back (its six AVIF/WebP copies are made after the answer; median of BENCH_UPLOADS, default 5);
// 2. a cached media read: GET of a stored 960 px WebP copy (a file pages ask for, answered from
//    storage each time: the server keeps no copy) under load, against bare node:http answering
//    the same bytes and headers from memory.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import autocannon from 'autocannon'
import sharp from 'sharp'
import { BENCH_ADMIN as ADMIN } from './bench-admin.ts'

const DURATION = Number(process.env.BENCH_SECONDS ?? 10) / 2
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 5)
const PORT = Number(process.env.BENCH_PORT ?? 8101) + 5
const BARE_PORT = PORT + 1
const CONNECTIONS = 50

const children: ChildProcess[] = []
const stop = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
}

/** Starts a child and waits for the line that says it listens; returns what that line matched. */
function started(child: ChildProcess, ready: RegExp): Promise<RegExpExecArray> {
  children.push(child)
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk
      const m = ready.exec(out)
      if (m) resolve(m)
    })
    child.once('exit', (code) => reject(new Error(`exited with ${code} before it was ready:\n${out}`)))
  })
}

/** A 2 MB photo: 2400×1600 of grain, as a camera's JPEG is; each seed another photo (the same bytes twice are stored once). */
async function photo(from = 7): Promise<Buffer> {
  const [width, height] = [2400, 1600]
  const pixels = Buffer.alloc(width * height * 3)
  let seed = from
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    pixels[i] = ((i % (width * 3)) / 12 + (seed & 127)) & 255
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 87 })
    .toBuffer()
}

function load(url: string, headers: Record<string, string> = {}) {
  return new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION }, (err, r) => (err ? reject(err) : resolve(r))),
  )
}

async function s3rver(dir: string) {
  const code = `const S3rver=require('s3rver');new S3rver({port:0,address:'127.0.0.1',silent:true,directory:${JSON.stringify(dir)}}).run().then(a=>console.log('port '+a.port))`
  const [, port] = await started(spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] }), /port (\d+)/)
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  await client.send(new CreateBucketCommand({ Bucket: 'bench-media' }))
  client.destroy()
  return {
    STORAGE_URL: `s3://bench-media?endpoint=${endpoint}&region=us-east-1&forcePathStyle=true`,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  }
}

interface Figures {
  storage: string
  uploadMs: number
  reads: autocannon.Result
  bare: autocannon.Result
}

async function measure(storage: string, dir: string, vars: Record<string, string>, bytes: Buffer): Promise<Figures> {
  const product = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      ...vars,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, storage),
      SITE_DIR: join(dir, 'no-site'),
      DATABASE_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await started(product, /Site and API on/)
  const origin = `http://127.0.0.1:${PORT}`
  const login = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const { access_token } = (await login.json()) as { access_token: string }
  const times: number[] = []
  let url = ''
  for (let i = 0; i <= UPLOADS; i++) {
    const form = new FormData()
    const sent = i === 0 ? bytes : await photo(storage.length * 100 + i)
    form.append('file', new Blob([new Uint8Array(sent)], { type: 'image/jpeg' }), 'photo.jpg')
    const t0 = performance.now()
    const res = await fetch(`${origin}/api/v1/uploads/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}` },
      body: form,
    })
    if (res.status !== 201) throw new Error(`upload on ${storage}: ${res.status} ${await res.text()}`)
    url = ((await res.json()) as { url: string }).url
    // The first warms the process (sharp's codecs, the SDK's connections) and is not counted.
    if (i > 0) times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  const copy = `${origin}/api${url.replace(/\.jpg$/, '-960.webp')}`
  const first = await fetch(copy)
  const body = Buffer.from(await first.arrayBuffer())
  const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])
  const bodyFile = join(dir, `${storage}.webp`)
  const headersFile = join(dir, `${storage}-headers.json`)
  writeFileSync(bodyFile, body)
  writeFileSync(headersFile, JSON.stringify(Object.fromEntries([...first.headers].filter(([k]) => !skip.has(k)))))
  const bare = spawn('node', ['-e', BARE, bodyFile, String(BARE_PORT), headersFile], { stdio: ['ignore', 'pipe', 'inherit'] })
  await started(bare, /ready/)
  const bareUrl = `http://127.0.0.1:${BARE_PORT}/`
  await load(bareUrl)
  await load(copy)
  const bareResult = await load(bareUrl)
  const reads = await load(copy)
  bare.kill('SIGTERM')
  product.kill('SIGTERM')
  await Promise.all([bare, product].map((c) => new Promise((r) => (c.exitCode === null ? c.once('exit', r) : r(null)))))
  return { storage, uploadMs: times[Math.floor(times.length / 2)] ?? 0, reads, bare: bareResult }
}

// scripts/bench-bare.mjs, inline: node:http answering one body with the product's headers.
const BARE = `const {readFileSync}=require('node:fs');const body=readFileSync(process.argv[1]);const headers={...JSON.parse(readFileSync(process.argv[3],'utf8')),'content-length':body.length};require('node:http').createServer((q,s)=>{s.writeHead(200,headers);s.end(body)}).listen(Number(process.argv[2]),'127.0.0.1',()=>console.log('ready'))`

const dir = mkdtempSync(join(tmpdir(), 'bench-storage-'))
try {
  const bytes = await photo()
  console.log(
    `\nStorage: a ${(bytes.length / 1024 / 1024).toFixed(1)} MB photo uploaded ${UPLOADS}× (median), then GET of its 960 px WebP, ${DURATION} s, ${CONNECTIONS} connections`,
  )
  const rows = [await measure('local', dir, {}, bytes), await measure('s3', dir, await s3rver(join(dir, 's3rver')), bytes)]
  for (const r of rows) {
    const ratio = r.reads.requests.average / r.bare.requests.average
    console.log(
      `${`storage ${r.storage}`.padEnd(14)} upload ${r.uploadMs.toFixed(0).padStart(5)} ms   media read ${r.reads.requests.average.toFixed(0).padStart(6)} req/s p50 ${r.reads.latency.p50} ms p99 ${r.reads.latency.p99} ms   bare node:http ${r.bare.requests.average.toFixed(0).padStart(6)} req/s   ratio ${ratio.toFixed(2)}   errors ${r.reads.errors + r.reads.non2xx}`,
    )
  }
} finally {
  stop()
  rmSync(dir, { recursive: true, force: true })
}
