import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { awardsSchema } from '../../src/blocks/awards/schema.ts'
import { footerSchema } from '../../src/blocks/footer/schema.ts'
import { gallerySchema } from '../../src/blocks/gallery/schema.ts'
import { locationsSchema } from '../../src/blocks/locations/schema.ts'
import { partnersSchema } from '../../src/blocks/partners/schema.ts'
import { postsSchema } from '../../src/blocks/posts/schema.ts'
import { promisesSchema } from '../../src/blocks/promises/schema.ts'
import { solutionsGridSchema } from '../../src/blocks/solutions-grid/schema.ts'
import { storiesSchema } from '../../src/blocks/stories/schema.ts'
import { successSchema } from '../../src/blocks/success/schema.ts'
import { teamSchema } from '../../src/blocks/team/schema.ts'
import { welcomeSchema } from '../../src/blocks/welcome/schema.ts'
import { inUploads } from '../../schemas/fields.ts'
import { awards as awardsSeed } from '../../src/blocks/awards/seed.ts'
import { gallery as gallerySeed } from '../../src/blocks/gallery/seed.ts'
import { locations as locationsSeed } from '../../src/blocks/locations/seed.ts'
import { partners as partnersSeed } from '../../src/blocks/partners/seed.ts'
import { promises as promisesSeed } from '../../src/blocks/promises/seed.ts'
import { solutionsGrid as solutionsGridSeed } from '../../src/blocks/solutions-grid/seed.ts'
import { success as successSeed } from '../../src/blocks/success/seed.ts'
import { team as teamSeed } from '../../src/blocks/team/seed.ts'
import { welcome as welcomeSeed } from '../../src/blocks/welcome/seed.ts'
import { footer as footerSeed } from '../../src/blocks/footer/seed.ts'
import Awards from '../../src/blocks/awards/awards.tsx'
import Footer from '../../src/blocks/footer/footer.tsx'
import { mailClient } from '../../src/blocks/footer/newsletter-form.tsx'
import Gallery from '../../src/blocks/gallery/gallery.tsx'
import Locations from '../../src/blocks/locations/locations.tsx'
import Partners from '../../src/blocks/partners/partners.tsx'
import PostsInsights from '../../src/blocks/posts/posts-insights.tsx'
import Promises from '../../src/blocks/promises/promises.tsx'
import SolutionsGrid from '../../src/blocks/solutions-grid/solutions-grid.tsx'
import StoriesShowcase from '../../src/blocks/stories/stories-showcase.tsx'
import Success from '../../src/blocks/success/success.tsx'
import Team from '../../src/blocks/team/team.tsx'
import Welcome from '../../src/blocks/welcome/welcome.tsx'
import { server, withFormServices } from './forms-setup.ts'
import { fakeEditorHost, renderWithProviders, withBlock } from './render.tsx'

withFormServices()
afterEach(() => vi.useRealTimers())

const partners = partnersSchema.parse(partnersSeed)
const awards = awardsSchema.parse(awardsSeed)

