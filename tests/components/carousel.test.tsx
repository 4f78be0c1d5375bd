import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Carousel } from '../../src/widgets/carousel/carousel.tsx'
import { renderWithProviders } from './render.tsx'

const cities = [
  { id: 'riyadh', name: 'Riyadh' },
  { id: 'dubai', name: 'Dubai' },
  { id: 'jeddah', name: 'Jeddah' },
]
type City = (typeof cities)[number]
const keyOf = (c: City) => c.id
const render = (c: City) => <a href={`/contact#${c.name}`}>{c.name}</a>

describe('Carousel (spec §9: loop, continuous autoplay for galleries, right to left in Arabic)', () => {
  it('auto mode repeats the items for a seamless loop; copies are hidden from assistive technology and the tab order', () => {
    const { container } = renderWithProviders(<Carousel mode="auto" items={cities} keyOf={keyOf} renderSlide={render} label="Offices" />)
    const slides = container.querySelectorAll('.carousel__slide')
    // 12 slides at least, in whole copies: 4 copies of 3 items.
    expect(slides).toHaveLength(12)
    const copies = [...slides].filter((s) => s.getAttribute('aria-hidden') === 'true')
    expect(copies).toHaveLength(9)
    for (const copy of copies) expect(copy).toHaveAttribute('inert')
    const region = screen.getByRole('region', { name: 'Offices' })
    expect(
      within(region)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Riyadh', 'Dubai', 'Jeddah'])
  })

  it('manual mode shows each item once, with previous and next buttons while the slides overflow the strip', async () => {
    // jsdom lays nothing out: the strip is 300 px wide and its slides 900.
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300)
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900)
    try {
      const { container } = renderWithProviders(
        <Carousel mode="manual" items={cities} keyOf={keyOf} renderSlide={render} label="Offices" />,
      )
      expect(container.querySelectorAll('.carousel__slide')).toHaveLength(3)
      await waitFor(() => expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument())
      expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument()
    } finally {
      width.mockRestore()
      scroll.mockRestore()
    }
  })

  it('manual mode shows no buttons when every slide fits', () => {
    renderWithProviders(<Carousel mode="manual" items={cities} keyOf={keyOf} renderSlide={render} label="Offices" />)
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument()
  })

  it('a gallery can be paused and played again (its drift stops while paused)', async () => {
    const { container } = renderWithProviders(<Carousel mode="auto" items={cities} keyOf={keyOf} renderSlide={render} label="Offices" />)
    await userEvent.click(screen.getByRole('button', { name: 'Pause gallery' }))
    expect(screen.getByRole('button', { name: 'Play gallery' })).toHaveAttribute('aria-pressed', 'true')
    expect(container.querySelector('.carousel__drift--paused')).not.toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Play gallery' }))
    expect(container.querySelector('.carousel__drift--paused')).toBeNull()
  })

  it('in Arabic the carousel runs right to left', async () => {
    const { container } = renderWithProviders(<Carousel mode="auto" items={cities} keyOf={keyOf} renderSlide={render} label="المكاتب" />, {
      lng: 'ar',
    })
    await waitFor(() => expect(screen.getByRole('button', { name: /^إيقاف معرض الصور/ })).toBeInTheDocument())
    expect(container.querySelector('.carousel__viewport')).toHaveAttribute('dir', 'rtl')
  })
})
