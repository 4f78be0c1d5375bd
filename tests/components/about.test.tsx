import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ctaSchema } from '../../src/blocks/cta/schema.ts'
import { heroSchema } from '../../src/blocks/hero/schema.ts'
import { learnAndThriveSchema } from '../../src/blocks/learn-and-thrive/schema.ts'
import { visionSchema } from '../../src/blocks/vision/schema.ts'
import { whoWeAreSchema } from '../../src/blocks/who-we-are/schema.ts'
import { seedContent } from '../../server/seed/content.ts'
import Cta from '../../src/blocks/cta/cta.tsx'
import Hero from '../../src/blocks/hero/hero.tsx'
import { videoSource } from '../../src/widgets/video-source.ts'
import LearnAndThrive from '../../src/blocks/learn-and-thrive/learn-and-thrive.tsx'
import { contrastRatio, readableTextOn } from '../../src/widgets/contrast.ts'
import Vision from '../../src/blocks/vision/vision.tsx'
import WhoWeAre from '../../src/blocks/who-we-are/who-we-are.tsx'
import { fakeEditorHost, renderWithProviders, withBlock } from './render.tsx'

/** Delays are the spec's numbers (pages.md §9: modal close delay 300 ms), never the code's constants. */

/** jsdom has no matchMedia (the reduced-motion hook) and no ResizeObserver (a slider's strip). */
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
}

/** The About page's seed as the database gets it: its own blocks and its block folders' seeds. */
const about = seedContent.about ?? []

const seed = (type: string) => {
  const block = about.find((b) => b.block_type === type)
  if (!block) throw new Error(`No ${type} block in the About seed`)
  return block.content
}

const hero = heroSchema.parse(seed('HERO'))
const whoWeAre = whoWeAreSchema.parse(seed('WHO-WE-ARE'))
const learnAndThrive = learnAndThriveSchema.parse(seed('LEARN-AND-THRIVE'))
const vision = visionSchema.parse(seed('VISION'))
const cta = ctaSchema.parse(seed('CTA'))

afterEach(() => {
  vi.useRealTimers()
  localStorage.clear()
})

describe('About seed', () => {
  it('has the layout order numbers 1, 2, 3, 4 and 6 and parses with each schema', () => {
    expect(about.map((b) => [b.block_type, b.order])).toEqual([
      ['HERO', 1],
      ['WHO-WE-ARE', 2],
      ['LEARN-AND-THRIVE', 3],
      ['VISION', 4],
      ['CTA', 6],
    ])
  })

  it('gives every image a source, alt text in both languages and a size', () => {
    const images = [hero.mainImage, ...whoWeAre.images, learnAndThrive.image, ...vision.sections.map((s) => s.image), cta.imageUrl]
    for (const image of images) {
      expect(image.src).toMatch(/^\/media\/about\/.+\.svg$/)
      expect(image.alt.en).not.toBe('')
      expect(image.alt.ar).toMatch(/[\u0600-\u06FF]/)
      expect(image.width).toBeGreaterThan(0)
      expect(image.height).toBeGreaterThan(0)
    }
  })
})

