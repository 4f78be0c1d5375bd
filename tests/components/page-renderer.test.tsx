import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { useState } from 'react'
import { Route, Routes } from 'react-router'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import type { LayoutShape } from '../../page-layouts/layout-shape.ts'
import type { PageLayout } from '../../page-layouts/types.ts'
import { labelled, localizedLine } from '../../schemas/fields.ts'
import type { PageData } from '../../src/api/types.ts'
import { type BlockProps, defineBlock } from '../../src/engine/block-definition.ts'
import { lazyBlock } from '../../src/engine/lazy-block.tsx'
import type { Registry } from '../../src/engine/engine-context.tsx'
import { PageRenderer } from '../../src/engine/page-renderer.tsx'
import { summaryKey } from '../../src/api/get-page.ts'
import { renderWithProviders, testQueryClient } from './render.tsx'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const hero = (order: number, en: string) => ({
  id: `hero-${order}`,
  block_type: 'HERO',
  order,
  version: 1,
  content: { title: { en, ar: `${en} (ar)` } },
})

function servePages(pages: Record<string, PageData | number>) {
  server.use(
    http.get('/api/v1/pages/:slug', ({ params }) => {
      const page = pages[params.slug as string]
      if (page === undefined) return HttpResponse.json({ error: { code: 'PAGE_NOT_FOUND', message: 'x' } }, { status: 404 })
      if (typeof page === 'number') return HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: page })
      return HttpResponse.json(page)
    }),
  )
}

const layout: PageLayout = {
  page: 'demo',
  blocks: [
    { order: 1, block: 'hero' },
    { order: 3, block: 'hero' },
  ],
  sources: [{ order: 2, block: 'hero', from: { page: 'other', order: 7 } }],
  unused: [5],
}

describe('PageRenderer (spec: loading, failure and empty texts; blocks by order)', () => {
  it("shows 'Loading...' and then the page's blocks in order, with a block from another page at its place", async () => {
    servePages({
      demo: { slug: 'demo', blocks: [hero(3, 'Third'), hero(1, 'First'), hero(5, 'Unused five')] },
      other: { slug: 'other', blocks: [hero(7, 'Borrowed')] },
    })
    renderWithProviders(<PageRenderer layout={layout} />)
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(3))
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['First', 'Borrowed', 'Third'])
    expect(screen.queryByText('Unused five')).toBeNull()
  })

  it("shows 'Failed to load page content.' when the page cannot be loaded", async () => {
    servePages({ demo: 500, other: { slug: 'other', blocks: [] } })
    renderWithProviders(<PageRenderer layout={layout} />)
    // The page query retries once before it gives up.
    await waitFor(() => expect(screen.getByText('Failed to load page content.')).toBeInTheDocument(), { timeout: 5000 })
  })

  it("shows 'No content found.' for a page without blocks", async () => {
    servePages({ demo: { slug: 'demo', blocks: [] }, other: { slug: 'other', blocks: [] } })
    renderWithProviders(<PageRenderer layout={layout} />)
    await waitFor(() => expect(screen.getByText('No content found.')).toBeInTheDocument())
  })

  it("shows the layout's own message when its required block is missing", async () => {
    servePages({ 'privacy-policy': { slug: 'privacy-policy', blocks: [] } })
    renderWithProviders(
      <PageRenderer
        layout={{
          page: 'privacy-policy',
          blocks: [{ order: 1, block: 'text' }],
          missing: { block: 'text', message: 'Privacy Policy content not found!' },
        }}
      />,
    )
    await waitFor(() => expect(screen.getByText('Privacy Policy content not found!')).toBeInTheDocument())
  })

  const broken: PageData = {
    slug: 'demo',
    blocks: [
      hero(1, 'Still here'),
      { id: 'x', block_type: 'NO-SUCH-TYPE', order: 2, version: 1, content: {} },
      { id: 'y', block_type: 'hero', order: 3, version: 1, content: { title: { en: 42 } } },
    ],
  }

  it('visitors see nothing of an unknown or invalid block, and the rest of the page renders', async () => {
    servePages({ demo: broken, other: { slug: 'other', blocks: [] } })
    renderWithProviders(<PageRenderer layout={layout} />)
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Still here' })).toBeInTheDocument())
    expect(screen.queryByText(/Unknown block type/)).toBeNull()
    expect(screen.queryByText(/invalid content/)).toBeNull()
  })

  it('editors see a labelled warning with the issue paths instead', async () => {
    servePages({ demo: broken, other: { slug: 'other', blocks: [] } })
    renderWithProviders(<PageRenderer layout={layout} />, { admin: true, route: '/demo?edit=true' })
    await waitFor(() => expect(screen.getByText('Unknown block type: NO-SUCH-TYPE')).toBeInTheDocument())
    expect(screen.getByText('This Hero block has invalid content')).toBeInTheDocument()
    expect(screen.getByText(/^title\.en:/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeInTheDocument()
  })
})

