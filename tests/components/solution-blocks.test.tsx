import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { parse } from 'zod/mini'
import { layouts } from '../../page-layouts/index.ts'
import { demoRequestSchema } from '../../src/blocks/demo-request/schema.ts'
import { imageTextSchema } from '../../src/blocks/image-text/schema.ts'
import { infoBlockSchema } from '../../src/blocks/info-block/schema.ts'
import { processTimelineSchema } from '../../src/blocks/process-timeline/schema.ts'
import { solutionHeroSchema } from '../../src/blocks/solution-hero/schema.ts'
import { storiesSchema } from '../../src/blocks/stories/schema.ts'
import type { PageData } from '../../src/api/types.ts'
import DemoRequest from '../../src/blocks/demo-request/demo-request.tsx'
import ImageText from '../../src/blocks/image-text/image-text.tsx'
import InfoBlock from '../../src/blocks/info-block/info-block.tsx'
import ProcessTimeline from '../../src/blocks/process-timeline/process-timeline.tsx'
import SolutionHero from '../../src/blocks/solution-hero/solution-hero.tsx'
import StoriesSlider from '../../src/blocks/stories/stories-slider.tsx'
import { BlockContext } from '../../src/engine/block-context.tsx'
import { EditorHostContext } from '../../src/engine/editor-host-context.tsx'
import { PageRenderer } from '../../src/engine/page-renderer.tsx'
import { fakeEditorHost, renderWithProviders, withBlock } from './render.tsx'

const t = (en: string, ar = `${en} (ar)`) => ({ en, ar })

describe('process timeline (spec: title with line breaks kept; steps 01, 02… alternating above and below the line)', () => {
  const steps = Array.from({ length: 10 }, (_, i) => ({ id: `s${i}`, title: t(`Step ${i + 1}`), description: t(`Does thing ${i + 1}`) }))
  const content = parse(processTimelineSchema, { title: t('From brief to launch\nin six steps'), steps })

  it("numbers the steps '01', '02' … '10' in order", () => {
    renderWithProviders(<ProcessTimeline content={content} />)
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items.map((li) => li.querySelector('.process__number')?.textContent)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
    ])
    expect(items.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual(steps.map((s) => s.title.en))
  })

  it('alternates steps above and below the line, starting above', () => {
    renderWithProviders(<ProcessTimeline content={content} />)
    const sides = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((li) =>
        li.classList.contains('process__step--above') ? 'above' : li.classList.contains('process__step--below') ? 'below' : '?',
      )
    expect(sides).toEqual(['above', 'below', 'above', 'below', 'above', 'below', 'above', 'below', 'above', 'below'])
  })

  it('keeps the line breaks of the title', () => {
    renderWithProviders(<ProcessTimeline content={content} />)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('From brief to launch\nin six steps')
  })
})