describe('home blocks', () => {
  it('welcome: title, paragraphs, the key figures and the link to the story', () => {
    const welcome = welcomeSchema.parse(welcomeSeed)
    renderWithProviders(<Welcome content={welcome} />)
    expect(screen.getByRole('heading', { level: 2, name: welcome.title.en })).toBeInTheDocument()
    const figures = screen.getAllByRole('definition').map((d) => d.textContent)
    expect(figures).toEqual(['180', '400,000+', '20,000', '12 years'])
    expect(screen.getByRole('link', { name: 'Discover our story' })).toHaveAttribute('href', '/about')
  })

  it('solutions grid: each card is a link to its solution page', () => {
    const grid = solutionsGridSchema.parse(solutionsGridSeed)
    renderWithProviders(<SolutionsGrid content={grid} />)
    expect(screen.getByRole('link', { name: 'Totara Suite' })).toHaveAttribute('href', '/solutions/totara-suite')
    expect(screen.getByRole('link', { name: 'Rosetta Stone' })).toHaveAttribute('href', '/solutions/rosetta-stone')
    expect(screen.getAllByRole('listitem')).toHaveLength(6)
  })

  it('stories and insights drawn on home: nothing for visitors while there are none, a hint for editors', () => {
    const noStories = storiesSchema.parse({})
    const noPosts = postsSchema.parse({})
    const { container, unmount } = renderWithProviders(
      <>
        <StoriesShowcase content={noStories} />
        <PostsInsights content={noPosts} />
      </>,
    )
    expect(container.querySelector('section')).toBeNull()
    unmount()
    const host = fakeEditorHost()
    renderWithProviders(withBlock(noStories, { editing: true, type: 'stories', host })(<StoriesShowcase content={noStories} />), {
      admin: true,
    })
    expect(screen.getByText('No stories yet. Add the first one to the list.')).toBeInTheDocument()
  })

  it('stories: cards link to /customer-stories/{id}, except in edit mode; insights show the first three posts', () => {
    const stories = storiesSchema.parse({
      title: { en: 'Customer stories', ar: 'قصص عملائنا' },
      stories: [{ id: 'gulf-bank', title: { en: 'A bank that learns', ar: 'بنك يتعلّم' } }],
    })
    const { unmount } = renderWithProviders(<StoriesShowcase content={stories} />)
    expect(screen.getByRole('link', { name: 'A bank that learns' })).toHaveAttribute('href', '/customer-stories/gulf-bank')
    unmount()
    renderWithProviders(
      withBlock(stories, { editing: true, type: 'stories', host: fakeEditorHost() })(<StoriesShowcase content={stories} />),
      {
        admin: true,
      },
    )
    expect(screen.queryByRole('link', { name: 'A bank that learns' })).toBeNull()
    expect(screen.getByText('A bank that learns')).toBeInTheDocument()

    const posts = postsSchema.parse({
      posts: ['one', 'two', 'three', 'four'].map((id) => ({ id, title: { en: `Post ${id}`, ar: `منشور ${id}` } })),
    })
    renderWithProviders(<PostsInsights content={posts} />)
    expect(screen.getAllByRole('link', { name: /^Post / }).map((a) => a.getAttribute('href'))).toEqual([
      '/resources/one',
      '/resources/two',
      '/resources/three',
    ])
  })
})

describe('why choose us blocks', () => {
  it('the gallery repeats its images for the loop; copies are hidden from assistive technology', () => {
    const gallery = gallerySchema.parse(gallerySeed)
    const { container } = renderWithProviders(<Gallery content={gallery} />)
    for (const image of gallery.images) {
      expect(screen.getAllByRole('img', { name: image.alt.en })).toHaveLength(1)
      expect(container.querySelectorAll(`img[src="${image.src}"]`).length).toBeGreaterThan(1)
    }
  })

  it("gallery images typed by an editor go under /data/uploads/ (spec §5); an upload's path is kept", () => {
    expect(inUploads('/data/uploads/abc.png')).toBe('/data/uploads/abc.png')
    expect(inUploads('/media/about/gallery-studio.svg')).toBe('/data/uploads/gallery-studio.svg')
    expect(inUploads('https://example.com/pics/team.jpg?size=2')).toBe('/data/uploads/team.jpg')
    expect(inUploads('photo.webp')).toBe('/data/uploads/photo.webp')
    expect(inUploads('')).toBe('')
  })

  it('promise cards are numbered 01, 02…', () => {
    const promises = promisesSchema.parse(promisesSeed)
    const { container } = renderWithProviders(<Promises content={promises} />)
    expect([...container.querySelectorAll('.promises__number')].map((n) => n.textContent)).toEqual(['01', '02', '03', '04'])
  })
})