describe('the engine is handed its registry (it knows no concrete block)', () => {
  const note = labelled(z.object({ text: labelled(localizedLine(), 'Text', 'النص') }), 'Note', 'ملاحظة')
  const banner = labelled(z.object({ heading: labelled(localizedLine(), 'Heading', 'العنوان') }), 'Banner', 'لافتة')
  const fake: Registry = {
    note: defineBlock({ key: 'note', schema: note, component: ({ content }) => <p>note: {content.text.en}</p> }),
    banner: defineBlock({ key: 'banner', schema: banner, component: ({ content }) => <h2>banner: {content.heading.en}</h2> }),
  }
  const fakeLayout: LayoutShape = {
    page: 'demo',
    blocks: [
      { order: 1, block: 'banner' },
      { order: 2, block: 'note' },
      { order: 3, block: 'note' },
    ],
    unused: [4],
  }
  const page: PageData = {
    slug: 'demo',
    blocks: [
      { id: 'b', block_type: 'BANNER', order: 1, version: 1, content: { heading: { en: 'Hello', ar: 'مرحبا' } } },
      { id: 'n', block_type: 'banner', order: 2, version: 1, content: { heading: { en: 'Misplaced', ar: 'x' } } },
      { id: 'u', block_type: 'note', order: 4, version: 1, content: { text: { en: 'At an unused order', ar: 'x' } } },
      { id: 'e', block_type: 'note', order: 9, version: 1, content: { text: { en: 'Added by an editor', ar: 'x' } } },
    ],
  }

  it('draws slots with the registry it is given; visitors see neither a misplaced block nor one at an unused order', async () => {
    servePages({ demo: page })
    renderWithProviders(<PageRenderer layout={fakeLayout} />, { registry: fake })
    await waitFor(() => expect(screen.getByRole('heading', { name: 'banner: Hello' })).toBeInTheDocument())
    expect(screen.getByText('note: Added by an editor')).toBeInTheDocument()
    expect(screen.queryByText(/Misplaced/)).toBeNull()
    expect(screen.queryByText(/unused order/)).toBeNull()
  })

  it('editors see each of them, labelled with the reason, so nothing they add is ever invisible', async () => {
    servePages({ demo: page })
    renderWithProviders(<PageRenderer layout={fakeLayout} />, { registry: fake, admin: true, route: '/demo?edit=true' })
    await waitFor(() =>
      expect(screen.getByText('This place shows a Note block, but holds a Banner block. Visitors do not see it.')).toBeInTheDocument(),
    )
    expect(screen.getByText('Position 4 is not used on this page. Visitors do not see this block.')).toBeInTheDocument()
    expect(screen.getByText('note: Added by an editor')).toBeInTheDocument()
  })
})

describe('views: a layout draws a block with another view of its type', () => {
  const list = labelled(z.object({ title: labelled(localizedLine(), 'Title', 'العنوان') }), 'List', 'قائمة')
  const fake: Registry = {
    list: defineBlock({
      key: 'list',
      schema: list,
      component: ({ content }) => <h2>list: {content.title.en}</h2>,
      views: { detail: ({ content }) => <h2>detail: {content.title.en}</h2> },
    }),
  }
  const detailLayout: LayoutShape = {
    page: 'detail-page',
    blocks: [{ order: 1, block: 'list' }],
    sources: [{ order: 2, block: 'list', view: 'detail', from: { page: 'list-page', order: 2 } }],
  }

  it("draws a borrowed block with the view the layout names, and the page's own with the block's component", async () => {
    servePages({
      'detail-page': {
        slug: 'detail-page',
        blocks: [{ id: 'own', block_type: 'list', order: 1, version: 1, content: { title: { en: 'Own' } } }],
      },
      'list-page': {
        slug: 'list-page',
        blocks: [{ id: 'l', block_type: 'LIST', order: 2, version: 1, content: { title: { en: 'Jobs' } } }],
      },
    })
    renderWithProviders(<PageRenderer layout={detailLayout} />, { registry: fake })
    await waitFor(() => expect(screen.getByRole('heading', { name: 'detail: Jobs' })).toBeInTheDocument())
    expect(screen.getByRole('heading', { name: 'list: Own' })).toBeInTheDocument()
    expect(screen.queryByText('list: Jobs')).toBeNull()
  })
})

