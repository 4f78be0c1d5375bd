import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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

  it('manual mode shows each item once, then previous and next buttons once its code has loaded', async () => {
    const { container } = renderWithProviders(<Carousel mode="manual" items={cities} keyOf={keyOf} renderSlide={render} label="Offices" />)
    expect(container.querySelectorAll('.carousel__slide')).toHaveLength(3)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument()
  })

  it('in Arabic the carousel runs right to left', async () => {
    const { container } = renderWithProviders(<Carousel mode="auto" items={cities} keyOf={keyOf} renderSlide={render} label="المكاتب" />, {
      lng: 'ar',
    })
    await waitFor(() => expect(screen.getByRole('button', { name: /^إيقاف معرض الصور/ })).toBeInTheDocument())
    expect(container.querySelector('.carousel__viewport')).toHaveAttribute('dir', 'rtl')
  })
})
