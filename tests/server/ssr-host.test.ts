import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { stories } from '../../src/blocks/stories/seed.ts'
import { dialects, makeEnv, startApp, type TestEnv } from './helpers.ts'
import { renderer, siteFolder } from './ssr-site.ts'

const EVIL = 'evil.example'
const storyPath = `/customer-stories/${(stories[0] as { id: string }).id}?lng=en`

/** An app rendering the site with this configuration; `get` sends the Host given (inject's own is localhost:80). */
function site(env: Record<string, string>) {
  let testEnv: TestEnv
  const s = {
    ctx: undefined as unknown as AppContext,
    get: (url: string, host?: string) => s.ctx.app.inject({ url, headers: host ? { host } : {} }),
  }
  beforeAll(async () => {
    testEnv = await makeEnv(dialects[0] as 'sqlite', env)
    testEnv.config.siteDir = siteFolder(testEnv.dataDir)
    s.ctx = await startApp(testEnv, { renderer })
  })
  afterAll(async () => {
    await s.ctx?.app.close()
    await testEnv?.cleanup()
  })
  return s
}

const untimed = (html: string) => html.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0')
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1]

describe('a forged Host changes nothing another visitor receives', () => {
  describe('without SITE_URL or ALLOWED_HOSTS: the listening address is the site’s', () => {
    // The server is not listening in these tests: PORT (8000 by default) is its port.
    const s = site({})
    const home = 'localhost:8000'

    it('a forged request that fills the cache: the next visitor’s HTML is the same bytes as a clean render', async () => {
      for (const path of ['/about?lng=en', '/?lng=ar', storyPath]) {
        const forged = await s.get(path, EVIL)
        expect(forged.statusCode, path).toBe(200)
        expect(forged.body, path).not.toContain(EVIL)
        const next = await s.get(path, home)
        expect(next.body, path).not.toContain(EVIL)
        // Rendered again from nothing (the header's drop drops every page's HTML): the same bytes,
        // but for the times the embedded state was made at.
        s.ctx.cache.drop('header')
        expect(untimed((await s.get(path, home)).body), path).toBe(untimed(next.body))
        expect(canonical(next.body), path).toMatch(/^http:\/\/localhost:8000\//)
        // The share links and the state the browser hydrates with carry the site's own origin too.
        if (path === storyPath) expect(next.body).toContain(encodeURIComponent(`http://${home}/customer-stories/`))
        expect(/<script id="__SSR_STATE__"[^>]*>([\s\S]*?)<\/script>/.exec(next.body)?.[1], path).toContain(`"origin":"http://${home}"`)
      }
    })

    it('a forged request after a visitor’s: the kept HTML is untouched', async () => {
      const before = await s.get('/privacy-policy?lng=en', home)
      await s.get('/privacy-policy?lng=en', EVIL)
      await s.get('/privacy-policy?lng=en', `${EVIL}:8000`)
      const after = await s.get('/privacy-policy?lng=en', home)
      expect(after.body).toBe(before.body)
      expect(after.headers.etag).toBe(before.headers.etag)
    })

    it('each host the site is known by gets its own origin; 127.0.0.1 is one', async () => {
      expect(canonical((await s.get('/about?lng=en', '127.0.0.1:8000')).body)).toBe('http://127.0.0.1:8000/about?lng=en')
      expect(canonical((await s.get('/about?lng=en', home)).body)).toBe('http://localhost:8000/about?lng=en')
      // A port the site does not listen on is another host.
      expect(canonical((await s.get('/about?lng=en', 'localhost:9999')).body)).toBe('http://localhost:8000/about?lng=en')
    })

    it('/sitemap.xml and /robots.txt do not echo a forged Host', async () => {
      for (const path of ['/sitemap.xml', '/robots.txt']) {
        const forged = await s.get(path, EVIL)
        expect(forged.body, path).not.toContain(EVIL)
        expect(forged.body, path).toBe((await s.get(path, home)).body)
      }
      expect((await s.get('/robots.txt', EVIL)).body).toContain('Sitemap: http://localhost:8000/sitemap.xml')
    })
  })

  describe('with ALLOWED_HOSTS', () => {
    const s = site({ ALLOWED_HOSTS: 'WWW.Example.com, example.com:8443' })

    it('takes the hosts it lists, and gives any other the first', async () => {
      expect(canonical((await s.get('/about?lng=en', 'www.example.com')).body)).toBe('http://www.example.com/about?lng=en')
      expect(canonical((await s.get('/about?lng=en', 'example.com:8443')).body)).toBe('http://example.com:8443/about?lng=en')
      const forged = await s.get('/about?lng=en', EVIL)
      expect(canonical(forged.body)).toBe('http://www.example.com/about?lng=en')
      expect(forged.body).not.toContain(EVIL)
      expect((await s.get('/sitemap.xml', 'localhost:8000')).body).not.toContain('localhost')
    })
  })

  describe('with SITE_URL', () => {
    const s = site({ SITE_URL: 'https://www.example.com/' })

    it('writes SITE_URL whatever the Host', async () => {
      const forged = await s.get('/about?lng=en', EVIL)
      expect(canonical(forged.body)).toBe('https://www.example.com/about?lng=en')
      expect(forged.body).not.toContain(EVIL)
      expect((await s.get('/robots.txt', EVIL)).body).toContain('Sitemap: https://www.example.com/sitemap.xml')
    })
  })

  it('refuses an ALLOWED_HOSTS entry that is not a host[:port]', () => {
    expect(() =>
      loadConfig({ ALLOWED_HOSTS: 'www.example.com,https://evil.example/' }, { dataDir: '/tmp', jwtSecret: 'x'.repeat(32) }),
    ).toThrow(/ALLOWED_HOSTS/)
  })
})
