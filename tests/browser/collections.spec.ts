import { readFileSync } from 'node:fs'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { test } from './test.ts'

type Lng = 'en' | 'ar'
type L = { en: string; ar: string }
interface Option {
  id: string
  name: L
}
interface Filters {
  industryLabel: L
  solutionLabel: L
  allLabel: L
  industries: Option[]
  solutions: Option[]
}
interface Entry {
  id: string
  title?: L
  name?: L
  categories: string[]
  type?: string
}

// The interface's Arabic: the visitors' strings and the editor's.
const ar = Object.assign(
  {},
  ...['translation', 'editor'].map((ns) => JSON.parse(readFileSync(`public/locales/ar/${ns}.json`, 'utf8')) as Record<string, string>),
) as Record<string, string>
const say = (text: string, lng: Lng) => (lng === 'ar' ? (ar[text] ?? text) : text)

async function blockContent(request: APIRequestContext, slug: string, order: number) {
  const res = await request.get(`/api/v1/pages/${slug}`)
  const { blocks } = (await res.json()) as { blocks: { order: number; content: Record<string, unknown> }[] }
  const block = blocks.find((b) => b.order === order)
  if (!block) throw new Error(`No block ${order} on ${slug}`)
  return block.content
}

/** The custom dropdown whose label is `label` (spec §2: opens and closes on click, closes on an outside click). */
const dropdown = (page: Page, label: string) =>
  page.locator('details.dropdown').filter({ has: page.locator('.dropdown__label', { hasText: label }) })

const cards = (page: Page, kind: 'story' | 'client' | 'post') => page.locator(`.${kind}-card`)

test('a visitor’s list reads one page of stories from the server; the page shown stays, without "Loading...", while the next is on its way', async ({
  page,
  request,
}) => {
  const stories = (await blockContent(request, 'customer-stories', 2)).stories as Entry[]
  await page.goto('/customer-stories?lng=en')
  await expect(cards(page, 'story')).toHaveCount(15)
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const reads: string[] = []
  await page.route(/\/api\/v1\/pages\/customer-stories\?/, async (route) => {
    reads.push(new URL(route.request().url()).search)
    await held
    await route.continue()
  })
  const answer = page.waitForResponse(/\/api\/v1\/pages\/customer-stories\?/)
  await page.getByRole('navigation', { name: 'Customer stories pages' }).getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/[?&]page=2/)
  // The first page stays on screen while the second is read.
  await expect(cards(page, 'story')).toHaveCount(15)
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0)
  release()
  await expect(cards(page, 'story')).toHaveCount(stories.length - 15)
  expect(reads).toEqual(['?window=2&page=2'])
  const { blocks } = (await (await answer).json()) as { blocks: { order: number; content: { stories: Entry[] }; window?: object }[] }
  const list = blocks.find((b) => b.order === 2)
  expect(list?.content.stories.map((s) => s.id)).toEqual(stories.slice(15).map((s) => s.id))
  expect(list?.window).toEqual({ total: stories.length, page: 2 })
})

