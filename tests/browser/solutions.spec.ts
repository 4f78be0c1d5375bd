import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { test } from './test.ts'
import { layouts } from '../../page-layouts/index.ts'
import { solutionRoutes } from '../../page-layouts/routes.ts'
import { ADMIN, hydrated } from './helpers.ts'

type Lng = 'en' | 'ar'
type Localized = Record<Lng, string>
interface Block {
  id: string
  block_type: string
  order: number
  content: Record<string, unknown>
}

/** The class each block type's section carries, to read the page's order from the DOM. */
const SECTION: Record<string, string> = {
  'solution-hero': 'solution-hero',
  'image-text': 'image-text',
  'info-block': 'info-block',
  'alternating-features': 'alt-features',
  'solution-benefits': 'benefits-grid',
  'logo-showcase': 'logo-showcase',
  'partner-logos': 'partner-strip',
  'tabbed-content': 'tabbed',
  'process-timeline': 'process',
  faq: 'faq',
  'demo-request': 'demo-request',
  stories: 'stories',
}

/** spec: block_type is compared ignoring case. */
const ofType = (type: string) => (b: Block) => b.block_type.toLowerCase() === type

async function pageBlocks(request: APIRequestContext, slug: string): Promise<Block[]> {
  const res = await request.get(`/api/v1/pages/${slug}`)
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { blocks: Block[] }).blocks
}

/** The page's sections in order, by their block type. */
async function sectionsInOrder(page: Page): Promise<string[]> {
  // Block components load lazily: wait until none is still on its way.
  await expect(page.locator('main .block-loading')).toHaveCount(0)
  const classes = await page.locator('main > .block-gate > section').evaluateAll((els) => els.map((el) => el.className))
  const byClass = Object.entries(SECTION)
  return classes.map((c) => byClass.find(([, cls]) => c.split(/\s+/).includes(cls))?.[0] ?? c)
}

/** Brings every section into view once, so the reveal animations have run. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 60))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForTimeout(700)
}

const openQuestions = (faq: Locator) =>
  faq.locator('details').evaluateAll((all) => all.flatMap((d, i) => ((d as HTMLDetailsElement).open ? [i] : [])))

/** The e-mail service answers as it would; the API stores the request either way. */
async function mockEmailService(page: Page) {
  const sent: unknown[] = []
  await page.route('https://api.emailjs.com/**', async (route) => {
    sent.push(route.request().postDataJSON())
    await route.fulfill({ status: 200, body: 'OK' })
  })
  return sent
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v1/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } })
  expect(login.ok()).toBe(true)
  return ((await login.json()) as { access_token: string }).access_token
}

/** spec §5: the demo form's messages, as the site shows them in `lng`. */
async function demoMessages(request: APIRequestContext, lng: Lng): Promise<string[]> {
  const keys = ['Full name is required', 'Email address is required', 'Phone number is required']
  if (lng === 'en') return keys
  const strings = (await (await request.get('/locales/ar/translation.json')).json()) as Record<string, string>
  return keys.map((k) => strings[k]!)
}

