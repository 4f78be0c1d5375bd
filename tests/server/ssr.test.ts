import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentRoutes } from '../../page-layouts/routes.ts'
import type { AppContext } from '../../server/app.ts'
import { stories } from '../../src/blocks/stories/seed.ts'
import { BOOT_LOADER } from '../../server/site/boot-loader.ts'
import { bearer, dialects, login, makeEnv, startApp, type TestEnv } from './helpers.ts'
import { renderer, siteFolder } from './ssr-site.ts'

const ar = JSON.parse(readFileSync('public/locales/ar/translation.json', 'utf8')) as Record<string, string>
const BRAND = { en: 'Lumora Learning', ar: 'لومورا للتعلّم' }
/** The origin of inject's requests (`Host: localhost:80`), which the tests' ALLOWED_HOSTS names. */
const ORIGIN = 'http://localhost:80'

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim()
const firstH1 = (html: string) => {
  const m = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)
  return m ? text(m[1] ?? '') : undefined
}
const attr = (html: string, re: RegExp) => re.exec(html)?.[1]

describe.each(dialects)('server rendering on %s', (dialect) => {
  let env: TestEnv
  let ctx: AppContext

  beforeAll(async () => {
    // inject's requests say `Host: localhost:80`: the site is known by it (see ssr-host.test.ts).
    env = await makeEnv(dialect, { ALLOWED_HOSTS: 'localhost:80' })
    env.config.siteDir = siteFolder(env.dataDir)
    ctx = await startApp(env, { renderer })
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers })

  const plainRoutes = contentRoutes.filter((r) => !r.path.includes(':'))

  for (const lng of ['en', 'ar'] as const)
    it(`renders every route in ${lng}: status, <html lang dir>, title, hreflang and its content`, async () => {
      for (const route of plainRoutes) {
        const res = await get(`${route.path}?lng=${lng}`)
        expect(res.statusCode, route.path).toBe(200)
        const html = res.body
        expect(attr(html, /<html lang="(\w+)"/), route.path).toBe(lng)
        expect(attr(html, /<html lang="\w+" dir="(\w+)"/), route.path).toBe(lng === 'ar' ? 'rtl' : 'ltr')
        const name = lng === 'ar' ? ar[route.title] : route.title
        expect(text(attr(html, /<title>([^<]*)<\/title>/) ?? ''), route.path).toBe(`${name} - ${BRAND[lng]}`)
        for (const alt of ['en', 'ar'])
          expect(html, route.path).toContain(`<link rel="alternate" hreflang="${alt}" href="http://localhost:80${route.path}?lng=${alt}">`)
        expect(html, route.path).toContain(`<link rel="alternate" hreflang="x-default" href="http://localhost:80${route.path}">`)
        expect(html, route.path).toContain(`<link rel="canonical" href="http://localhost:80${route.path}?lng=${lng}">`)
        // The content is in the HTML (the header's navigation at least). The one script that runs is
        // the loader that fetches the site's code after the first paint: nothing finishes the page.
        expect(html, route.path).toContain(lng === 'ar' ? 'التنقل الرئيسي' : 'Main navigation')
        expect(html.match(/<script(?![^>]*type="application\/(json|ld\+json)")[^>]*>[\s\S]*?<\/script>/g), route.path).toEqual([
          `<script data-entry="/assets/index-test.js" data-preload="">${BOOT_LOADER}</script>`,
        ])
        expect(html, route.path).toContain('<script id="__SSR_STATE__" type="application/json">')
      }
    })

  /** The head's canonical link and its hreflang alternates. */
  const linksOf = (html: string) => ({
    canonical: attr(html, /<link rel="canonical" href="([^"]*)">/),
    alternates: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)">/g)].map((m) => [m[1], m[2]]),
    ),
    ogUrl: attr(html, /<meta property="og:url" content="([^"]*)">/),
  })

  it('every address a visitor lands on has a self-referencing canonical among one set of alternates (Google’s rules, Lighthouse’s audit)', async () => {
    const story = stories[0] as { id: string }
    for (const path of ['/', '/about', `/customer-stories/${story.id}`]) {
      const set = { en: `${ORIGIN}${path}?lng=en`, ar: `${ORIGIN}${path}?lng=ar`, 'x-default': `${ORIGIN}${path}` }
      // As a visitor arrives (the language detected, English or Arabic), and at each language's own address.
      const visits: [string, Record<string, string>][] = [
        [path, {}],
        [path, { 'accept-language': 'ar' }],
        [`${path}?lng=en`, {}],
        [`${path}?lng=ar`, { cookie: 'i18next=en' }],
      ]
      for (const [url, headers] of visits) {
        const res = await get(url, headers)
        expect(res.statusCode, url).toBe(200)
        const { canonical, alternates, ogUrl } = linksOf(res.body)
        // Every language points at every other, and x-default at the address that detects the language.
        expect(alternates, url).toEqual(set)
        // Self-referencing: the canonical is the address requested, so never another alternate (Lighthouse:
        // 'points to another hreflang location' when both the page and its canonical are alternates and differ).
        expect(canonical, url).toBe(`${ORIGIN}${url}`)
        expect(Object.values(alternates), url).toContain(canonical)
        expect(ogUrl, url).toBe(canonical)
      }
    }
    // The detected page and the language's own one are kept apart: each keeps its own canonical.
    expect(linksOf((await get('/?lng=ar')).body).canonical).toBe(`${ORIGIN}/?lng=ar`)
    expect(linksOf((await get('/', { 'accept-language': 'ar' })).body).canonical).toBe(`${ORIGIN}/`)
    expect(linksOf((await get('/?lng=ar')).body).canonical).toBe(`${ORIGIN}/?lng=ar`)
  })

  it('lets the page run its loader by the hash of its text, and no other inline script', async () => {
    const res = await get('/about?lng=en')
    const loader = /<script data-entry="[^"]*" data-preload="[^"]*">([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? ''
    expect(loader).toContain("script.type = 'module'")
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]?.split(' ')
    expect(scriptSrc).toEqual(["'self'", `'sha256-${createHash('sha256').update(loader).digest('base64')}'`])
  })

  /** Every detail page the stored content has: routes.ts `detail` names the list its ids come from. */
  const detailPages = async () => {
    const out: { path: string; title: string; item: { id: string; title: { en: string; ar: string } } }[] = []
    for (const route of contentRoutes) {
      if (!route.detail) continue
      const { page, order, list } = route.detail
      const blocks = (await get(`/api/v1/pages/${page}`)).json().blocks as { order: number; content: Record<string, unknown> }[]
      const items = (blocks.find((b) => b.order === order)?.content[list] ?? []) as { id: string; title: { en: string; ar: string } }[]
      for (const item of items) out.push({ path: route.path.replace(/:\w+/, encodeURIComponent(item.id)), title: route.title, item })
    }
    return out
  }

  for (const lng of ['en', 'ar'] as const)
    it(`renders every detail page in ${lng}: status, title, and the item's own title as the first heading`, async () => {
      const pages = await detailPages()
      // The seed's stories (at least 20), posts (14) and vacancies, each with a page.
      expect(pages.filter((p) => p.path.startsWith('/customer-stories/')).length).toBeGreaterThanOrEqual(20)
      expect(pages.filter((p) => p.path.startsWith('/resources/')).length).toBeGreaterThanOrEqual(14)
      for (const { path, title, item } of pages) {
        const res = await get(`${path}?lng=${lng}`)
        expect(res.statusCode, path).toBe(200)
        const name = lng === 'ar' ? ar[title] : title
        expect(text(attr(res.body, /<title>([^<]*)<\/title>/) ?? ''), path).toBe(`${name} - ${BRAND[lng]}`)
        expect(firstH1(res.body), path).toBe(item.title[lng])
        expect(attr(res.body, /<html lang="\w+" dir="(\w+)"/), path).toBe(lng === 'ar' ? 'rtl' : 'ltr')
      }
    })

  it('detail pages are titled with the route table’s names, in each language: Customer Story detail, Resource detail, Vacancy Details', async () => {
    const names = {
      '/customer-stories/': { en: 'Customer Story detail', ar: 'تفاصيل قصة العميل' },
      '/resources/': { en: 'Resource detail', ar: 'تفاصيل المورد' },
      '/vacancy-details/': { en: 'Vacancy Details', ar: 'تفاصيل الوظيفة' },
    }
    const pages = await detailPages()
    for (const [prefix, name] of Object.entries(names)) {
      const page = pages.find((p) => p.path.startsWith(prefix))
      if (!page) throw new Error(`no detail page under ${prefix}`)
      for (const lng of ['en', 'ar'] as const)
        expect(text(attr((await get(`${page.path}?lng=${lng}`)).body, /<title>([^<]*)<\/title>/) ?? ''), page.path).toBe(
          `${name[lng]} - ${BRAND[lng]}`,
        )
    }
  })

  it('the first heading is the page’s own: About’s hero title, the privacy policy’s title, in each language', async () => {
    expect(firstH1((await get('/about?lng=en')).body)).toBe('We build learning that works for people in the Gulf')
    expect(firstH1((await get('/about?lng=ar')).body)).toBe('نبني تجارب تعلّم تناسب الناس في منطقة الخليج')
    expect(firstH1((await get('/privacy-policy?lng=en')).body)).toBe('Privacy Policy')
    expect(firstH1((await get('/privacy-policy?lng=ar')).body)).toBe('سياسة الخصوصية')
  })

  it('the footer’s newsletter button waits for the page’s script: the browser would send the address in the URL', async () => {
    const body = (await get('/about?lng=en')).body
    expect(body).toMatch(/<form class="newsletter-form"/)
    expect(body).toMatch(/<button type="submit" class="[^"]*newsletter-form__submit"[^>]*disabled=""/)
  })

  it('chooses the language from ?lng, then the i18next cookie, then Accept-Language, then English', async () => {
    const lang = async (headers: Record<string, string>, url = '/about') => attr((await get(url, headers)).body, /<html lang="(\w+)"/)
    expect(await lang({})).toBe('en')
    expect(await lang({ 'accept-language': 'fr-FR,ar-SA;q=0.8,en;q=0.5' })).toBe('ar')
    expect(await lang({ cookie: 'theme=dark; i18next=en', 'accept-language': 'ar' })).toBe('en')
    expect(await lang({ cookie: 'i18next=ar' }, '/about?lng=en')).toBe('en')
    expect(await lang({ cookie: 'i18next=ar' })).toBe('ar')
    const res = await get('/about', { cookie: 'i18next=ar' })
    expect(res.headers.vary).toContain('Cookie')
    expect(res.headers['content-language']).toBe('ar')
  })

  it('answers unknown paths and unknown detail ids with 404 and the spec’s texts', async () => {
    const unknown = await get('/no-such-page')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toContain('Page not found')
    expect(unknown.body).toContain('<meta name="robots" content="noindex">')
    expect(text(attr(unknown.body, /<title>([^<]*)<\/title>/) ?? '')).toBe(BRAND.en)
    const missing = {
      '/customer-stories/no-such-story': 'Story content not found!',
      '/vacancy-details/no-such-vacancy': 'Vacancy content not found!',
      '/resources/no-such-post': 'Resource content not found!',
    }
    for (const [path, message] of Object.entries(missing))
      for (const lng of ['en', 'ar']) {
        const res = await get(`${path}?lng=${lng}`)
        expect(res.statusCode, path).toBe(404)
        expect(text(res.body), path).toContain(lng === 'ar' ? ar[message] : message)
      }
  })

  it('redirects /blog, /events and /careers/{id} as the route table says', async () => {
    expect((await get('/blog')).headers.location).toBe('/resources?filter=blog')
    // The query is kept, and only for the request that carried it.
    expect((await get('/blog?lng=en&utm_source=x')).headers.location).toBe('/resources?lng=en&utm_source=x&filter=blog')
    expect((await get('/blog')).headers.location).toBe('/resources?filter=blog')
    expect((await get('/events')).headers.location).toBe('/resources?filter=event')
    const vacancy = await get('/careers/dev-1')
    expect(vacancy.statusCode).toBe(301)
    expect(vacancy.headers.location).toBe('/vacancy-details/dev-1')
  })

  it('redirects /careers/{id} for a hostile id too: the id encoded into one path segment, never a 500 or a header of its own', async () => {
    for (const [id, encoded] of [
      ['%0d%0aSet-Cookie:%20stolen=1', '%0D%0ASet-Cookie%3A%20stolen%3D1'],
      ['%0aLocation:%20https:evil.example', '%0ALocation%3A%20https%3Aevil.example'],
      ['%22%3E%3Cscript%3E', '%22%3E%3Cscript%3E'],
      ['%5C%5Cevil.example', '%5C%5Cevil.example'],
      ['a%3Fb%23c', 'a%3Fb%23c'],
      ['%D9%88%D8%B8%D9%8A%D9%81%D8%A9', '%D9%88%D8%B8%D9%8A%D9%81%D8%A9'],
    ]) {
      const res = await get(`/careers/${id}`)
      expect(res.statusCode, id).toBe(301)
      expect(res.headers.location, id).toBe(`/vacancy-details/${encoded}`)
      expect(res.headers['set-cookie'], id).toBeUndefined()
    }
    // A slash decoded from the id makes it no vacancy address at all: never a redirect off the site.
    expect((await get('/careers/%2F%2Fevil.example')).headers.location).toBeUndefined()
  })

  it('keeps the login page, admin pages and edit mode client-side: the shell in the visitor’s language', async () => {
    // A visitor's /about rendered first must not be what /about?edit=true gets, nor the reverse.
    expect((await get('/about?lng=ar')).body).toContain('<h1')
    for (const path of ['/login', '/admin/blocks', '/about?edit=true']) {
      const res = await get(`${path}${path.includes('?') ? '&' : '?'}lng=ar`)
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('<html lang="ar" dir="rtl">')
      expect(res.body).toContain('<div id="root"></div>')
    }
    expect((await get('/about?lng=ar')).body).toContain('<h1')
  })

  it('the home page describes the organisation in JSON-LD; pages preview with their hero image', async () => {
    const home = (await get('/?lng=en')).body
    const ld = JSON.parse(attr(home, /<script type="application\/ld\+json">([^<]*)<\/script>/) ?? '{}') as Record<string, unknown>
    expect(ld).toMatchObject({ '@type': 'Organization', name: BRAND.en, url: 'http://localhost:80/' })
    const about = (await get('/about?lng=en')).body
    expect(about).toMatch(/<meta property="og:image" content="http:\/\/localhost:80\/media\/about\/[^"]+">/)
    expect(about).toMatch(/<meta name="twitter:card" content="summary_large_image">/)
    expect(about).toMatch(/<meta name="description" content="[^"]{50,}">/)
  })

  it('/sitemap.xml lists every route in both languages with its alternates; /robots.txt points to it', async () => {
    const res = await get('/sitemap.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/xml')
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    for (const route of plainRoutes)
      for (const lng of ['en', 'ar']) expect(locs, route.path).toContain(`http://localhost:80${route.path}?lng=${lng}`)
    expect(res.body).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:80/about"/>')
    // Every stored story, post and vacancy has its page listed, in both languages; nothing else under their paths.
    const details = (await detailPages()).map((p) => p.path)
    expect(details.length).toBeGreaterThan(34)
    for (const path of details) for (const lng of ['en', 'ar']) expect(locs, path).toContain(`http://localhost:80${path}?lng=${lng}`)
    const listed = locs.filter((loc) => /\/(customer-stories|resources|vacancy-details)\/[^?]/.test(loc ?? ''))
    expect(listed.length).toBe(details.length * 2)
    const robots = await get('/robots.txt')
    expect(robots.body).toContain('Sitemap: http://localhost:80/sitemap.xml')
    expect(robots.body).toContain('Disallow: /api/')
  })

  it('a write drops the rendered HTML of every page that shows the block, and only those', async () => {
    const auth = bearer((await login(ctx)).access_token)
    const etag = async (url: string) => (await get(url)).headers.etag
    const before = { about: await etag('/about?lng=en'), privacy: await etag('/privacy-policy?lng=en') }
    expect(await etag('/about?lng=en')).toBe(before.about)

    const page = (await get('/api/v1/pages/about')).json() as {
      blocks: { id: string; block_type: string; version: number; content: Record<string, unknown> }[]
    }
    const hero = page.blocks.find((b) => b.block_type === 'hero')
    if (!hero) throw new Error('About has no hero')
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/pages/blocks/${hero.id}`,
      headers: auth,
      payload: {
        type: 'hero',
        version: hero.version,
        content: { ...hero.content, title: { en: 'Rendered again after a write', ar: 'عنوان جديد' } },
      },
    })
    expect(put.statusCode).toBe(200)
    expect(firstH1((await get('/about?lng=en')).body)).toBe('Rendered again after a write')
    expect(await etag('/privacy-policy?lng=en')).toBe(before.privacy)

    // The header shows on every page: its write drops them all.
    const header = ((await get('/api/v1/pages/header')).json() as typeof page).blocks[0]!
    const brand = { ...(header.content.brand as object), name: { en: 'Lumora Academy', ar: 'أكاديمية لومورا' } }
    const putHeader = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/pages/blocks/${header.id}`,
      headers: auth,
      payload: { type: 'header', version: header.version, content: { ...header.content, brand } },
    })
    expect(putHeader.statusCode).toBe(200)
    expect(attr((await get('/privacy-policy?lng=en')).body, /<title>([^<]*)<\/title>/)).toBe('Privacy policy - Lumora Academy')
    expect(attr((await get('/about?lng=en')).body, /<title>([^<]*)<\/title>/)).toBe('About - Lumora Academy')
  })
  it('names the code the browser loads before hydrating: each place with its view, and what a block draws inside it', async () => {
    const raw = /<script id="__SSR_STATE__"[^>]*>([\s\S]*?)<\/script>/.exec((await get('/?lng=en')).body)?.[1] ?? '{}'
    const { blocks } = JSON.parse(raw) as { blocks: string[] }
    // Home draws customer stories' block 2 with its showcase view, and resources' posts inside block 7.
    expect(blocks).toEqual(expect.arrayContaining(['hero', 'stories:showcase', 'insights', 'posts:insights']))
    // Not the stories list itself (its pager, filters and story pages), which home never draws.
    expect(blocks).not.toContain('stories')
  })

  it('renders what visitors see: a draft block is left out, in the HTML and its state, until it is published', async () => {
    const auth = bearer((await login(ctx)).access_token)
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/pages/privacy-policy/blocks',
      headers: auth,
      payload: { block_type: 'cta', content: { hidden: true, title: { en: 'A draft call to action', ar: 'دعوة مسودة' } } },
    })
    expect(created.statusCode).toBe(201)
    const block = created.json() as { id: string; version: number; content: Record<string, unknown> }
    const html = async () => (await get('/privacy-policy?lng=en')).body
    expect(await html()).not.toContain('A draft call to action')
    // The state the browser hydrates with leaves it out too.
    expect(/<script id="__SSR_STATE__"[^>]*>([\s\S]*?)<\/script>/.exec(await html())?.[1]).not.toContain('A draft call to action')
    const { hidden: _, ...content } = block.content
    const published = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/pages/blocks/${block.id}`,
      headers: auth,
      payload: { type: 'cta', version: block.version, content },
    })
    expect(published.statusCode).toBe(200)
    expect(await html()).toContain('A draft call to action')
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/pages/blocks/${block.id}`, headers: auth })
    expect(removed.statusCode).toBe(204)
  })

  it('a list’s HTML holds its stories without their own pages; a story’s page holds its own story alone', async () => {
    type Story = { id: string; title: { en: string }; detailContent: { body: { text: { en: string } }[] } }
    const story = stories[0] as Story
    const other = stories[1] as Story
    const paragraph = story.detailContent.body.find((part) => part.text.en.length > 40)?.text.en as string
    const escaped = (t: string) => JSON.stringify(t).slice(1, -1)
    const list = (await get('/customer-stories?lng=en')).body
    expect(list).toContain(escaped(story.title.en))
    expect(list).not.toContain(escaped(paragraph))
    const home = (await get('/?lng=en')).body
    expect(home).not.toContain(escaped(paragraph))
    const own = (await get(`/customer-stories/${story.id}?lng=en`)).body
    expect(text(own)).toContain(paragraph)
    expect(own).not.toContain(escaped(other.title.en))
  })
})
