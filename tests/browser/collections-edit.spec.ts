import { expect, type Page } from '@playwright/test'
import { test, waitingForHydration } from './test.ts'
import { blockOf } from './editor-api.ts'
import { type BlockSnapshot, enterEditMode, notification, restoreBlock, snapshotBlock, answer } from './helpers.ts'

const stamp = () => Date.now().toString(36)

/** The bodies of the block writes the page sends from now on. */
function blockWrites(page: Page) {
  const bodies: { method: string; size: number }[] = []
  page.on('request', (r) => {
    if (/\/api\/v1\/pages\/blocks\/[^/]+$/.test(r.url()) && ['PUT', 'PATCH'].includes(r.method()))
      bodies.push({ method: r.method(), size: Buffer.byteLength(r.postData() ?? '') })
  })
  return bodies
}

test.describe('editing customer stories', () => {
  let original: BlockSnapshot
  test.beforeEach(async ({ request }) => {
    original = await snapshotBlock(request, 'customer-stories', 'stories')
  })
  test.afterEach(async ({ request }) => restoreBlock(request, original, 'customer-stories'))

  test("create (title required, duplicate refused), edit and delete a story, with the spec's messages, persisted", async ({
    page,
    request,
  }) => {
    const writes = blockWrites(page)
    const title = `Story ${stamp()} from the browser`
    const id = title.toLowerCase().replace(/\s+/g, '-')
    await enterEditMode(page, '/customer-stories')

    await page.getByRole('button', { name: 'Add story' }).click()
    const dialog = page.getByRole('dialog', { name: 'New story' })
    await dialog.getByRole('button', { name: 'Create story' }).click()
    await expect(dialog.getByText('Title is required.')).toBeVisible()

    // A title whose id a story has already: the spec's alert, nothing created.
    const taken = (original.content.stories as { id: string; title: { en: string } }[])[0]
    if (!taken) throw new Error('no seeded story')
    const alerts: string[] = []
    page.on('dialog', (d) => {
      alerts.push(d.message())
      void d.accept()
    })
    await dialog.getByLabel('Title (English)').fill(`  ${taken.title.en.toUpperCase()} `)
    await dialog.getByRole('button', { name: 'Create story' }).click()
    await expect.poll(() => alerts).toEqual([`A story with the ID "${taken.id}" already exists. Please choose a different title.`])
    await expect(dialog).toBeVisible()

    await dialog.getByLabel('Title (English)').fill(title)
    await dialog.getByRole('button', { name: 'Create story' }).click()
    await expect(notification(page, 'Story created!')).toBeVisible()
    await page.reload()
    const card = page.locator('.story-card').filter({ hasText: title })
    await expect(card).toBeVisible()
    // A draft (issue 25): its Arabic title left to be written, not copied; default picture and text.
    const created = ((await blockOf(request, 'customer-stories', 'stories')).content.stories as Record<string, unknown>[]).find(
      (s) => s.id === id,
    )
    expect(created).toMatchObject({ id, title: { en: title, ar: '' }, hidden: true })
    expect((created?.image as { src: string }).src).toBe('/media/stories/story-default.svg')
    expect((created?.quote as { ar: string }).ar).toMatch(/[\u0600-\u06FF]/)

    // Edit: 'Updating story...' then 'Story updated!'; only the change is sent.
    const renamed = `${title} (renamed)`
    await card.getByRole('button', { name: 'Edit story' }).click()
    const editor = page.getByRole('dialog')
    await editor.getByLabel('English', { exact: true }).first().fill(renamed)
    writes.length = 0
    await editor.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(notification(page, 'Updating story...')).toBeVisible()
    await expect(notification(page, 'Story updated!')).toBeVisible()
    expect(writes).toHaveLength(1)
    expect(writes[0]?.method).toBe('PATCH')
    expect(writes[0]?.size).toBeLessThan(10 * 1024)
    await page.reload()
    const renamedCard = page.locator('.story-card').filter({ hasText: renamed })
    await expect(renamedCard).toBeVisible()

    // Delete, after 'Delete this story?'.
    alerts.length = 0
    await renamedCard.getByRole('button', { name: 'Delete story' }).click()
    await answer(page, 'Delete this story?', 'Delete story')
    await expect(notification(page, 'Story deleted!')).toBeVisible()
    expect(alerts).toEqual([])
    await page.reload()
    await expect(page.locator('.story-card').first()).toBeVisible()
    await expect(page.locator('.story-card').filter({ hasText: title })).toHaveCount(0)
  })

  test('two editors: different stories both saved; the same story, the later one gets 409, sees the other version and chooses', async ({
    page,
    browser,
  }) => {
    const stories = original.content.stories as { id: string; title: { en: string } }[]
    const [a, b] = [stories[0], stories[1]] as { id: string; title: { en: string } }[]
    // A page of its own, waiting for hydration like the fixture's.
    const other = waitingForHydration(await browser.newPage())
    await enterEditMode(page, '/customer-stories')
    await enterEditMode(other, '/customer-stories')
    const rename = async (p: Page, from: string, to: string) => {
      await p.locator('.story-card').filter({ hasText: from }).getByRole('button', { name: 'Edit story' }).click()
      const editor = p.getByRole('dialog')
      await editor.getByLabel('English', { exact: true }).first().fill(to)
      await editor.getByRole('button', { name: 'Save', exact: true }).click()
    }
    const first = `${a?.title.en} (first editor)`
    const second = `${b?.title.en} (second editor)`
    await rename(page, a?.title.en ?? '', first)
    await expect(notification(page, 'Story updated!')).toBeVisible()
    // The second editor's page still has the version before the first one's save.
    await rename(other, b?.title.en ?? '', second)
    await expect(notification(other, 'Story updated!')).toBeVisible()
    await page.reload()
    await expect(page.locator('.story-card').filter({ hasText: first })).toBeVisible()
    await expect(page.locator('.story-card').filter({ hasText: second })).toBeVisible()

    // Both change the first story's title: the later save is refused (409), that editor's page shows
    // the stored version, and its editor stays open with both titles to choose from.
    await rename(page, first, `${a?.title.en} (again)`)
    await expect(notification(page, 'Story updated!')).toBeVisible()
    await rename(other, first, `${a?.title.en} (lost)`)
    await expect(notification(other, 'Someone else changed the same text. Choose which version to keep.')).toBeVisible()
    await expect(other.locator('.story-card').filter({ hasText: `${a?.title.en} (again)` })).toBeVisible()
    await expect(other.locator('.story-card').filter({ hasText: `${a?.title.en} (lost)` })).toHaveCount(0)
    const editor = other.getByRole('dialog')
    await expect(editor.getByText(`${a?.title.en} (again)`, { exact: false }).first()).toBeVisible()
    await editor
      .getByRole('radio', { name: /Your version/ })
      .first()
      .check()
    await editor.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(notification(other, 'Story updated!')).toBeVisible()
    await other.reload()
    await expect(other.locator('.story-card').filter({ hasText: `${a?.title.en} (lost)` })).toBeVisible()
    await other.close()
  })

  test('the duplicate alert in Arabic', async ({ page }) => {
    const taken = (original.content.stories as { id: string; title: { en: string } }[])[0]
    if (!taken) throw new Error('no seeded story')
    await enterEditMode(page, '/customer-stories')
    await page.goto('/customer-stories?edit=true&lng=ar')
    await page.getByRole('button', { name: 'إضافة قصة' }).click()
    const dialog = page.getByRole('dialog', { name: 'قصة جديدة' })
    await dialog.getByRole('button', { name: 'إنشاء القصة' }).click()
    await expect(dialog.getByText('العنوان مطلوب.')).toBeVisible()
    const alert = new Promise<string>((resolve) =>
      page.once('dialog', (d) => {
        resolve(d.message())
        void d.accept()
      }),
    )
    await dialog.getByLabel('العنوان (بالإنجليزية)').fill(taken.title.en)
    await dialog.getByRole('button', { name: 'إنشاء القصة' }).click()
    expect(await alert).toBe(`توجد قصة بالمعرّف «\u2068${taken.id}\u2069». يُرجى اختيار عنوان آخر.`)
  })
})