describe('code: a change of page loads its blocks beside its data, not after it', () => {
  const list = labelled(z.object({ title: labelled(localizedLine(), 'Title', 'العنوان') }), 'List', 'قائمة')
  const loads: string[] = []
  const lazyHeading = (name: string) =>
    lazyBlock<BlockProps<typeof list>>(async () => {
      loads.push(name)
      return { default: ({ content }) => <h2>{`${name}: ${content.title.en}`}</h2> }
    })
  const fake: Registry = {
    list: defineBlock({ key: 'list', schema: list, component: lazyHeading('list'), views: { detail: lazyHeading('detail') } }),
  }
  const detailLayout: LayoutShape = {
    page: 'detail-page',
    blocks: [{ order: 1, block: 'list' }],
    sources: [{ order: 2, block: 'list', view: 'detail', from: { page: 'list-page', order: 2 } }],
  }

  it("asks for the code of the layout's blocks and of a borrowed block's view while 'Loading...' shows", async () => {
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.get('/api/v1/pages/:slug', async ({ params }) => {
        await answered
        const slug = params.slug as string
        const block = slug === 'detail-page' ? { id: 'own', order: 1, title: 'Own' } : { id: 'l', order: 2, title: 'Jobs' }
        return HttpResponse.json({
          slug,
          blocks: [{ id: block.id, block_type: 'list', order: block.order, version: 1, content: { title: { en: block.title } } }],
        })
      }),
    )
    renderWithProviders(<PageRenderer layout={detailLayout} />, { registry: fake })
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    await waitFor(() => expect([...loads].sort()).toEqual(['detail', 'list']))
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    answer()
    await waitFor(() => expect(screen.getByRole('heading', { name: 'detail: Jobs' })).toBeInTheDocument())
    expect(screen.getByRole('heading', { name: 'list: Own' })).toBeInTheDocument()
    expect(loads).toHaveLength(2)
  })
})