describe('solution hero (spec: primary button to #request-demo-form; secondary to secondaryButtonLink or /contact)', () => {
  const hero = (extra: object = {}) =>
    parse(solutionHeroSchema, {
      title: t('Totara Learn'),
      primaryButtonText: t('Request a demo', 'اطلبوا عرضًا توضيحيًا'),
      secondaryButtonText: t('Talk to a consultant'),
      imageSrc: { src: '/media/x.svg', alt: t('A dashboard') },
      ...extra,
    })

  it('the primary button jumps to the demo request form', () => {
    renderWithProviders(<SolutionHero content={hero()} />)
    expect(screen.getByRole('link', { name: 'Request a demo' })).toHaveAttribute('href', '#request-demo-form')
  })

  it.each([
    ['', '/contact'],
    ['#', '/contact'],
    ['/our-partners', '/our-partners'],
  ])("the secondary button with link '%s' goes to %s", (link, target) => {
    renderWithProviders(<SolutionHero content={hero({ secondaryButtonLink: link })} />)
    expect(screen.getByRole('link', { name: 'Talk to a consultant' })).toHaveAttribute('href', target)
  })

  it('shows the image, or with two or more slider images the image-slider variant instead', () => {
    const { unmount } = renderWithProviders(<SolutionHero content={hero()} />)
    expect(screen.getByRole('img', { name: 'A dashboard' })).toBeInTheDocument()
    unmount()
    const sliderImages = ['Learn', 'Perform', 'Mobile'].map((n) => ({ id: n, src: `/media/${n}.svg`, alt: t(`${n} screen`) }))
    renderWithProviders(<SolutionHero content={hero({ sliderImages })} />)
    const slider = screen.getByRole('region', { name: 'Pictures of Totara Learn' })
    expect(
      within(slider)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Learn screen', 'Perform screen', 'Mobile screen'])
    expect(screen.queryByRole('img', { name: 'A dashboard' })).toBeNull()
  })

  it('in Arabic the primary button reads its Arabic text', () => {
    renderWithProviders(<SolutionHero content={hero()} />, { lng: 'ar' })
    expect(screen.getByRole('link', { name: 'اطلبوا عرضًا توضيحيًا' })).toHaveAttribute('href', '#request-demo-form')
  })
})

const story = (i: number) => ({
  id: `story-${i}`,
  title: t(`Story ${i}`),
  quote: t(`Quote ${i}`),
  image: { src: `/media/s${i}.svg`, alt: t(`Photo ${i}`) },
})

describe('success stories slider (spec: at most 6 cards, to /customer-stories/{id} except in edit mode; a button to /customer-stories)', () => {
  const content = parse(storiesSchema, {
    title: t('Success stories'),
    buttonText: t('Read all customer stories'),
    stories: Array.from({ length: 8 }, (_, i) => story(i + 1)),
  })

  it('shows at most 6 cards, each a link to its story', () => {
    renderWithProviders(<StoriesSlider content={content} />)
    const cards = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/customer-stories/'))
    expect(cards.map((a) => a.getAttribute('href'))).toEqual([1, 2, 3, 4, 5, 6].map((i) => `/customer-stories/story-${i}`))
    expect(screen.queryByText('Story 7')).toBeNull()
  })

  it('has a button to /customer-stories', () => {
    renderWithProviders(<StoriesSlider content={content} />)
    expect(screen.getByRole('link', { name: 'Read all customer stories' })).toHaveAttribute('href', '/customer-stories')
  })

  it('in edit mode the cards are not links', () => {
    renderWithProviders(
      withBlock(content, { editing: true, type: 'stories', host: fakeEditorHost() })(<StoriesSlider content={content} />),
      {
        admin: true,
      },
    )
    expect(screen.getByText('Story 1')).toBeInTheDocument()
    expect(screen.queryAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/customer-stories/'))).toEqual([])
  })

  it('in edit mode a field the place hides (the later pages’ subtitle and button) is not offered either', () => {
    const ctx = {
      slug: 'customer-stories',
      block: { id: 's', block_type: 'STORIES', order: 2, version: 1, content },
      schema: storiesSchema,
      content,
      editing: true,
    }
    const ui = (hidden: string[]) => (
      <EditorHostContext.Provider value={fakeEditorHost()}>
        <BlockContext.Provider value={{ ...ctx, hidden }}>
          <StoriesSlider content={content} />
        </BlockContext.Provider>
      </EditorHostContext.Provider>
    )
    const { unmount } = renderWithProviders(ui([]), { admin: true })
    expect(screen.getByRole('button', { name: 'Read all customer stories' })).toBeInTheDocument()
    unmount()
    renderWithProviders(ui(['subtitle', 'buttonText']), { admin: true })
    expect(screen.getByText('Story 1')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Read all customer stories' })).toBeNull()
    expect(document.querySelector('[data-edit-path="buttonText"], [data-edit-path="subtitle"], [data-edit-path="buttonLink"]')).toBeNull()
  })

  it('renders nothing for visitors when there are no stories', () => {
    const { container } = renderWithProviders(<StoriesSlider content={parse(storiesSchema, {})} />)
    expect(container.querySelector('section')).toBeNull()
  })
})

/** The edit handles of a section's video button: its words and the video's address. */
const videoFields = () => document.querySelectorAll('[data-edit-path="videoButtonText"], [data-edit-path="youtubeVideoUrl"]')

describe('image and text: the watch-video button (spec: opens the video modal when youtubeVideoUrl exists)', () => {
  const base = { title: t('Built for large organisations'), videoButtonText: t('Watch the tour'), showVideoButton: true }

  it('opens the video in a modal named by the button', async () => {
    const user = userEvent.setup()
    const content = parse(imageTextSchema, { ...base, youtubeVideoUrl: 'https://www.youtube.com/watch?v=abcdefghijk' })
    renderWithProviders(<ImageText content={content} />)
    await user.click(screen.getByRole('button', { name: 'Watch the tour' }))
    const dialog = await screen.findByRole('dialog', { name: 'Watch the tour' })
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toContain('youtube-nocookie.com/embed/abcdefghijk')
  })

  it('has no button without a video address', () => {
    renderWithProviders(<ImageText content={parse(imageTextSchema, { ...base, youtubeVideoUrl: '' })} />)
    expect(screen.queryByRole('button', { name: 'Watch the tour' })).toBeNull()
  })

  it("in edit mode offers the button's words and the video's address to edit, and nothing while its switch is off", () => {
    const edit = (showVideoButton: boolean) => {
      const content = parse(imageTextSchema, { ...base, showVideoButton, youtubeVideoUrl: '' })
      return renderWithProviders(
        withBlock(content, { editing: true, type: 'image-text', host: fakeEditorHost() })(<ImageText content={content} />),
        {
          admin: true,
        },
      )
    }
    const { unmount } = edit(true)
    expect(videoFields()).toHaveLength(2)
    expect(screen.getByText('Watch the tour')).toBeInTheDocument()
    unmount()
    edit(false)
    expect(screen.getByText('Built for large organisations')).toBeInTheDocument()
    expect(videoFields()).toHaveLength(0)
  })
})

describe('info block: the watch-video button, which has no switch', () => {
  const base = { title: t('Learning that fits'), videoButtonText: t('Watch the film') }

  it('plays the video for visitors when there is an address, and has no button without one', async () => {
    const user = userEvent.setup()
    const { unmount } = renderWithProviders(<InfoBlock content={parse(infoBlockSchema, { ...base, youtubeVideoUrl: '' })} />)
    expect(screen.getByRole('heading', { name: 'Learning that fits' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Watch the film' })).toBeNull()
    unmount()
    renderWithProviders(
      <InfoBlock content={parse(infoBlockSchema, { ...base, youtubeVideoUrl: 'https://www.youtube.com/watch?v=abcdefghijk' })} />,
    )
    await user.click(screen.getByRole('button', { name: 'Watch the film' }))
    expect(await screen.findByRole('dialog', { name: 'Watch the film' })).toBeInTheDocument()
  })

  it("in edit mode always offers the button's words and the video's address to edit", () => {
    const content = parse(infoBlockSchema, { ...base, youtubeVideoUrl: '' })
    renderWithProviders(
      withBlock(content, { editing: true, type: 'info-block', host: fakeEditorHost() })(<InfoBlock content={content} />),
      {
        admin: true,
      },
    )
    expect(videoFields()).toHaveLength(2)
  })
})

describe('demo request background video (never delays the first paint: poster first, the video when near)', () => {
  const content = parse(demoRequestSchema, {
    videoUrl: '/media/solutions/video/demo-background.webm',
    posterImage: { src: '/media/solutions/video/poster.webp', alt: t('Poster') },
  })

  it('renders the poster with no video source until the section comes near the screen', () => {
    const watchers = new Map<Element, (entries: Partial<IntersectionObserverEntry>[]) => void>()
    const Real = globalThis.IntersectionObserver
    globalThis.IntersectionObserver = class {
      constructor(private readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
      observe(target: Element) {
        watchers.set(target, this.callback)
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return []
      }
    } as unknown as typeof IntersectionObserver
    try {
      const { container } = renderWithProviders(<DemoRequest content={content} />)
      const video = container.querySelector('video') as HTMLVideoElement
      expect(video.getAttribute('poster')).toBe('/media/solutions/video/poster.webp')
      expect(video.getAttribute('src')).toBeNull()
      expect(video.getAttribute('preload')).toBe('none')
      expect(video.muted && video.loop).toBe(true)
      act(() => watchers.get(video)?.([{ isIntersecting: true, target: video }]))
      expect(video.getAttribute('src')).toBe('/media/solutions/video/demo-background.webm')
    } finally {
      globalThis.IntersectionObserver = Real
    }
  })

  it('sits at the anchor request-demo-form', () => {
    const { container } = renderWithProviders(<DemoRequest content={content} />)
    expect(container.querySelector('section')?.id).toBe('request-demo-form')
  })
})

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function servePages(pages: Record<string, PageData>) {
  server.use(
    http.get('/api/v1/pages/:slug', ({ params }) => HttpResponse.json(pages[params.slug as string] ?? { slug: params.slug, blocks: [] })),
  )
}

/** customer-stories block 2, drawn on the solution pages with the stories block's slider view. */
const storiesBlock = (content: Record<string, unknown>) => ({ id: 'stories', block_type: 'STORIES', order: 2, version: 1, content })

describe('the stories slider on the solution pages (customer-stories block 2)', () => {
  const stored = {
    subtitle: t('Stored subtitle'),
    buttonText: t('Stored button'),
    filters: { industry: [] },
    stories: [story(1), story(2)],
  }

  it('on a Totara page: the stored subtitle and button', async () => {
    servePages({ 'customer-stories': { slug: 'customer-stories', blocks: [storiesBlock(stored)] } })
    renderWithProviders(<PageRenderer layout={layouts['solutions-totara-mobile']!} />)
    expect(await screen.findByText('Stored subtitle', undefined, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Stored button' })).toHaveAttribute('href', '/customer-stories')
  })

  it('on a Totara page whose stories block has no button text: the layout gives one', async () => {
    servePages({ 'customer-stories': { slug: 'customer-stories', blocks: [storiesBlock({ stories: [story(1)] })] } })
    renderWithProviders(<PageRenderer layout={layouts['solutions-totara-learn']!} />)
    expect(await screen.findByRole('link', { name: 'Read all customer stories' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/customer-stories',
    )
  })

  it('on the five later pages: no subtitle and no button', async () => {
    servePages({ 'customer-stories': { slug: 'customer-stories', blocks: [storiesBlock(stored)] } })
    renderWithProviders(<PageRenderer layout={layouts['solutions-rosetta-stone']!} />)
    // The slides are redrawn once the carousel's code arrives: wait for the text, not for one node.
    await waitFor(() => expect(screen.getByText('Story 1')).toBeInTheDocument(), { timeout: 5000 })
    expect(screen.queryByText('Stored subtitle')).toBeNull()
    expect(screen.queryByRole('link', { name: 'Stored button' })).toBeNull()
  })

  it('renders nothing while the stories page has no block 2', async () => {
    servePages({
      'customer-stories': { slug: 'customer-stories', blocks: [] },
      'solutions-rosetta-stone': {
        slug: 'solutions-rosetta-stone',
        blocks: [{ id: 'faq', block_type: 'FAQ', order: 8, version: 1, content: { mainTitle: t('Questions') } }],
      },
    })
    renderWithProviders(<PageRenderer layout={layouts['solutions-rosetta-stone']!} />)
    expect(await screen.findByRole('heading', { name: 'Questions' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Customer stories' })).toBeNull()
  })
})

describe("OpenSesame (spec: when block 4 has no buttonText, 'Request a demo' in English and its Arabic)", () => {
  const tabbed = (buttonText: { en: string; ar: string }) => ({
    slug: 'solutions-opensesame',
    blocks: [
      {
        id: 'tabs',
        block_type: 'TABBED-CONTENT',
        order: 4,
        version: 1,
        content: { mainTitle: t('What is in the catalogue'), buttonText, tabs: [{ id: 'a', title: t('Leadership'), description: t('x') }] },
      },
      {
        id: 'tabs-7',
        block_type: 'TABBED-CONTENT',
        order: 7,
        version: 1,
        content: {
          mainTitle: t('Ways to license'),
          buttonText: t(''),
          tabs: [{ id: 'b', title: t('Full catalogue'), description: t('y') }],
        },
      },
    ],
  })

  it.each([
    ['en', 'Request a demo'],
    ['ar', 'اطلبوا عرضًا توضيحيًا'],
  ] as const)('in %s block 4 without button text shows «%s», linking to the demo form', async (lng, text) => {
    servePages({ 'solutions-opensesame': tabbed(t('', '')) })
    renderWithProviders(<PageRenderer layout={layouts['solutions-opensesame']!} />, { lng })
    const buttons = await screen.findAllByRole('link', { name: text }, { timeout: 5000 })
    // Only block 4: block 7 has no button text either, and no default.
    expect(buttons).toHaveLength(1)
    expect(buttons[0]).toHaveAttribute('href', '#request-demo-form')
  })

  it('block 4 with its own button text keeps it', async () => {
    servePages({ 'solutions-opensesame': tabbed(t('See the catalogue')) })
    renderWithProviders(<PageRenderer layout={layouts['solutions-opensesame']!} />)
    expect(await screen.findByRole('link', { name: 'See the catalogue' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Request a demo' })).toBeNull()
  })

  it('another page with block 4 empty gets no default button', async () => {
    servePages({ 'solutions-openedx': { ...tabbed(t('', '')), slug: 'solutions-openedx' } })
    renderWithProviders(<PageRenderer layout={layouts['solutions-openedx']!} />)
    expect(await screen.findByRole('heading', { name: 'What is in the catalogue' }, { timeout: 5000 })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Request a demo' })).toBeNull())
  })
})

vi.setConfig({ testTimeout: 15_000 })
