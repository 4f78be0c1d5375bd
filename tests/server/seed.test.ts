import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse, safeParse } from 'zod/mini'
import { contentRoutes, pageKeys } from '../../page-layouts/routes.ts'
import { schemaForType } from '../../schemas/blocks/index.ts'
import { namesOnly } from '../../schemas/copy-style/rules.ts'
import type { AppContext } from '../../server/app.ts'
import { seedContent } from '../../server/seed/content.ts'
import { firstBlock } from './fixtures.ts'
import { dialects, makeEnv, startApp, type TestEnv } from './helpers.ts'

interface MenuItem {
  id: string
  label: { en: string; ar: string }
  path: string
  children?: MenuItem[]
}

interface Link {
  id: string
  label: { en: string; ar: string }
  path: string
}

function walkMenu(items: MenuItem[], visit: (item: MenuItem) => void) {
  for (const item of items) {
    visit(item)
    walkMenu(item.children ?? [], visit)
  }
}

/** Every {en, ar} pair of strings in a value, with its path. */
function localizedPairs(value: unknown, path = '', out: { path: string; en: string; ar: string }[] = []) {
  if (!value || typeof value !== 'object') return out
  const v = value as Record<string, unknown>
  if (typeof v.en === 'string' && typeof v.ar === 'string') out.push({ path, en: v.en, ar: v.ar })
  for (const [k, child] of Object.entries(v)) localizedPairs(child, `${path}/${k}`, out)
  return out
}

const ARABIC_LETTER = /[\u0621-\u064A]/
/** Values that hold no words to translate: an e-mail address reads the same in both languages. */
const UNTRANSLATABLE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const seedEntries = Object.entries(seedContent).flatMap(([slug, blocks]) => (blocks ?? []).map((block) => ({ slug, block })))

describe('seed content (no database)', () => {
  it.each(seedEntries.map((e) => [`${e.slug}/${e.block.block_type}`, e] as const))(
    '%s parses with its block type’s schema',
    (_, { block }) => {
      const schema = schemaForType(block.block_type)
      expect(schema, `no schema for ${block.block_type}`).toBeDefined()
      const result = schema ? safeParse(schema, block.content) : undefined
      expect(result?.error?.issues ?? []).toEqual([])
    },
  )

  it('seeds only known page keys, with unique orders per page', () => {
    for (const [slug, blocks] of Object.entries(seedContent)) {
      expect(pageKeys as readonly string[]).toContain(slug)
      const orders = (blocks ?? []).map((b) => b.order)
      expect(new Set(orders).size).toBe(orders.length)
    }
  })

  it('Arabic strings differ from the English ones and contain Arabic letters', () => {
    const pairs = seedEntries.flatMap((e) => localizedPairs(e.block.content, `${e.slug}`))
    expect(pairs.length).toBeGreaterThan(50)
    // Official product names (Totara Learn, Open edX…) are written in Latin in Arabic too (ARABIC.md).
    const bad = pairs.filter(
      (p) => p.en.trim() !== '' && !UNTRANSLATABLE.test(p.en) && !namesOnly(p.en) && (p.ar === p.en || !ARABIC_LETTER.test(p.ar)),
    )
    expect(bad).toEqual([])
    const emptyArabic = pairs.filter((p) => p.en.trim() !== '' && p.ar.trim() === '')
    expect(emptyArabic).toEqual([])
  })

  it('no one quoted on the site shares a name with a member of our team, in either language', () => {
    const team = seedContent['our-team']?.find((b) => b.block_type === 'TEAM')?.content.members as { name: { en: string; ar: string } }[]
    expect(team.length).toBeGreaterThan(3)
    // A quote ends in its speaker: '— Name, Title' / '— الاسم، المنصب'.
    const speakers = seedEntries
      .flatMap((e) => localizedPairs(e.block.content))
      .flatMap((p) => [/—\s*([^,\n]+),/.exec(p.en)?.[1], /—\s*([^،\n]+)،/.exec(p.ar)?.[1]])
      .filter((name): name is string => !!name)
    expect(speakers).toContain('Nawaf Al-Otaibi')
    const names = new Set(team.flatMap((m) => [m.name.en, m.name.ar]))
    expect(speakers.filter((s) => names.has(s.trim()))).toEqual([])
  })
})