for (const lng of ['en', 'ar'] as const) {
  test.describe(`collections in ${lng}`, () => {
    test('customer stories: 15 a page, previous and next, filters in a custom dropdown, "all" and no results', async ({
      page,
      request,
    }) => {
      const content = await blockContent(request, 'customer-stories', 2)
      const stories = content.stories as Entry[]
      const filters = content.filters as Filters
      expect(stories.length).toBeGreaterThan(15)
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(`/customer-stories?lng=${lng}`)

      // spec §9: 15 stories a page; previous disabled on page 1.
      await expect(cards(page, 'story')).toHaveCount(15)
      const pager = page.getByRole('navigation', { name: say('Customer stories pages', lng) })
      await expect(pager.getByText(say('Previous', lng))).toHaveAttribute('aria-disabled', 'true')
      await expect(pager.locator('[aria-current="page"]')).toHaveText('1')
      // Each card goes to its story (spec: /customer-stories/{id}).
      const first = stories[0] as Entry
      await expect(cards(page, 'story').first().getByRole('link')).toHaveAttribute('href', `/customer-stories/${first.id}`)

      // Next: page 2 holds the rest; next is disabled on the last page; the list's top is in view.
      await page.mouse.wheel(0, 3000)
      await pager.getByRole('link', { name: say('Next', lng) }).click()
      await expect(page).toHaveURL(/[?&]page=2/)
      await expect(cards(page, 'story')).toHaveCount(stories.length - 15)
      await expect(pager.getByText(say('Next', lng))).toHaveAttribute('aria-disabled', 'true')
      await expect(page.locator('.stories .list-toolbar')).toBeInViewport()

      // The industry dropdown: a click opens it, another closes it, a click outside closes it.
      const industry = dropdown(page, filters.industryLabel[lng])
      const menu = industry.locator('.dropdown__menu')
      await industry.locator('summary').click()
      await expect(menu).toBeVisible()
      await industry.locator('summary').click()
      await expect(menu).toBeHidden()
      await industry.locator('summary').click()
      await expect(menu).toBeVisible()
      await page.locator('.stories .section-head__title').click()
      await expect(menu).toBeHidden()

      // Choosing an industry: its stories only, from page 1, each tagged with it.
      const option = filters.industries[1] as Option
      const expected = stories.filter((s) => s.categories.includes(option.id))
      await industry.locator('summary').click()
      await menu.getByRole('link', { name: option.name[lng], exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`industry=${option.id}`))
      await expect(page).not.toHaveURL(/page=2/)
      await expect(menu).toBeHidden()
      await expect(cards(page, 'story')).toHaveCount(expected.length)
      for (const card of await cards(page, 'story').all()) await expect(card.locator('.story-card__tags')).toContainText(option.name[lng])
      await expect(industry.locator('.dropdown__value')).toHaveText(option.name[lng])

      // With a solution none of those stories has: 'No results found'.
      const none = filters.solutions.find((s) => !expected.some((story) => story.categories.includes(s.id))) as Option
      const solution = dropdown(page, filters.solutionLabel[lng])
      await solution.locator('summary').click()
      await solution.getByRole('link', { name: none.name[lng], exact: true }).click()
      await expect(page.getByText(say('No results found', lng), { exact: true })).toBeVisible()
      await expect(cards(page, 'story')).toHaveCount(0)

      // Option id 'all' means no filter.
      await page.goto(`/customer-stories?industry=all&solution=all&lng=${lng}`)
      await expect(cards(page, 'story')).toHaveCount(15)
      await expect(industry.locator('.dropdown__value')).toHaveText(filters.allLabel[lng])
    })

    test('our clients: filters and paging of 15, colours cycling through 6, details in a modal', async ({ page, request }) => {
      const content = await blockContent(request, 'our-clients', 2)
      const clients = content.clients as Entry[]
      const filters = content.filters as Filters
      expect(clients.length).toBeGreaterThan(15)
      await page.goto(`/our-clients?lng=${lng}`)
      await expect(cards(page, 'client')).toHaveCount(15)
      const colours = await cards(page, 'client').evaluateAll((els) => els.slice(0, 7).map((e) => getComputedStyle(e).backgroundColor))
      expect(new Set(colours.slice(0, 6)).size).toBe(6)
      expect(colours[6]).toBe(colours[0])

      const pager = page.getByRole('navigation', { name: say('Clients pages', lng) })
      await pager.getByRole('link', { name: say('Next', lng) }).click()
      await expect(page).toHaveURL(/[?&]page=2/)
      await expect(cards(page, 'client')).toHaveCount(clients.length - 15)

      const option = filters.solutions[0] as Option
      const solution = dropdown(page, filters.solutionLabel[lng])
      await solution.locator('summary').click()
      await solution.getByRole('link', { name: option.name[lng], exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`solution=${option.id}`))
      await expect(cards(page, 'client')).toHaveCount(Math.min(15, clients.filter((c) => c.categories.includes(option.id)).length))

      // A card opens the client's details.
      const firstName = (await cards(page, 'client').first().locator('.client-card__name').textContent()) ?? ''
      await cards(page, 'client').first().getByRole('button').click()
      await expect(page.getByRole('dialog', { name: firstName })).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toBeHidden()
    })

    test('resources: a featured strip of the first 3, the list 11 a page, ?filter= blog, event or all; /blog and /events', async ({
      page,
      request,
    }) => {
      const content = await blockContent(request, 'resources', 3)
      const posts = content.posts as Entry[]
      expect(posts.length).toBeGreaterThan(11)
      await page.goto(`/resources?lng=${lng}`)
      const featured = page.locator('.posts__featured .post-card')
      await expect(featured).toHaveCount(3)
      for (const [i, post] of posts.slice(0, 3).entries())
        await expect(featured.nth(i).locator('.post-card__title')).toHaveText((post.title as L)[lng])

      const list = page.locator('.posts--list .post-card')
      await expect(list).toHaveCount(11)
      const pager = page.getByRole('navigation', { name: say('Resources pages', lng) })
      await pager.getByRole('link', { name: say('Next', lng) }).click()
      await expect(list).toHaveCount(posts.length - 11)

      const blogs = posts.filter((p) => p.type === 'blog')
      const events = posts.filter((p) => p.type === 'event')
      await page.goto(`/resources?filter=event&lng=${lng}`)
      await expect(list).toHaveCount(Math.min(11, events.length))
      await expect(page.locator('.posts--list .post-card--blog')).toHaveCount(0)
      // spec §9: the pager is hidden at one page or fewer.
      if (events.length <= 11) await expect(pager).toHaveCount(0)
      for (const odd of ['events', 'BLOG', 'x'])
        await page.goto(`/resources?filter=${odd}&lng=${lng}`).then(() => expect(list).toHaveCount(11))

      // /blog and /events land on the right filter.
      await page.goto(`/blog?lng=${lng}`)
      await expect(page).toHaveURL(/\/resources\?(.*&)?filter=blog/)
      await expect(page.locator('.post-filters__link[aria-current="true"]')).toHaveText((content.filters as { blog: L }).blog[lng])
      await expect(list).toHaveCount(Math.min(11, blogs.length))
      await page.goto(`/events?lng=${lng}`)
      await expect(page).toHaveURL(/\/resources\?(.*&)?filter=event/)
      await expect(page.locator('.posts--list .post-card--blog')).toHaveCount(0)
    })

    test('story details: back link, title, image, table of contents, three share links, call to action; not found', async ({
      page,
      request,
    }) => {
      const story = ((await blockContent(request, 'customer-stories', 2)).stories as Entry[])[0] as Entry & {
        detailContent: { body: { id: string; type: string; text: L }[] }
      }
      await page.goto(`/customer-stories/${story.id}?lng=${lng}`)
      const main = page.locator('main')
      await expect(main.locator('h1').first()).toHaveText((story.title as L)[lng])
      await expect(main.locator('.article-intro a[href="/customer-stories"]')).toBeVisible()
      await expect(main.locator('.article-intro img')).toBeVisible()
      const headings = story.detailContent.body.filter((p) => p.type === 'heading')
      const toc = main.locator('nav.toc')
      await expect(toc.getByRole('link')).toHaveCount(headings.length)
      for (const h of headings) {
        await expect(toc.getByRole('link', { name: h.text[lng] })).toHaveAttribute('href', `#${h.id}`)
        await expect(main.locator(`h2#${h.id}`)).toHaveText(h.text[lng])
      }
      const share = main.locator('.share__link')
      await expect(share).toHaveCount(3)
      const hrefs = await share.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).hostname))
      expect(hrefs).toEqual(['www.linkedin.com', 'x.com', 'www.facebook.com'])
      await expect(main.locator('a[href="/contact"]').last()).toBeVisible()

      await page.goto(`/customer-stories/no-such-story?lng=${lng}`)
      await expect(page.getByText(say('Story content not found!', lng), { exact: true })).toBeVisible()
      await page.goto(`/resources/no-such-post?lng=${lng}`)
      await expect(page.getByText(say('Resource content not found!', lng), { exact: true })).toBeVisible()
    })

    test('resource details: the meta line from the first paragraph; article with sidebar, simple without', async ({ page, request }) => {
      const posts = (await blockContent(request, 'resources', 3)).posts as (Entry & {
        layoutType: string
        detailContent: { body: { type: string; text: L }[] }
      })[]
      const article = posts.find((p) => p.layoutType === 'article') as (typeof posts)[number]
      const simple = posts.find((p) => p.layoutType === 'simple') as (typeof posts)[number]
      await page.goto(`/resources/${article.id}?lng=${lng}`)
      await expect(page.locator('main h1').first()).toHaveText((article.title as L)[lng])
      await expect(page.locator('.article-intro__meta')).toHaveText((article.detailContent.body[0] as { text: L }).text[lng])
      await expect(page.locator('.article-intro a[href="/resources"]')).toBeVisible()
      await expect(page.locator('.article-layout__aside .share')).toBeVisible()
      await page.goto(`/resources/${simple.id}?lng=${lng}`)
      await expect(page.locator('.article--simple')).toBeVisible()
      await expect(page.locator('.article-layout__aside')).toHaveCount(0)
      await expect(page.locator('.share')).toBeVisible()
    })
  })
}

