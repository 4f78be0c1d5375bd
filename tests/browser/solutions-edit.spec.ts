import { expect, type Page } from '@playwright/test'
import { test } from './test.ts'
import { type BlockSnapshot, enterEditMode, hydrated, notification, restoreBlock, snapshotBlock } from './helpers.ts'

const LEARN = '/solutions/totara-learn'
const media = (page: Page) => page.locator('main section.image-text .image-text__media')

/** Learn's block 2 as the API has it now. */
async function learnBlock2(page: Page) {
  const res = await page.request.get('/api/v1/pages/solutions-totara-learn')
  const { blocks } = (await res.json()) as { blocks: { order: number; content: { imageUrl: { src: string }; videoUrl: string } }[] }
  return blocks.find((b) => b.order === 2)!.content
}

/** Types a file path into the open media editor and saves. */
async function setFilePath(page: Page, path: string) {
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('File path', { exact: true }).fill(path)
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(notification(page, 'Changes saved successfully!').last()).toBeVisible()
}

test.describe('Totara Learn block 2: the media rule (spec §4)', () => {
  let original: BlockSnapshot
  test.beforeEach(async ({ request }) => {
    original = await snapshotBlock(request, 'solutions-totara-learn', 'image-text')
  })
  test.afterEach(async ({ request }) => restoreBlock(request, original, 'solutions-totara-learn'))

  test('an mp4 or webm set as the image clears the image; a png, jpg, jpeg, gif or webp set as the video clears the video', async ({
    page,
  }) => {
    await enterEditMode(page, LEARN)
    await expect(media(page).locator('img')).toBeVisible()

    // A video file uploaded where the image was: the video plays, the image is gone.
    await media(page).getByRole('button', { name: 'Edit: Image' }).click()
    await setFilePath(page, '/media/solutions/video/totara-learn-tour.webm')
    await expect(media(page).locator('video')).toHaveAttribute('src', '/media/solutions/video/totara-learn-tour.webm')
    await expect(media(page).locator('img')).toHaveCount(0)
    expect(await learnBlock2(page)).toMatchObject({ imageUrl: { src: '' }, videoUrl: '/media/solutions/video/totara-learn-tour.webm' })

    // An image file set as the video: the image shows, the video is gone.
    await media(page).getByRole('button', { name: 'Edit: Looping video' }).click()
    await setFilePath(page, '/media/solutions/video/demo-background-poster.webp')
    await expect(media(page).locator('img')).toHaveAttribute('src', '/media/solutions/video/demo-background-poster.webp')
    await expect(media(page).locator('video')).toHaveCount(0)
    expect(await learnBlock2(page)).toMatchObject({ imageUrl: { src: '/media/solutions/video/demo-background-poster.webp' }, videoUrl: '' })

    // Visitors see the same.
    await page.goto(LEARN)
    await expect(media(page).locator('img')).toHaveAttribute('src', '/media/solutions/video/demo-background-poster.webp')
    await expect(media(page).locator('video')).toHaveCount(0)
  })
})

test.describe('tabbed content on a phone (spec §9: the slider shows 1 slide)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const lng of ['en', 'ar'] as const) {
    test(`one slide at a time, moved by the slider's buttons (${lng})`, async ({ page }) => {
      await page.goto(`/solutions/open-edx?lng=${lng}`)
      await hydrated(page)
      const section = page.locator('main > .block-gate > section.tabbed').first()
      await section.scrollIntoViewIfNeeded()
      await expect(section.getByRole('tablist')).toBeHidden()
      await expect(section.locator('.tabs__phone .carousel__slide')).toHaveCount(4)
      // A slide's panel (its spacing lies outside the slider).
      const slides = section.locator('.tabs__phone .carousel__slide .tabbed__panel')
      // One slide fills the width: the first is fully in view, the second not at all.
      await expect(slides.nth(0)).toBeInViewport({ ratio: 0.95 })
      await expect(slides.nth(1)).not.toBeInViewport()
      await section.getByRole('button', { name: lng === 'en' ? 'Next slide' : 'الشريحة التالية' }).click()
      await expect(slides.nth(1)).toBeInViewport({ ratio: 0.95 })
      await expect(slides.nth(0)).not.toBeInViewport()
    })
  }
})
