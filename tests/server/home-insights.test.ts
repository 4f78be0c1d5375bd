import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { migrationProvider } from '../../server/db/migrations.ts'
import { getPage } from './fixtures.ts'
import { bearer, dialects, login, makeEnv, startApp, type TestEnv } from './helpers.ts'
import { renderer, siteFolder } from './ssr-site.ts'

const MIGRATION = '2026-12-03-007-home-insights'
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&')
const headingAfter = (html: string, marker: string) => {
  const section = html.slice(html.indexOf(marker))
  return text(/<h2[^>]*>([\s\S]*?)<\/h2>/.exec(section)?.[1] ?? '')
}

describe.each(dialects)('home block 7, insights and events, on %s', (dialect) => {
  let env: TestEnv
  let ctx: AppContext

  beforeAll(async () => {
    env = await makeEnv(dialect)
    env.config.siteDir = siteFolder(env.dataDir)
    ctx = await startApp(env, { renderer })
  })
  afterAll(async () => {
    await ctx?.app.close()
    await env?.cleanup()
  })

  const home7 = async () => (await getPage(ctx, 'home')).blocks.find((b) => b.order === 7)

  it('is home’s own block, seeded in English and Arabic; the posts stay resources block 3’s', async () => {
    const block = await home7()
    expect(block?.block_type).toBe('insights')
    expect(block?.content).toEqual({
      title: { en: 'Insights and events', ar: 'رؤى وفعاليات' },
      subtitle: {
        en: 'What our consultants are writing about, and where you can meet them next.',
        ar: 'ما يكتب عنه مستشارونا، وأين يمكنكم لقاؤهم قريبًا.',
      },
      buttonText: { en: 'All resources', ar: 'جميع الموارد' },
      buttonLink: '/resources',
    })
    const posts = (await getPage(ctx, 'resources')).blocks.find((b) => b.order === 3)
    expect(posts?.block_type).toBe('posts')
    expect(posts?.content).not.toHaveProperty('title')
  })

  it('its title and texts on / are home’s block 7, its cards the first three posts of resources block 3', async () => {
    const block = await home7()
    if (!block) throw new Error('home has no block 7')
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/pages/blocks/${block.id}`,
      headers: bearer((await login(ctx)).access_token),
      payload: {
        type: 'insights',
        version: block.version,
        content: { ...block.content, title: { en: 'From our consultants', ar: 'من مستشارينا' }, buttonLink: '/resources?filter=event' },
      },
    })
    expect(put.statusCode, put.body).toBe(200)
    const posts = (await getPage(ctx, 'resources')).blocks.find((b) => b.order === 3)?.content.posts as {
      id: string
      title: { en: string }
    }[]
    for (const lng of ['en', 'ar'] as const) {
      const html = (await ctx.app.inject({ url: `/?lng=${lng}` })).body
      expect(headingAfter(html, 'posts--insights')).toBe(lng === 'en' ? 'From our consultants' : 'من مستشارينا')
      const section = html.slice(html.indexOf('posts--insights'))
      expect(section).toContain('href="/resources?filter=event"')
      const cards = [...section.matchAll(/href="\/resources\/([^"?]+)"/g)].map((m) => m[1])
      expect([...new Set(cards)]).toEqual(posts.slice(0, 3).map((p) => p.id))
    }
  })

  it('an existing site gets it once, with the texts it showed until then (stored on resources block 3)', async () => {
    const db = ctx.db.db
    // The site as it was: no home block 7, the section's texts on resources block 3.
    await db
      .deleteFrom('block_revisions')
      .where('block_id', 'in', db.selectFrom('blocks').select('id').where('page_slug', '=', 'home').where('sort_order', '=', 7))
      .execute()
    await db.deleteFrom('blocks').where('page_slug', '=', 'home').where('sort_order', '=', 7).execute()
    const posts = await db
      .selectFrom('blocks')
      .selectAll()
      .where('page_slug', '=', 'resources')
      .where('sort_order', '=', 3)
      .executeTakeFirstOrThrow()
    const before = JSON.parse(posts.content) as Record<string, unknown>
    const old = {
      title: { en: 'News and events', ar: 'الأخبار والفعاليات' },
      subtitle: { en: 'Edited by an editor.', ar: 'عدّله أحد المحرّرين.' },
      buttonText: { en: 'Everything', ar: 'الكل' },
      buttonLink: '/resources',
    }
    await db
      .updateTable('blocks')
      .set({ content: JSON.stringify({ ...before, ...old }) })
      .where('id', '=', posts.id)
      .execute()
    const version = async () =>
      (await db.selectFrom('pages').select('version').where('slug', '=', 'home').executeTakeFirstOrThrow()).version

    const migration = (await migrationProvider.getMigrations())[MIGRATION]
    const was = await version()
    await migration?.up(db)
    const rows = await db.selectFrom('blocks').selectAll().where('page_slug', '=', 'home').where('sort_order', '=', 7).execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]?.block_type).toBe('insights')
    expect(JSON.parse(rows[0]?.content ?? '{}')).toEqual(old)
    expect(await version()).toBe(was + 1)
    // Run again (or on a site that already has it): nothing changes.
    await migration?.up(db)
    expect(await db.selectFrom('blocks').select('id').where('page_slug', '=', 'home').where('sort_order', '=', 7).execute()).toHaveLength(1)
  })
})
