import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { bearer, dialects, login, makeEnv, startApp, type TestEnv } from './helpers.ts'
import { renderer, siteFolder } from './ssr-site.ts'

interface Block {
  id: string
  block_type: string
  order: number
  version: number
  content: Record<string, unknown>
}

/**
 * Issue 25 item 2: a new item of any list is a draft (`hidden: true`) until it is published:
 * visitors' page reads, the rendered HTML in both languages, the sitemap and the item's own page
 * (404) leave it out. The lists an editor adds to in the block panel: vacancies, awards, FAQ,
 * menu and footer items.
 */
describe.each(dialects)('draft list items on %s', (dialect) => {
  let env: TestEnv
  let ctx: AppContext
  let auth: Record<string, string>

  beforeAll(async () => {
    env = await makeEnv(dialect, { ALLOWED_HOSTS: 'localhost:80' })
    env.config.siteDir = siteFolder(env.dataDir)
    ctx = await startApp(env, { renderer })
    auth = bearer((await login(ctx)).access_token)
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers })
  const blockAt = async (slug: string, order: number) =>
    ((await get(`/api/v1/pages/${slug}`, auth)).json() as { blocks: Block[] }).blocks.find((b) => b.order === order) as Block
  const put = async (block: Block, content: Record<string, unknown>) => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/pages/blocks/${block.id}`,
      headers: auth,
      payload: { type: block.block_type, version: block.version, content },
    })
    expect(res.statusCode, res.body).toBe(200)
  }
  /** What a visitor gets of `path`: the page read, and the HTML in both languages. */
  const visitorSees = async (slug: string, path: string, text: string) => {
    const read = (await get(`/api/v1/pages/${slug}`)).body.includes(text)
    const html = await Promise.all(['en', 'ar'].map(async (lng) => (await get(`${path}?lng=${lng}`)).body.includes(text)))
    return [read, ...html]
  }

  /**
   * Adds `item` as a draft to the list at `list` of the block at `order` of `slug`: visitors do not
   * see `text` anywhere; once published (the flag gone), they see it in the read and both HTMLs.
   */
  async function draftThenPublish(
    { slug, order, path, text }: { slug: string; order: number; path: string; text: string },
    add: (content: Record<string, unknown>, item: Record<string, unknown>) => Record<string, unknown>,
    item: Record<string, unknown>,
    between?: () => Promise<void>,
  ) {
    const before = await blockAt(slug, order)
    await put(before, add(before.content, { ...item, hidden: true }))
    expect(await visitorSees(slug, path, text)).toEqual([false, false, false])
    // Editors see it.
    expect((await get(`/api/v1/pages/${slug}`, auth)).body).toContain(text)
    await between?.()
    const drafted = await blockAt(slug, order)
    await put(drafted, add(before.content, item))
    expect(await visitorSees(slug, path, text)).toEqual([true, true, true])
    await put(await blockAt(slug, order), before.content)
  }

  it('a new vacancy: no page (404), not in the careers read, HTML or sitemap until published', async () => {
    const id = 'draft-vacancy-engineer'
    const title = { en: 'Draft vacancy engineer', ar: 'مهندس وظيفة مسودة' }
    const vacancyPage = () => get(`/vacancy-details/${id}?lng=en`)
    const inSitemap = async () => (await get('/sitemap.xml')).body.includes(`/vacancy-details/${id}`)
    await draftThenPublish(
      { slug: 'careers', order: 2, path: '/careers', text: title.en },
      (c, item) => ({ ...c, vacancies: [...(c.vacancies as unknown[]), item] }),
      { id, title, location: { en: 'Riyadh', ar: 'الرياض' }, type: { en: 'Full time', ar: 'دوام كامل' } },
      async () => {
        expect((await vacancyPage()).statusCode).toBe(404)
        expect((await get(`/vacancy-details/${id}?lng=ar`)).statusCode).toBe(404)
        expect((await get(`/api/v1/pages/careers?item=${id}`)).body).not.toContain(title.en)
        expect(await inSitemap()).toBe(false)
      },
    )
    // Published, then taken back out by the restore above: while it stood, its page answered.
    const careers = await blockAt('careers', 2)
    await put(careers, { ...careers.content, vacancies: [...(careers.content.vacancies as unknown[]), { id, title }] })
    expect((await vacancyPage()).statusCode).toBe(200)
    expect(await inSitemap()).toBe(true)
    const after = await blockAt('careers', 2)
    await put(after, { ...after.content, vacancies: (after.content.vacancies as { id: string }[]).filter((v) => v.id !== id) })
  })

  it('a new award is a draft until published', async () => {
    await draftThenPublish(
      { slug: 'our-awards', order: 2, path: '/our-awards', text: 'Draft award of the year' },
      (c, item) => ({ ...c, awards: [...(c.awards as unknown[]), item] }),
      { name: { en: 'Draft award of the year', ar: 'جائزة مسودة' } },
    )
  })

  it('a new FAQ item is a draft until published', async () => {
    await draftThenPublish(
      { slug: 'solutions-integrations', order: 4, path: '/solutions/totara-integrations', text: 'Is this draft question seen?' },
      (c, item) => ({ ...c, items: [...(c.items as unknown[]), item] }),
      { question: { en: 'Is this draft question seen?', ar: 'هل يُرى هذا السؤال؟' }, answer: { en: 'Not yet.', ar: 'ليس بعد.' } },
    )
  })

  it('a new menu item is a draft until published: no page shows it', async () => {
    await draftThenPublish(
      { slug: 'header', order: 1, path: '/about', text: 'Draft menu entry' },
      (c, item) => ({ ...c, menuItems: [...(c.menuItems as unknown[]), item] }),
      { label: { en: 'Draft menu entry', ar: 'بند مسودة' }, path: '/about' },
    )
  })

  it('a new footer link is a draft until published', async () => {
    await draftThenPublish(
      { slug: 'footer', order: 1, path: '/about', text: 'Draft footer link' },
      (c, item) => {
        const [first, ...rest] = c.columns as { links: unknown[] }[]
        return { ...c, columns: [{ ...first, links: [...(first?.links ?? []), item] }, ...rest] }
      },
      { label: { en: 'Draft footer link', ar: 'رابط مسودة' }, path: '/about' },
    )
  })
})