test('scroll-spy marks the nearest heading above a third of the viewport; the sidebar stays 100 px down within the article', async ({
  page,
  request,
}) => {
  const story = ((await blockContent(request, 'customer-stories', 2)).stories as Entry[])[0] as Entry
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/customer-stories/${story.id}?lng=en`)
  await page.waitForLoadState('networkidle')
  const links = page.locator('nav.toc a')
  const ids = await links.evaluateAll((as) => as.map((a) => (a.getAttribute('href') ?? '').slice(1)))
  expect(ids.length).toBeGreaterThanOrEqual(2)
  const scrollHeadingTo = (id: string, y: number) =>
    page.evaluate(
      ([id, y]) => {
        const el = document.getElementById(id as string) as HTMLElement
        window.scrollTo(0, window.scrollY + el.getBoundingClientRect().top - (y as number))
      },
      [id, y] as const,
    )
  // 800 px high: the line is at 266 px. The second heading at 250 px is the reader's; at 290 px the first still is.
  await scrollHeadingTo(ids[1] as string, 250)
  await expect(links.nth(1)).toHaveAttribute('aria-current', 'location')
  await expect(links.nth(0)).not.toHaveAttribute('aria-current', 'location')
  await scrollHeadingTo(ids[1] as string, 290)
  await expect(links.nth(0)).toHaveAttribute('aria-current', 'location')
  await expect(links.nth(1)).not.toHaveAttribute('aria-current', 'location')

  // Mid-article the sidebar sits 100 px from the top; past the article it ends with it.
  const sidebar = page.locator('.article-sidebar')
  await scrollHeadingTo(ids[1] as string, 150)
  await expect.poll(() => sidebar.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(100)
  await page.evaluate(() => {
    const main = document.querySelector('.article-layout') as HTMLElement
    window.scrollTo(0, window.scrollY + main.getBoundingClientRect().bottom - 200)
  })
  const [sideBottom, articleBottom] = await page.evaluate(() => [
    (document.querySelector('.article-sidebar') as HTMLElement).getBoundingClientRect().bottom,
    (document.querySelector('.article-layout') as HTMLElement).getBoundingClientRect().bottom,
  ])
  expect(sideBottom).toBeLessThanOrEqual(articleBottom + 1)
})