describe.each(dialects)('seeded database on %s', (dialect) => {
  let env: TestEnv
  let ctx: AppContext
  let menu: MenuItem[]
  let header: Record<string, unknown>
  let footer: {
    columns: { id: string; links: Link[] }[]
    legalLinks: Link[]
    social: { network: string; url: string; label: { en: string } }[]
  }

  beforeAll(async () => {
    env = await makeEnv(dialect)
    ctx = await startApp(env)
    header = (await firstBlock(ctx, 'header')).content
    menu = header.menuItems as MenuItem[]
    footer = (await firstBlock(ctx, 'footer')).content as typeof footer
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  it('has a page row for every page key of page-layouts/routes.ts', async () => {
    const rows = await ctx.db.db.selectFrom('pages').select('slug').execute()
    expect(rows.map((r) => r.slug).sort()).toEqual([...pageKeys].sort())
    for (const slug of pageKeys) expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/pages/${slug}` })).statusCode, slug).toBe(200)
  })

  it('stores every seed block, as its schema outputs it', async () => {
    for (const { slug, block } of seedEntries) {
      const row = await ctx.db.db
        .selectFrom('blocks')
        .selectAll()
        .where('page_slug', '=', slug)
        .where('sort_order', '=', block.order)
        .executeTakeFirstOrThrow()
      // Stored as the registry key, whatever the seed file's spelling.
      expect(row.block_type).toBe(block.block_type.toLowerCase())
      expect(JSON.parse(row.content)).toEqual(parse(schemaForType(block.block_type)!, block.content))
    }
  })

  it('has the known menu ids nav-solutions, nav-company, nav-partners, nav-resources, sol-totara', () => {
    const ids: string[] = []
    walkMenu(menu, (item) => ids.push(item.id))
    for (const id of ['nav-solutions', 'nav-company', 'nav-partners', 'nav-resources', 'sol-totara']) expect(ids).toContain(id)
    expect(new Set(ids).size).toBe(ids.length)
    const solutions = menu.find((m) => m.id === 'nav-solutions')
    expect(solutions?.children?.map((c) => c.id)).toContain('sol-totara')
    expect(solutions?.children?.find((c) => c.id === 'sol-totara')?.children?.length).toBeGreaterThan(0)
  })

  it('reaches every content route from the header (menu; logo → /; contact button → /contact)', () => {
    const reachable = new Set<string>(['/', '/contact']) // spec §3: the logo links to /, the contact button to /contact
    walkMenu(menu, (item) => reachable.add(item.path))
    // /success is reached by sending a form (spec pages §Contact); /privacy-policy from the footer's legal links (checked below).
    const elsewhere = new Set(['/success', '/privacy-policy'])
    const missing = contentRoutes.map((r) => r.path).filter((path) => !path.includes(':') && !elsewhere.has(path) && !reachable.has(path))
    expect(missing).toEqual([])
  })

  it('links only to known routes from the menu (or # for a parent)', () => {
    const known = new Set(contentRoutes.map((r) => r.path).concat(['/blog', '/events']))
    const unknown: string[] = []
    walkMenu(menu, (item) => {
      if (item.path !== '#' && !known.has(item.path)) unknown.push(`${item.id} → ${item.path}`)
    })
    expect(unknown).toEqual([])
  })

  it('has footer columns col-solutions and col-company, legal links (privacy policy) and a LinkedIn link', () => {
    const columns = footer.columns.map((c) => c.id)
    expect(columns).toEqual(expect.arrayContaining(['col-solutions', 'col-company']))
    for (const c of footer.columns) expect(c.links.length).toBeGreaterThan(0)
    expect(footer.legalLinks.map((l) => l.path)).toContain('/privacy-policy')
    const linkedin = footer.social.find((s) => s.network === 'linkedin')
    expect(linkedin?.url).toMatch(/^https:\/\/(www\.)?linkedin\.com\//)
    expect(linkedin?.label.en).toBe('LinkedIn')
  })

  it('has a bilingual brand and contact button text in the header', () => {
    const brand = header.brand as { name: { en: string; ar: string } }
    expect(brand.name.en).not.toBe('')
    expect(brand.name.ar).toMatch(ARABIC_LETTER)
    expect(header.contactButtonText).toEqual({ en: expect.any(String), ar: expect.stringMatching(ARABIC_LETTER) })
  })
})