test.describe('editing posts', () => {
  let original: BlockSnapshot
  test.beforeEach(async ({ request }) => {
    original = await snapshotBlock(request, 'resources', 'posts')
  })
  test.afterEach(async ({ request }) => restoreBlock(request, original, 'resources'))

  test("create (the page reloads) and delete a post; the layout toggle reloads the post's page", async ({ page }) => {
    const title = `Post ${stamp()} from the browser`
    const id = title.toLowerCase().replace(/\s+/g, '-')
    await enterEditMode(page, '/resources')
    const alerts: string[] = []
    page.on('dialog', (d) => {
      alerts.push(d.message())
      void d.accept()
    })
    await page.getByRole('button', { name: 'Add post' }).click()
    const dialog = page.getByRole('dialog', { name: 'New post' })
    await dialog.getByRole('button', { name: 'Create post' }).click()
    await expect(dialog.getByText('Title is required.')).toBeVisible()
    // A title whose slug a post has already: the spec's alert, nothing created.
    const taken = (original.content.posts as { id: string; title: { en: string } }[])[0]
    if (!taken) throw new Error('no seeded post')
    await dialog.getByLabel('Title (English)').fill(taken.title.en)
    await dialog.getByRole('button', { name: 'Create post' }).click()
    await expect.poll(() => alerts).toEqual([`A post with the ID "${taken.id}" already exists. Please choose a different title.`])
    alerts.length = 0
    await dialog.getByLabel('Title (English)').fill(title)
    await dialog.getByLabel('Type').selectOption('event')
    const reloaded = page.waitForEvent('load')
    await dialog.getByRole('button', { name: 'Create post' }).click()
    await expect(notification(page, 'Post created!')).toBeVisible()
    await reloaded
    const card = page.locator('.posts--list .post-card').filter({ hasText: title })
    await expect(card).toBeVisible()
    await expect(card).toHaveClass(/post-card--event/)

    // Edit it through the block's editor (every field of the post): the type back to blog.
    await card.getByRole('button', { name: 'Edit post' }).click()
    const editor = page.getByRole('dialog')
    await editor.getByLabel('Type', { exact: true }).selectOption('blog')
    await editor.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(notification(page, 'Changes saved successfully!')).toBeVisible()
    await page.reload()
    await expect(page.locator('.posts--list .post-card').filter({ hasText: title })).toHaveClass(/post-card--blog/)

    // Its page: the layout toggle stores the other layout and reloads.
    await page.goto(`/resources/${id}?edit=true`)
    await expect(page.locator('.article--article')).toBeVisible()
    const again = page.waitForEvent('load')
    await page.getByRole('button', { name: 'Switch to the simple layout' }).click()
    await again
    await expect(page.locator('.article--simple')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Switch to the article layout' })).toBeVisible()

    await page.goto('/resources?edit=true')
    alerts.length = 0
    await page.locator('.posts--list .post-card').filter({ hasText: title }).getByRole('button', { name: 'Delete post' }).click()
    await answer(page, 'Delete this post?', 'Delete post')
    await expect(notification(page, 'Post deleted!')).toBeVisible()
    expect(alerts).toEqual([])
    await page.reload()
    await expect(page.locator('.posts--list .post-card').first()).toBeVisible()
    await expect(page.locator('.post-card').filter({ hasText: title })).toHaveCount(0)
  })
})

test.describe('editing clients', () => {
  let original: BlockSnapshot
  test.beforeEach(async ({ request }) => {
    original = await snapshotBlock(request, 'our-clients', 'clients')
  })
  test.afterEach(async ({ request }) => restoreBlock(request, original, 'our-clients'))

  test("add (name required) and delete a client, with the spec's messages, persisted", async ({ page }) => {
    const name = `Client ${stamp()}`
    await enterEditMode(page, '/our-clients')
    await page.getByRole('button', { name: 'Add client' }).click()
    const dialog = page.getByRole('dialog', { name: 'New client' })
    await dialog.getByRole('button', { name: 'Add client' }).click()
    await expect(dialog.getByText('Client name is required.')).toBeVisible()
    await dialog.getByLabel('Client name').fill(name)
    await dialog.getByRole('button', { name: 'Add client' }).click()
    await expect(notification(page, 'New client added!')).toBeVisible()
    await page.reload()
    const card = page.locator('.client-card').filter({ hasText: name })
    await expect(card).toBeVisible()

    const confirmed: string[] = []
    page.on('dialog', (d) => {
      confirmed.push(d.message())
      void d.accept()
    })
    await card.getByRole('button', { name: 'Delete client' }).click()
    // The product's own question, not the browser's confirm().
    await answer(page, 'Delete this client?', 'Delete client')
    await expect(notification(page, 'Client deleted!')).toBeVisible()
    expect(confirmed).toEqual([])
    await page.reload()
    await expect(page.locator('.client-card').first()).toBeVisible()
    await expect(page.locator('.client-card').filter({ hasText: name })).toHaveCount(0)
  })
})