describe('hero', () => {
  it('renders the English title as the page heading, its button and main image', () => {
    renderWithProviders(<Hero content={hero} />)
    expect(screen.getByRole('heading', { level: 1, name: hero.title.en })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: hero.primaryButtonText.en })).toHaveAttribute('href', '/our-team')
    expect(screen.getByRole('img', { name: hero.mainImage.alt.en })).toBeInTheDocument()
  })

  it('renders Arabic content with lng ar', () => {
    renderWithProviders(<Hero content={hero} />, { lng: 'ar' })
    expect(screen.getByRole('heading', { level: 1, name: hero.title.ar })).toBeInTheDocument()
    expect(screen.getByText(hero.subtitle.ar)).toBeInTheDocument()
  })

  it('has no video button on the About page', () => {
    renderWithProviders(<Hero content={hero} />)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('opens the video in a dialog that locks scrolling and closes 300 ms after Escape', async () => {
    const withVideo = heroSchema.parse({
      ...hero,
      videoUrl: '/media/about/intro.mp4',
      watchVideoText: { en: 'Watch our story', ar: 'شاهد قصتنا' },
    })
    const { container } = renderWithProviders(<Hero content={withVideo} />)
    fireEvent.click(screen.getByRole('button', { name: 'Watch our story' }))
    // The dialog's code is fetched on the click; the clock stops once it is open.
    const dialog = await screen.findByRole('dialog', { name: 'Watch our story' })
    vi.useFakeTimers()
    expect(document.documentElement.style.overflow).toBe('hidden')
    expect(container.querySelector('video')).toHaveAttribute('src', '/media/about/intro.mp4')

    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(dialog).toHaveClass('modal--closing')
    act(() => vi.advanceTimersByTime(299))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('closes on the close button and on a click on the overlay', async () => {
    const withVideo = heroSchema.parse({ ...hero, videoUrl: 'https://youtu.be/dQw4w9WgXcQ', watchVideoText: { en: 'Watch', ar: 'شاهد' } })
    renderWithProviders(<Hero content={withVideo} />)
    fireEvent.click(screen.getByRole('button', { name: 'Watch' }))
    await screen.findByRole('dialog')
    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Close video' }))
    act(() => vi.advanceTimersByTime(300))
    expect(screen.queryByRole('dialog')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Watch' }))
    fireEvent.click(screen.getByRole('dialog'))
    act(() => vi.advanceTimersByTime(300))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('plays YouTube addresses through youtube-nocookie and files through <video>', () => {
    expect(videoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      kind: 'youtube',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    })
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ').kind).toBe('youtube')
    expect(videoSource('/data/uploads/a.webm')).toEqual({ kind: 'file', src: '/data/uploads/a.webm' })
  })
})

describe('who we are', () => {
  it('renders the title and the description lines as paragraphs, in English and Arabic', () => {
    const { unmount } = renderWithProviders(<WhoWeAre content={whoWeAre} />)
    expect(screen.getByRole('heading', { level: 2, name: whoWeAre.title.en })).toBeInTheDocument()
    for (const line of whoWeAre.description.en.split('\n')) expect(screen.getByText(line).tagName).toBe('P')
    unmount()
    renderWithProviders(<WhoWeAre content={whoWeAre} />, { lng: 'ar' })
    expect(screen.getByRole('heading', { level: 2, name: whoWeAre.title.ar })).toBeInTheDocument()
  })

  it('renders each gallery image twice: the original and an aria-hidden duplicate', () => {
    const { container } = renderWithProviders(<WhoWeAre content={whoWeAre} />)
    for (const image of whoWeAre.images) {
      const all = [...container.querySelectorAll(`img[src="${image.src}"]`)]
      expect(all).toHaveLength(2)
      expect(all.filter((img) => img.closest('[aria-hidden="true"]'))).toHaveLength(1)
      // Only the original is exposed to assistive technology.
      expect(screen.getAllByRole('img', { name: image.alt.en })).toHaveLength(1)
    }
  })

  it('in edit mode shows only the original images, each editable, inside the list editor', () => {
    const host = fakeEditorHost()
    const { container } = renderWithProviders(
      withBlock(whoWeAre, { editing: true, type: 'who-we-are', host })(<WhoWeAre content={whoWeAre} />),
      {
        admin: true,
      },
    )
    expect(container.querySelectorAll('.who-we-are__slide img')).toHaveLength(whoWeAre.images.length)
    fireEvent.click(screen.getByRole('button', { name: /Gallery images/ }))
    expect(host.open).toHaveBeenLastCalledWith(expect.objectContaining({ path: ['images'] }))
    fireEvent.click(container.querySelector('[data-edit-path]:has(img)') as HTMLElement)
    expect(host.open).toHaveBeenLastCalledWith(expect.objectContaining({ path: ['images', 0] }))
  })
})

describe('learn and thrive', () => {
  it('renders the title in English and Arabic, both description columns and the image', () => {
    const { unmount } = renderWithProviders(<LearnAndThrive content={learnAndThrive} />)
    expect(screen.getByRole('heading', { level: 2, name: learnAndThrive.title.en })).toBeInTheDocument()
    for (const line of [...learnAndThrive.descriptionLeft.en.split('\n'), ...learnAndThrive.descriptionRight.en.split('\n')])
      expect(screen.getByText(line).tagName).toBe('P')
    expect(screen.getByRole('img', { name: learnAndThrive.image.alt.en })).toBeInTheDocument()
    unmount()
    renderWithProviders(<LearnAndThrive content={learnAndThrive} />, { lng: 'ar' })
    expect(screen.getByRole('heading', { level: 2, name: learnAndThrive.title.ar })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: learnAndThrive.image.alt.ar })).toBeInTheDocument()
  })
})

describe('vision', () => {
  it('renders every section title in English and Arabic', () => {
    const { unmount } = renderWithProviders(<Vision content={vision} />)
    for (const section of vision.sections) expect(screen.getByRole('heading', { name: section.title.en })).toBeInTheDocument()
    unmount()
    renderWithProviders(<Vision content={vision} />, { lng: 'ar' })
    for (const section of vision.sections) expect(screen.getByRole('heading', { name: section.title.ar })).toBeInTheDocument()
  })

  it('splits each description into one paragraph per line', () => {
    renderWithProviders(<Vision content={vision} />)
    for (const section of vision.sections) {
      const lines = section.description.en.split('\n')
      expect(lines.length).toBeGreaterThan(1)
      const article = screen.getByRole('heading', { name: section.title.en }).closest('article') as HTMLElement
      const paragraphs = within(article).getAllByText((_, el) => el?.tagName === 'P')
      expect(paragraphs.map((p) => p.textContent)).toEqual(lines)
    }
  })

  it('in edit mode names its background colour in a chip that opens that field; visitors see no chip', () => {
    const host = fakeEditorHost()
    const { unmount } = renderWithProviders(withBlock(vision, { editing: true, type: 'vision', host })(<Vision content={vision} />), {
      admin: true,
    })
    fireEvent.click(screen.getByRole('button', { name: /Background colour/ }))
    expect(host.open).toHaveBeenLastCalledWith(expect.objectContaining({ path: ['backgroundColor'] }))
    unmount()
    renderWithProviders(<Vision content={vision} />)
    expect(screen.queryByText(/Background colour/)).toBeNull()
  })

  it('keeps text readable on the background colour', () => {
    const { container } = renderWithProviders(<Vision content={{ ...vision, backgroundColor: '#083f44' }} />)
    expect((container.querySelector('section') as HTMLElement).style.color).toBe('rgb(255, 255, 255)')
    for (const bg of ['#f4f1ea', '#0d5c63', '#b5510e', '#ffffff', '#000', '#6fb3ad'])
      expect(contrastRatio(bg, readableTextOn(bg))).toBeGreaterThanOrEqual(4.5)
  })
})

describe('call to action', () => {
  it('renders the title in English and Arabic', () => {
    const { unmount } = renderWithProviders(<Cta content={cta} />)
    expect(screen.getByRole('heading', { level: 2, name: cta.title.en })).toBeInTheDocument()
    unmount()
    renderWithProviders(<Cta content={cta} />, { lng: 'ar' })
    expect(screen.getByRole('heading', { level: 2, name: cta.title.ar })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: cta.buttonText.ar })).toHaveAttribute('href', '/contact')
  })

  it('links its button to /contact and the e-mail address with mailto', () => {
    renderWithProviders(<Cta content={cta} />)
    expect(screen.getByRole('link', { name: cta.buttonText.en })).toHaveAttribute('href', '/contact')
    expect(screen.getByRole('link', { name: cta.email })).toHaveAttribute('href', `mailto:${cta.email}`)
    expect(screen.getByText(cta.text_before.en)).toBeInTheDocument()
    expect(screen.getByRole('img', { name: cta.imageUrl.alt.en })).toBeInTheDocument()
  })

  it('plays a looping muted video in place of the image when one is set', () => {
    const { container } = renderWithProviders(<Cta content={{ ...cta, videoUrl: '/media/about/loop.mp4' }} />)
    const video = container.querySelector('video') as HTMLVideoElement
    expect(video).toHaveAttribute('src', '/media/about/loop.mp4')
    expect(video.loop).toBe(true)
    expect(video.muted).toBe(true)
    expect(screen.queryByRole('img', { name: cta.imageUrl.alt.en })).toBeNull()
  })
})
