import { expect } from '@playwright/test'
import { blockOf, token } from './editor-api.ts'
import { enterEditMode, signIn } from './helpers.ts'
import { test } from './test.ts'

// The editor's own clock: times are entered and shown in it, and stored in UTC (Riyadh is UTC+3 all year).
test.use({ timezoneId: 'Asia/Riyadh' })

const words = {
  en: {
    schedule: 'Schedule',
    title: /^Schedule: /,
    zone: 'Times are in your time zone:',
    publish: 'Publish at',
    field: 'Unpublish at',
    save: 'Save schedule',
    past: 'This time has passed: choose a time in the future.',
    list: 'Scheduled on this page',
    action: 'Unpublish',
  },
  ar: {
    schedule: 'جدولة',
    title: /^جدولة: /,
    zone: 'الأوقات بتوقيت منطقتك الزمنية:',
    publish: 'وقت النشر',
    field: 'وقت إلغاء النشر',
    save: 'حفظ الجدولة',
    past: 'مضى هذا الوقت؛ اختر وقتًا في المستقبل.',
    list: 'المجدول في هذه الصفحة',
    action: 'إلغاء النشر',
  },
} as const

/** Issue 27 item 4: an editor schedules a block's unpublishing and sees it listed in local time. */
for (const lng of ['en', 'ar'] as const) {
  test.describe(`scheduled publishing in ${lng}`, () => {
    let blockId: string | null = null
    test.afterEach(async ({ request }) => {
      if (!blockId) return
      await request.put(`/api/v1/pages/blocks/${blockId}/schedule`, {
        headers: { Authorization: `Bearer ${await token(request)}` },
        data: { publish_at: null, unpublish_at: null },
      })
    })

    test('a time in the dialog, in the local zone, is stored in UTC and listed under “Scheduled on this page”; a past time is refused', async ({
      page,
      request,
    }) => {
      const w = words[lng]
      await signIn(page)
      await page.goto(`/privacy-policy?lng=${lng}&edit=true`)
      await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr')
      const chrome = page.locator('section.block-chrome').first()
      blockId = await chrome.getAttribute('data-block-id')
      const stored = async () => {
        const res = await request.get(`/api/v1/pages/blocks/${blockId}/schedule`, {
          headers: { Authorization: `Bearer ${await token(request)}` },
        })
        return ((await res.json()) as { schedules: { action: string; at: string }[] }).schedules.map(({ action, at }) => ({ action, at }))
      }

      await chrome.getByRole('button', { name: w.schedule, exact: true }).click()
      const dialog = page.getByRole('dialog', { name: w.title })
      await expect(dialog).toContainText(`${w.zone} Asia/Riyadh`)
      const field = dialog.getByLabel(w.field, { exact: true })
      await expect(field)
        .toBeFocused({ timeout: 1 })
        .catch(() => undefined)
      await field.fill('2020-01-01T09:00')
      await dialog.getByRole('button', { name: w.save }).click()
      await expect(dialog.getByRole('alert')).toHaveText(w.past)
      expect(await stored()).toEqual([])

      await field.fill('2031-03-15T09:30')
      await dialog.getByRole('button', { name: w.save }).click()
      await expect(dialog).toBeHidden()
      await expect.poll(stored).toEqual([{ action: 'unpublish', at: '2031-03-15T06:30:00.000Z' }])

      const listed = page.getByRole('region', { name: w.list })
      const local = await page.evaluate(
        (l) =>
          new Intl.DateTimeFormat(l === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date('2031-03-15T06:30:00Z'),
          ),
        lng,
      )
      expect(local).toContain('9:30')
      await expect(listed.getByRole('listitem')).toHaveCount(1)
      await expect(listed.getByRole('listitem')).toContainText(w.action)
      await expect(listed.getByRole('listitem')).toContainText(local)
      await expect(listed).toContainText(`${w.zone} Asia/Riyadh`)

      // Opened again, the dialog shows the stored time on the local clock.
      await chrome.getByRole('button', { name: w.schedule, exact: true }).click()
      await expect(page.getByRole('dialog', { name: w.title }).getByLabel(w.field, { exact: true })).toHaveValue('2031-03-15T09:30')
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog', { name: w.title })).toBeHidden()
    })
  })
}

test.describe('scheduled publishing of a list item', () => {
  let target: { blockId: string; item: string } | null = null
  test.afterEach(async ({ request }) => {
    if (!target) return
    await request.put(`/api/v1/pages/blocks/${target.blockId}/schedule`, {
      headers: { Authorization: `Bearer ${await token(request)}` },
      data: { item: target.item, publish_at: null, unpublish_at: null },
    })
  })

  test('an item’s Schedule, inside the block’s editor, sets its own unpublish time, listed with the item’s name', async ({
    page,
    request,
  }) => {
    const awards = await blockOf(request, 'our-awards', 'awards')
    const first = (awards.content.awards as { id: string; name: { en: string } }[])[0]
    if (!first) throw new Error('no seeded award')
    target = { blockId: awards.id, item: first.id }
    await enterEditMode(page, '/our-awards')
    await page.locator(`section.block-chrome[data-block-id="${awards.id}"]`).getByRole('button', { name: 'Edit block' }).click()
    const editor = page.getByRole('dialog').first()
    await editor.locator('.editor-list__item').first().getByRole('button', { name: 'Schedule', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: /^Schedule: / })
    await dialog.getByLabel('Unpublish at', { exact: true }).fill('2031-04-01T08:00')
    await dialog.getByRole('button', { name: 'Save schedule' }).click()
    await expect(dialog).toBeHidden()
    // The block's editor stays open behind it.
    await expect(editor).toBeVisible()
    await editor.getByRole('button', { name: 'Cancel' }).click()
    const res = await request.get(`/api/v1/pages/our-awards/schedules`, { headers: { Authorization: `Bearer ${await token(request)}` } })
    expect(((await res.json()) as { schedules: unknown[] }).schedules).toEqual([
      expect.objectContaining({ block_id: awards.id, item_id: first.id, action: 'unpublish', at: '2031-04-01T05:00:00.000Z' }),
    ])
    const listed = page.getByRole('region', { name: 'Scheduled on this page' }).getByRole('listitem')
    await expect(listed).toHaveCount(1)
    await expect(listed).toContainText('Unpublish')
    await expect(listed).toContainText(first.name.en)
  })
})