for (const route of solutionRoutes) {
  const key = route.page!
  const layout = layouts[key]!
  for (const lng of ['en', 'ar'] as const) {
    test.describe(`${route.path} in ${lng}`, () => {
      test('renders its blocks in the layout’s order, in the page’s language', async ({ page, request }) => {
        const blocks = await pageBlocks(request, key)
        const stories = (await pageBlocks(request, 'customer-stories')).find((b) => b.order === 2)
        const hasStories = Array.isArray(stories?.content.stories) && (stories.content.stories as unknown[]).length > 0
        const expected = [...layout.blocks, ...(hasStories ? (layout.sources ?? []) : [])]
          .sort((a, b) => a.order - b.order)
          .map((s) => s.block)
        await page.goto(`${route.path}?lng=${lng}`)
        await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr')
        const hero = blocks.find((b) => b.order === 1)!.content as { title: Localized }
        await expect(page.locator('main h1')).toHaveText(hero.title[lng])
        expect(await sectionsInOrder(page)).toEqual(expected)
      })

      test('the header: the Totara variant and sub-header on the Totara pages only', async ({ page }) => {
        await page.goto(`${route.path}?lng=${lng}`)
        const bar = page.locator('nav.totara-bar')
        if (!route.path.startsWith('/solutions/totara')) {
          await expect(page.locator('.site-header')).not.toHaveClass(/site-header--totara/)
          await expect(bar).toHaveCount(0)
          return
        }
        await expect(page.locator('.site-header')).toHaveClass(/site-header--totara/)
        const totaraPaths = solutionRoutes.map((r) => r.path).filter((p) => p.startsWith('/solutions/totara'))
        const links = bar.getByRole('link')
        expect(await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).toEqual(totaraPaths)
        await expect(bar.locator('a[aria-current="page"]')).toHaveAttribute('href', new RegExp(`^${route.path}($|[?#])`))
      })

      test('hero buttons: the primary jumps to the demo form, the secondary goes to its link or /contact', async ({ page, request }) => {
        const hero = (await pageBlocks(request, key)).find((b) => b.order === 1)!.content as {
          primaryButtonText: Localized
          secondaryButtonText: Localized
          secondaryButtonLink: string
        }
        await page.goto(`${route.path}?lng=${lng}`)
        await hydrated(page)
        const heroSection = page.locator('main > .block-gate > section.solution-hero')
        const secondary = heroSection.getByRole('link', { name: hero.secondaryButtonText[lng], exact: true })
        await expect(secondary).toHaveAttribute(
          'href',
          hero.secondaryButtonLink && hero.secondaryButtonLink !== '#' ? hero.secondaryButtonLink : '/contact',
        )
        const primary = heroSection.getByRole('link', { name: hero.primaryButtonText[lng], exact: true })
        await expect(primary).toHaveAttribute('href', '#request-demo-form')
        await primary.click()
        await expect(page).toHaveURL(/#request-demo-form$/)
        await expect(page.locator('#request-demo-form')).toBeInViewport()
        // The form's heading is not hidden under the fixed header.
        const header = await page.getByRole('banner').boundingBox()
        const formTop = await page.locator('#request-demo-form').boundingBox()
        expect(formTop!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 2)
      })

      test('a link to the page’s #request-demo-form lands at the form and stays there once the page runs', async ({ page }) => {
        await page.goto(`${route.path}?lng=${lng}#request-demo-form`)
        await hydrated(page)
        await expect(page.locator('#request-demo-form')).toBeInViewport()
      })

      if (layout.blocks.some((b) => b.block === 'faq'))
        test('FAQ: the first answer open, one open at a time, a click on the open one closes it', async ({ page }) => {
          await page.goto(`${route.path}?lng=${lng}`)
          await hydrated(page)
          const faq = page.locator('main > .block-gate > section.faq')
          const questions = faq.locator('summary')
          await expect(questions.first()).toBeVisible()
          expect(await openQuestions(faq)).toEqual([0])
          await questions.nth(1).click()
          expect(await openQuestions(faq)).toEqual([1])
          await expect(faq.locator('details').nth(1).locator('.faq__answer')).toBeVisible()
          await expect(faq.locator('details').nth(0).locator('.faq__answer')).toBeHidden()
          await questions.nth(1).click()
          expect(await openQuestions(faq)).toEqual([])
          await questions.nth(2).focus()
          await page.keyboard.press('Enter')
          expect(await openQuestions(faq)).toEqual([2])
        })

      if (layout.blocks.some((b) => b.block === 'tabbed-content'))
        test('tabs start on the first tab and switch on click', async ({ page, request }) => {
          const tabbed = (await pageBlocks(request, key)).filter(ofType('tabbed-content'))
          expect(tabbed.length).toBeGreaterThan(0)
          await page.goto(`${route.path}?lng=${lng}`)
          await hydrated(page)
          const sections = page.locator('main > .block-gate > section.tabbed')
          await expect(sections).toHaveCount(tabbed.length)
          for (const [i, block] of tabbed.sort((a, b) => a.order - b.order).entries()) {
            const tabs = (block.content.tabs as { title: Localized }[]).map((t) => t.title[lng])
            const list = sections.nth(i).getByRole('tablist')
            await expect(list.getByRole('tab')).toHaveText(tabs)
            await expect(list.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true')
            const panel = sections.nth(i).locator('.tabs__desktop [role="tabpanel"]:visible')
            await expect(panel.getByRole('heading', { level: 3 })).toHaveText(tabs[0]!)
            await list.getByRole('tab', { name: tabs.at(-1)!, exact: true }).click()
            await expect(list.getByRole('tab').last()).toHaveAttribute('aria-selected', 'true')
            await expect(panel.getByRole('heading', { level: 3 })).toHaveText(tabs.at(-1)!)
          }
        })

      if (layout.blocks.some((b) => b.block === 'process-timeline'))
        test('the process timeline numbers its steps 01, 02… and alternates above and below the line', async ({ page, request }) => {
          const timeline = (await pageBlocks(request, key)).find(ofType('process-timeline'))!
          const steps = timeline.content.steps as { title: Localized }[]
          await page.goto(`${route.path}?lng=${lng}`)
          const items = page.locator('main > .block-gate > section.process li')
          await expect(items.locator('.process__number')).toHaveText(steps.map((_, i) => String(i + 1).padStart(2, '0')))
          await expect(items.locator('h3')).toHaveText(steps.map((s) => s.title[lng]))
          // On a wide screen the first step sits above the line, the second below, and so on.
          const sides = await items.evaluateAll((lis) =>
            lis.map((li) => {
              const dot = li.querySelector('.process__dot')!.getBoundingClientRect()
              const card = li.querySelector('.process__card')!.getBoundingClientRect()
              return card.bottom <= dot.top ? 'above' : card.top >= dot.bottom ? 'below' : 'across'
            }),
          )
          expect(sides).toEqual(steps.map((_, i) => (i % 2 === 0 ? 'above' : 'below')))
        })

      test('the demo form shows its messages, then sends and goes to /success', async ({ page, request }) => {
        const sent = await mockEmailService(page)
        await page.goto(`${route.path}?lng=${lng}`)
        await hydrated(page)
        const form = page.locator('#request-demo-form form')
        await form.locator('button[type="submit"]').click()
        await expect(form.locator('.form-field__error')).toHaveText(await demoMessages(request, lng))
        await expect(form.getByRole('textbox').first()).toHaveAttribute('aria-invalid', 'true')
        const name = `E2E ${key} ${lng}`
        const [fullName, email, phone] = await form.locator('input').all()
        await fullName!.fill(name)
        await email!.fill('noura @gulfbank.sa')
        await phone!.pressSequentially('+966-11-555a0142')
        await expect(phone!).toHaveValue('+966-11-5550142')
        await expect(form.locator('.form-field__error')).toHaveCount(1)
        await email!.fill('noura@gulfbank.sa')
        await expect(form.locator('.form-field__error')).toHaveCount(0)
        await form.locator('button[type="submit"]').click()
        await expect(page).toHaveURL(/\/success$/)
        expect(sent).toHaveLength(1)
        const stored = await request.get('/api/v1/submissions?form=demo-request&limit=100', {
          headers: { Authorization: `Bearer ${await adminToken(request)}` },
        })
        const items = ((await stored.json()) as { items: { data: Record<string, string>; page: string }[] }).items
        expect(items.find((s) => s.data.fullName === name)).toMatchObject({
          data: { fullName: name, email: 'noura@gulfbank.sa', phone: '+966-11-5550142' },
          page: route.path,
        })
      })

      test('has no WCAG 2.2 AA violations', async ({ page }) => {
        await page.goto(`${route.path}?lng=${lng}`)
        await expect(page.locator('main h1')).toBeVisible()
        await scrollThrough(page)
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
        const report = results.violations
          .map((v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('\n')}`)
          .join('\n')
        expect(
          results.violations.map((v) => v.id),
          report,
        ).toEqual([])
      })
    })
  }
}
