import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { makeEnv, startApp, type TestEnv } from './helpers.ts'

// Serving the built site does not depend on the database: SQLite is enough.
describe('serving the built site', () => {
  let env: TestEnv
  let ctx: AppContext
  const INDEX = `<!doctype html><html><body><div id="root"></div><script src="/assets/main-abc123.js"></script>${'<!-- padding -->'.repeat(60)}</body></html>`
  const ASSET = `console.log(${JSON.stringify('Lumora Learning '.repeat(100))})`

  beforeAll(async () => {
    env = await makeEnv('sqlite')
    const site = join(env.dataDir, 'site')
    mkdirSync(join(site, 'assets'), { recursive: true })
    mkdirSync(join(site, 'locales', 'ar'), { recursive: true })
    writeFileSync(join(site, 'index.html'), INDEX)
    writeFileSync(join(site, 'assets', 'main-abc123.js'), ASSET)
    // What the build's compression step writes beside each text file.
    writeFileSync(join(site, 'assets', 'main-abc123.js.br'), brotliCompressSync(ASSET))
    writeFileSync(join(site, 'assets', 'main-abc123.js.gz'), gzipSync(ASSET))
    writeFileSync(join(site, 'locales', 'ar', 'translation.json'), '{"Save":"حفظ"}')
    mkdirSync(join(site, 'media'))
    writeFileSync(join(site, 'media', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    env.config.siteDir = site
    ctx = await startApp(env)
  })
  afterAll(async () => {
    await ctx.app.close()
    await env.cleanup()
  })

  it('answers a route of the route table with index.html, 200 and no-cache', async () => {
    for (const url of ['/', '/about', '/customer-stories/some-story', '/login/create-new-password', '/about?edit=true']) {
      const res = await ctx.app.inject({ url })
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toBe(INDEX)
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.headers['content-type']).toContain('text/html')
    }
  })

  it('answers an unknown path with index.html and HTTP 404, so the 404 page shows', async () => {
    const res = await ctx.app.inject({ url: '/no-such-page' })
    expect(res.statusCode).toBe(404)
    expect(res.body).toBe(INDEX)
  })

  it('serves hashed assets for a year, immutable, and translations without caching', async () => {
    const asset = await ctx.app.inject({ url: '/assets/main-abc123.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    // Never revalidated, so no validators or ranges to carry on each of them.
    expect(asset.headers.etag).toBeUndefined()
    expect(asset.headers['last-modified']).toBeUndefined()
    expect(asset.headers['accept-ranges']).toBeUndefined()
    const locale = await ctx.app.inject({ url: '/locales/ar/translation.json' })
    expect(locale.statusCode).toBe(200)
    expect(locale.json()).toEqual({ Save: 'حفظ' })
    expect(locale.headers['cache-control']).toBe('no-cache')
    expect(locale.headers.etag).toBeTruthy()
  })

  it('serves the precompressed brotli or gzip copy of an asset as Accept-Encoding allows, with Vary', async () => {
    const br = await ctx.app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    // RFC 9239's type, without a charset (module scripts are always UTF-8): fewer bytes per file.
    expect(br.headers['content-type']).toBe('text/javascript')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const gz = await ctx.app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ASSET)
    const plain = await ctx.app.inject({ url: '/assets/main-abc123.js' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(ASSET)
  })

  it('compresses index.html for every route too', async () => {
    const res = await ctx.app.inject({ url: '/about', headers: { 'accept-encoding': 'br' } })
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers.vary).toBe('Accept-Encoding')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX)
  })

  it('sends the security headers with every document, the 404 page included', async () => {
    for (const url of ['/', '/no-such-page', '/assets/missing.js', '/about?x=.js']) {
      const res = await ctx.app.inject({ url })
      expect(res.headers['content-type'], url).toContain('text/html')
      expect(res.headers['x-content-type-options'], url).toBe('nosniff')
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'")
      expect(res.headers['x-frame-options'], url).toBe('DENY')
    }
  })

  it('chooses the headers by the path, not the query: a document or an SVG named .js or .css in its query keeps CSP and frame headers', async () => {
    for (const url of ['/index.html?x=.js', '/index.html', '/media/logo.svg?.css', '/media/logo.svg', '/media/logo.svg?a=b.png']) {
      const res = await ctx.app.inject({ url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'")
      expect(res.headers['x-frame-options'], url).toBe('DENY')
    }
    // And the other way round: a script asked for with a query is still a script.
    const script = await ctx.app.inject({ url: '/assets/main-abc123.js?v=1' })
    expect(script.statusCode).toBe(200)
    expect(script.headers['content-security-policy']).toBeUndefined()
  })

  it('sends HSTS only over https: plain http never, X-Forwarded-Proto only from a trusted proxy', async () => {
    const plain = await ctx.app.inject({ url: '/' })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    // TRUST_PROXY is off here: a client's own X-Forwarded-Proto is not believed.
    const forged = await ctx.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } })
    expect(forged.headers['strict-transport-security']).toBeUndefined()
  })

  it('sends scripts and translations with nosniff only: a page policy means nothing on them, and they are a dozen per visit', async () => {
    for (const url of ['/assets/main-abc123.js', '/locales/ar/translation.json']) {
      const res = await ctx.app.inject({ url })
      expect(res.headers['x-content-type-options'], url).toBe('nosniff')
      expect(res.headers['content-security-policy'], url).toBeUndefined()
    }
  })

  it('still answers unknown API paths with a JSON 404', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/nothing-here' })
    expect(res.statusCode).toBe(404)
    expect(res.json().error.code).toBe('NOT_FOUND')
  })
})

describe('HSTS behind a trusted proxy', () => {
  let env: TestEnv
  let ctx: AppContext

  beforeAll(async () => {
    env = await makeEnv('sqlite', { TRUST_PROXY: '127.0.0.1' })
    const site = join(env.dataDir, 'site')
    mkdirSync(site, { recursive: true })
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>x</title>')
    env.config.siteDir = site
    ctx = await startApp(env)
  })
  afterAll(async () => {
    await ctx.app.close()
    await env.cleanup()
  })

  const HSTS = 'max-age=31536000; includeSubDomains'

  it('sends Strict-Transport-Security on every answer the proxy received over https: pages, files, the API, errors', async () => {
    for (const url of [
      '/',
      '/index.html',
      '/no-such-page',
      '/api/v1/health',
      '/api/v1/pages/nothing-here',
      '/api/v1/submissions',
      '/%E0%A4%A',
    ]) {
      const res = await ctx.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } })
      expect(res.headers['strict-transport-security'], url).toBe(HSTS)
    }
  })

  it('never over plain http, nor when the https comes from a client the proxy setting does not trust', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'http' }]) {
      const res = await ctx.app.inject({ url: '/', headers })
      expect(res.headers['strict-transport-security']).toBeUndefined()
    }
    const untrusted = await ctx.app.inject({ url: '/', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-proto': 'https' } })
    expect(untrusted.headers['strict-transport-security']).toBeUndefined()
  })
})