describe('reads: visitors read pages as lists draw them, editors and item pages read them whole', () => {
  const list = labelled(z.object({ title: labelled(localizedLine(), 'Title', 'العنوان') }), 'List', 'قائمة')
  const fake: Registry = {
    list: defineBlock({
      key: 'list',
      schema: list,
      component: ({ content }) => <h2>list: {content.title.en}</h2>,
      views: { detail: ({ content }) => <h2>detail: {content.title.en}</h2> },
    }),
  }
  const listLayout: LayoutShape = { page: 'list-page', blocks: [{ order: 2, block: 'list' }], unused: [4] }
  const itemLayout: LayoutShape = {
    page: 'item-page',
    blocks: [{ order: 1, block: 'list' }],
    sources: [{ order: 2, block: 'list', view: 'detail', item: 'itemId', from: { page: 'list-page', order: 2 } }],
  }
  const page = (slug: string, title: string): PageData => ({
    slug,
    blocks: [
      { id: `${slug}-2`, block_type: 'list', order: 2, version: 1, content: { title: { en: title, ar: 'x' } } },
      { id: `${slug}-4`, block_type: 'list', order: 4, version: 1, content: { title: { en: 'At four', ar: 'x' } } },
    ],
  })

  /** Serves `slug (view)` as the title, by the view asked for (whole, summary, item=…), and records each read as `slug view`. */
  function serveViews(reads: string[], wholeAnswer?: Promise<void>) {
    server.use(
      http.get('/api/v1/pages/:slug', async ({ params, request }) => {
        const slug = params.slug as string
        const query = new URL(request.url).searchParams
        const view = query.get('view') ?? (query.has('item') ? `item=${query.get('item')}` : 'whole')
        reads.push(`${slug} ${view}`)
        if (view === 'whole' && wholeAnswer) await wholeAnswer
        return HttpResponse.json(page(slug, `${slug} (${view})`))
      }),
    )
  }

  it('a visitor’s list page reads ?view=summary', async () => {
    const reads: string[] = []
    serveViews(reads)
    renderWithProviders(<PageRenderer layout={listLayout} />, { registry: fake })
    await waitFor(() => expect(screen.getByRole('heading', { name: 'list: list-page (summary)' })).toBeInTheDocument())
    expect(reads).toEqual(['list-page summary'])
  })

  it('an item’s page reads its list’s page for the item its address names, and its own as a summary', async () => {
    const reads: string[] = []
    serveViews(reads)
    renderWithProviders(
      <Routes>
        <Route path="/items/:itemId" element={<PageRenderer layout={itemLayout} />} />
      </Routes>,
      { registry: fake, route: '/items/story-7' },
    )
    await waitFor(() => expect(screen.getByRole('heading', { name: 'detail: list-page (item=story-7)' })).toBeInTheDocument())
    expect(reads.sort()).toEqual(['item-page summary', 'list-page item=story-7'])
  })

  it('edit mode reads whole pages, and shows the summary it holds without any editing until they are here', async () => {
    const reads: string[] = []
    let answer = () => {}
    serveViews(reads, new Promise<void>((resolve) => (answer = resolve)))
    const client = testQueryClient()
    client.setQueryData(summaryKey('list-page'), page('list-page', 'list-page (summary)'))
    renderWithProviders(<PageRenderer layout={listLayout} />, { registry: fake, admin: true, route: '/list-page?edit=true', client })
    await waitFor(() => expect(reads).toEqual(['list-page whole']))
    expect(screen.getByRole('heading', { name: 'list: list-page (summary)' })).toBeInTheDocument()
    // Editors see a block at an unused order, labelled; not before the whole page is here.
    expect(screen.queryByText(/Position 4 is not used/)).toBeNull()
    answer()
    await waitFor(() => expect(screen.getByRole('heading', { name: 'list: list-page (whole)' })).toBeInTheDocument())
    expect(screen.getByText('Position 4 is not used on this page. Visitors do not see this block.')).toBeInTheDocument()
  })
})

describe('a block drawn again with the same content gets the same content object', () => {
  const card = labelled(
    z.object({ title: labelled(localizedLine(), 'Title', 'العنوان'), note: labelled(localizedLine(), 'Note', 'ملاحظة') }),
    'Card',
    'بطاقة',
  )
  const seen: unknown[] = []
  const fake: Registry = {
    card: defineBlock({
      key: 'card',
      schema: card,
      component: ({ content }) => {
        seen.push(content)
        return <h2>card: {content.title.en}</h2>
      },
    }),
  }
  // A place that hides a field: the content drawn is a copy without it, made once.
  const hiding: LayoutShape = { page: 'cards', blocks: [{ order: 1, block: 'card', hide: ['note'] }] }

  it('so that what a list block keeps with its content (its items’ fields) is not made again at each render', async () => {
    servePages({
      cards: {
        slug: 'cards',
        blocks: [
          {
            id: 'c',
            block_type: 'card',
            order: 1,
            version: 1,
            content: { title: { en: 'One', ar: 'واحد' }, note: { en: 'Hidden', ar: 'مخفي' } },
          },
        ],
      },
    })
    // The page drawn again by its parent, as a change of the address does.
    function Again() {
      const [times, setTimes] = useState(0)
      return (
        <>
          <button type="button" onClick={() => setTimes(times + 1)}>
            Again {times}
          </button>
          <PageRenderer layout={hiding} />
        </>
      )
    }
    renderWithProviders(<Again />, { registry: fake })
    await waitFor(() => expect(screen.getByRole('heading', { name: 'card: One' })).toBeInTheDocument())
    const before = seen.length
    fireEvent.click(screen.getByRole('button', { name: 'Again 0' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Again 1' })).toBeInTheDocument())
    expect(seen.length).toBeGreaterThan(before)
    expect(new Set(seen).size).toBe(1)
    expect(seen[0]).toMatchObject({ title: { en: 'One' }, note: { en: '' } })
  })
})
