import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { expect, type Locator, type Page } from '@playwright/test'
import { ADMIN } from './helpers.ts'
import { test } from './test.ts'

/**
 * An editor's week, walked as a person would (issue 25 item 9): a visitor's page, signing in,
 * edit mode, a text, a block's fields, its history and schedule, the media library, a preview
 * link, the block gallery, a new customer story, and the admin pages — in English at 1280 px and
 * in Arabic on a 390 px phone. Each step must be reachable; each leaves a screenshot in
 * .tmp/editor-week/ to look at before a closing note (`npx playwright test editor-week`).
 */
const strings = (ns: string) => JSON.parse(readFileSync(`public/locales/ar/${ns}.json`, 'utf8')) as Record<string, string>
const AR = { ...strings('translation'), ...strings('editor') }

const WALKS = [
  { lng: 'en', width: 1280, height: 800 },
  { lng: 'ar', width: 390, height: 844 },
] as const

for (const { lng, width, height } of WALKS) {
  test(`an editor's week in ${lng} at ${width} px: every step is reachable, and each is photographed`, async ({ page }) => {
    test.setTimeout(180_000)
    const say = (english: string) => (lng === 'ar' ? (AR[english] ?? english) : english)
    const dir = `.tmp/editor-week/${lng}-${width}`
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    let n = 0
    const shot = async (name: string) => {
      n += 1
      await page.screenshot({ path: `${dir}/${String(n).padStart(2, '0')}-${name}.png` })
    }
    /** A dialog as it settles: its fade-in ended (a photograph mid-fade shows the page through it). */
    const settled = (dialog: Locator) =>
      dialog.evaluate((el) =>
        Promise.all(
          el
            .getAnimations({ subtree: true })
            .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
            .map((a) => a.finished),
        ),
      )
    /** Opens a dialog with `open`, photographs it once it has settled, and closes it with Escape. */
    const look = async (name: string, open: () => Promise<void>, dialog: Locator = page.getByRole('dialog').last()) => {
      await open()
      await expect(dialog).toBeVisible()
      await settled(dialog)
      await shot(name)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    }
    const edit = async (path: string) => {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${lng}&edit=true`)
      await expect(page.locator('main [data-edit-path]').first()).toBeAttached()
    }
    const hero = (p: Page) => p.locator('main section.block-chrome').first()
    /** A toolbar's action; on a phone the less-used ones are under 'More'. */
    const action = async (bar: Locator, name: string) => {
      const button = bar.getByRole('button', { name, exact: true })
      if (!(await button.isVisible())) await bar.getByRole('button', { name: say('More'), exact: true }).click()
      await button.click()
    }
    await page.setViewportSize({ width, height })

    await page.goto(`/?lng=${lng}`)
    await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr')
    await shot('visitor-home')

    await page.goto(`/login?lng=${lng}`)
    await page.getByLabel(say('Email address')).fill(ADMIN.email)
    await page.getByLabel(say('Password'), { exact: true }).fill(ADMIN.password)
    await shot('sign-in')
    await page.getByRole('button', { name: say('Log in'), exact: true }).click()
    await expect(page).not.toHaveURL(/\/login/)
    await edit('/about')
    await expect(page.getByRole('button', { name: say('Exit Edit Mode') })).toBeVisible()
    await shot('edit-mode')

    // A text: typed where it stands, or in its editor.
    await page.locator('main section.hero h1').click()
    await shot('edit-title')
    await page.keyboard.press('Escape')

    await look('block-fields', () =>
      hero(page)
        .getByRole('button', { name: say('Edit block') })
        .click(),
    )
    await look('history', () => action(hero(page), say('History')))
    await look('schedule', () => action(hero(page), say('Schedule')))
    // An image: its editor, then the media library from it.
    await page.locator('main section.hero .hero__media img').click()
    await look('media-library', () =>
      page
        .getByRole('dialog')
        .getByRole('button', { name: say('Choose from the media library') })
        .click(),
    )
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await look('share-preview', () => action(page.locator('.page-bar'), say('Share a preview')))

    await edit('/our-awards')
    // Each card's block is drawn once its code has loaded: the photograph waits for those in sight.
    await look('block-gallery', async () => {
      await page
        .getByRole('button', { name: `+ ${say('Add block')}` })
        .first()
        .click()
      for (const preview of await page.locator('.block-card__preview').all()) {
        const inSight = await preview.evaluate((el) => {
          const r = el.getBoundingClientRect()
          const body = el.closest('.editor-dialog__body')?.getBoundingClientRect()
          return !!body && r.bottom > body.top && r.top < body.bottom
        })
        if (inSight) await expect(preview.locator('.block-card__stage')).toHaveText(/\S/)
      }
    })

    await edit('/customer-stories')
    await look('new-story', () => page.getByRole('button', { name: say('Add story') }).click())

    for (const admin of ['translations', 'people', 'audit', 'submissions']) {
      await page.goto(`/admin/${admin}?lng=${lng}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await shot(`admin-${admin}`)
    }
  })
}