describe('our team', () => {
  it('shows each person, and a LinkedIn link named after them when a profile is set', () => {
    const team = teamSchema.parse(teamSeed)
    const withProfile = { ...team, members: [{ ...team.members[0]!, linkedin: 'https://www.linkedin.com/in/faisal' }] }
    renderWithProviders(<Team content={withProfile} />)
    expect(screen.getByRole('heading', { level: 3, name: 'Faisal Al-Otaibi' })).toBeInTheDocument()
    const link = screen.getByRole('link', { name: 'Faisal Al-Otaibi on LinkedIn (opens in a new tab)' })
    expect(link).toHaveAttribute('href', 'https://www.linkedin.com/in/faisal')
    expect(link).toHaveAttribute('target', '_blank')
  })
})

describe('partners (spec: colours cycle through 4, a card opens its details in a modal)', () => {
  it('colours the cards in four cycling colours', () => {
    const { container } = renderWithProviders(<Partners content={partners} />)
    const colours = [...container.querySelectorAll<HTMLElement>('.partner-card')].map((c) => c.style.backgroundColor)
    expect(colours).toHaveLength(5)
    expect(new Set(colours.slice(0, 4)).size).toBe(4)
    expect(colours[4]).toBe(colours[0])
  })

  it('opens the details (paragraphs, subheadings, lists) in a modal that closes on Escape after 300 ms', async () => {
    renderWithProviders(<Partners content={partners} />)
    fireEvent.click(screen.getByRole('button', { name: 'Read more: Totara' }))
    // The dialog's code is fetched with the click.
    const dialog = await screen.findByRole('dialog', { name: 'Totara' })
    vi.useFakeTimers()
    expect(within(dialog).getByRole('heading', { level: 3, name: 'What the partnership gives you' })).toBeInTheDocument()
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3)
    expect(within(dialog).getByText(/More than 60/)).toBeInTheDocument()
    expect(document.documentElement.style.overflow).toBe('hidden')
    fireEvent.keyDown(dialog, { key: 'Escape' })
    act(() => vi.advanceTimersByTime(299))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.documentElement.style.overflow).toBe('')
  })

  it("editors add a partner by name (a draft, its Arabic left to write; a cancelled question adds nothing) with the spec's notifications", async () => {
    const host = fakeEditorHost()
    renderWithProviders(withBlock(partners, { editing: true, type: 'partners', host })(<Partners content={partners} />), { admin: true })
    expect(screen.queryByRole('button', { name: /^Read more/ })).toBeNull()

    // The product's own question (no prompt()): cancelled, nothing is added.
    host.ask.mockResolvedValueOnce(null)
    fireEvent.click(screen.getByRole('button', { name: 'Add partner' }))
    await waitFor(() => expect(host.ask).toHaveBeenCalledTimes(1))
    expect(host.ask.mock.calls[0]?.[0]).toMatchObject({ text: 'Name of the new partner', input: true })
    expect(host.commit).not.toHaveBeenCalled()

    host.ask.mockResolvedValueOnce('Microsoft')
    fireEvent.click(screen.getByRole('button', { name: 'Add partner' }))
    await waitFor(() => expect(host.commit).toHaveBeenCalled())
    const [, content, messages] = host.commit.mock.calls[0]!
    const added = (content.partners as { name: { en: string; ar: string }; logo: { src: string }; hidden?: boolean }[]).at(-1)
    expect(content.partners).toHaveLength(6)
    expect(added?.name).toEqual({ en: 'Microsoft', ar: '' })
    expect(added?.hidden).toBe(true)
    expect(added?.logo.src).not.toBe('')
    expect(partnersSchema.safeParse(content).success).toBe(true)
    expect(messages).toEqual({ success: 'New partner added!', failure: 'Failed to add partner.' })
  })

  it("editors delete a partner after confirming, with 'Partner deleted!' / 'Failed to delete partner.'", async () => {
    const host = fakeEditorHost()
    host.ask.mockResolvedValueOnce(null).mockResolvedValueOnce('')
    renderWithProviders(withBlock(partners, { editing: true, type: 'partners', host })(<Partners content={partners} />), { admin: true })
    const first = screen.getAllByRole('button', { name: 'Delete partner' })[0]!
    fireEvent.click(first)
    await waitFor(() => expect(host.ask).toHaveBeenCalledTimes(1))
    expect(host.ask.mock.calls[0]?.[0]).toMatchObject({ text: 'Delete this partner?' })
    expect(host.commit).not.toHaveBeenCalled()
    fireEvent.click(first)
    await waitFor(() => expect(host.commit).toHaveBeenCalled())
    const [, content, messages] = host.commit.mock.calls[0]!
    expect((content.partners as { id: string }[]).map((p) => p.id)).not.toContain('partner-totara')
    expect(content.partners).toHaveLength(4)
    expect(messages).toEqual({ success: 'Partner deleted!', failure: 'Failed to delete partner.' })
  })
})

describe('awards (spec: colours cycle through 6, modal on click)', () => {
  it('cycles six colours and opens an award in a modal that closes on the overlay', async () => {
    const seven = { ...awards, awards: [...awards.awards, { ...awards.awards[0]!, id: 'award-7' }] }
    const { container } = renderWithProviders(<Awards content={seven} />)
    const colours = [...container.querySelectorAll<HTMLElement>('.award-card')].map((c) => c.style.backgroundColor)
    expect(new Set(colours.slice(0, 6)).size).toBe(6)
    expect(colours[6]).toBe(colours[0])
    fireEvent.click(screen.getAllByRole('button', { name: /^Read more: Best Arabic E-learning Content 2024/ })[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'Best Arabic E-learning Content 2024' })
    vi.useFakeTimers()
    expect(within(dialog).getByText(/9,000/)).toBeInTheDocument()
    fireEvent.click(dialog)
    act(() => vi.advanceTimersByTime(300))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('contact and success', () => {
  it('locations: country, the address line by line, a map link searching gmaps_query in a new tab', () => {
    const locations = locationsSchema.parse(locationsSeed)
    const { container } = renderWithProviders(<Locations content={locations} />)
    expect(screen.getByRole('heading', { level: 3, name: 'Saudi Arabia, head office' })).toBeInTheDocument()
    const address = container.querySelector('address') as HTMLElement
    expect([...address.children].map((line) => line.textContent)).toEqual([
      'Lumora Learning, floor 14',
      'King Fahd Road, Al Olaya',
      'Riyadh 12214',
    ])
    const map = screen.getAllByRole('link', { name: /View on map/ })[0]!
    expect(map).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=King%20Fahd%20Road%2C%20Al%20Olaya%2C%20Riyadh%2012214',
    )
    expect(map).toHaveAttribute('target', '_blank')
    expect(map).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('success: a tel link, a mailto link and a button back to /', () => {
    const success = successSchema.parse(successSeed)
    renderWithProviders(<Success content={success} />)
    expect(screen.getByRole('link', { name: '+966 11 555 0142' })).toHaveAttribute('href', 'tel:+966115550142')
    expect(screen.getByRole('link', { name: 'hello@lumora-learning.example' })).toHaveAttribute(
      'href',
      'mailto:hello@lumora-learning.example',
    )
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
  })
})

describe('the newsletter form also stores the address', () => {
  it('sends it to the API once the spec’s check passes, and the mail client opens whatever the API says', async () => {
    const sent: unknown[] = []
    server.use(
      http.post('/api/v1/newsletter', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 })
      }),
    )
    const open = vi.spyOn(mailClient, 'open').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    renderWithProviders(<Footer content={footerSchema.parse(footerSeed)} />, { lng: 'ar' })
    const input = screen.getByLabelText('البريد الإلكتروني')
    fireEvent.change(input, { target: { value: 'no-at-sign' } })
    fireEvent.submit(input.closest('form') as HTMLFormElement)
    expect(sent).toHaveLength(0)
    fireEvent.change(input, { target: { value: ' reader@example.com ' } })
    fireEvent.submit(input.closest('form') as HTMLFormElement)
    expect(open).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(sent).toEqual([{ email: 'reader@example.com', language: 'ar' }]))
  })
})
