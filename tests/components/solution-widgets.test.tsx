import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Accordion } from '../../src/widgets/accordion.tsx'
import { Tabs } from '../../src/widgets/tabs.tsx'
import { renderWithProviders } from './render.tsx'

const questions = [
  { id: 'q1', summary: 'Where is our data hosted?', content: <p>In Riyadh.</p> },
  { id: 'q2', summary: 'How long does it take?', content: <p>Eight weeks.</p> },
  { id: 'q3', summary: 'Who looks after upgrades?', content: <p>We do.</p> },
]

const item = (question: string) => screen.getByText(question).closest('details') as HTMLDetailsElement
const openItems = () => [...document.querySelectorAll('details')].filter((d) => d.open).map((d) => d.querySelector('summary')?.textContent)

describe('FAQ accordion (spec: the first item open, one open at a time, a click on the open one closes it)', () => {
  it('starts with the first item open and the others closed', () => {
    renderWithProviders(<Accordion items={questions} />)
    expect(openItems()).toEqual(['Where is our data hosted?'])
    expect(item('How long does it take?').open).toBe(false)
  })

  it('opening another item closes the open one', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Accordion items={questions} />)
    await user.click(screen.getByText('How long does it take?'))
    expect(openItems()).toEqual(['How long does it take?'])
    await user.click(screen.getByText('Who looks after upgrades?'))
    expect(openItems()).toEqual(['Who looks after upgrades?'])
  })

  it('a click on the open item closes it, leaving none open; a second click opens it again', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Accordion items={questions} />)
    await user.click(screen.getByText('Where is our data hosted?'))
    expect(openItems()).toEqual([])
    await user.click(screen.getByText('Where is our data hosted?'))
    expect(openItems()).toEqual(['Where is our data hosted?'])
  })

  it('keeps every answer in the page, open or not (readable without script, found by search engines)', () => {
    renderWithProviders(<Accordion items={questions} />)
    expect(screen.getByText('Eight weeks.')).toBeInTheDocument()
    expect(screen.getByText('We do.')).toBeInTheDocument()
  })
})

const tabs = [
  { id: 'learn', label: 'Learn', content: <p>Courses and certifications.</p> },
  { id: 'perform', label: 'Perform', content: <p>Goals and reviews.</p> },
  { id: 'engage', label: 'Engage', content: <p>Workspaces and playlists.</p> },
]

/** The desktop tab list and its panels (on phones the same panels sit in a one-slide slider). */
const desktop = () => document.querySelector('.tabs__desktop') as HTMLElement
const visiblePanel = () =>
  within(desktop())
    .getAllByRole('tabpanel')
    .map((p) => p.textContent)

describe('tabbed content (spec: starts on the first tab and switches on click)', () => {
  it('starts on the first tab: it is selected and only its panel shows', () => {
    renderWithProviders(<Tabs items={tabs} label="Explore the suite" />)
    const list = within(desktop()).getByRole('tablist', { name: 'Explore the suite' })
    expect(
      within(list)
        .getAllByRole('tab')
        .map((t) => [t.textContent, t.getAttribute('aria-selected')]),
    ).toEqual([
      ['Learn', 'true'],
      ['Perform', 'false'],
      ['Engage', 'false'],
    ])
    expect(visiblePanel()).toEqual(['Courses and certifications.'])
  })

  it('switches to the clicked tab', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Tabs items={tabs} label="Explore the suite" />)
    await user.click(within(desktop()).getByRole('tab', { name: 'Engage' }))
    expect(within(desktop()).getByRole('tab', { name: 'Engage' })).toHaveAttribute('aria-selected', 'true')
    expect(visiblePanel()).toEqual(['Workspaces and playlists.'])
  })

  it('arrow keys move between tabs, wrapping at the ends; Home and End go to the first and last', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Tabs items={tabs} label="Explore the suite" />)
    within(desktop()).getByRole('tab', { name: 'Learn' }).focus()
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toHaveTextContent('Engage')
    expect(visiblePanel()).toEqual(['Workspaces and playlists.'])
    await user.keyboard('{Home}')
    expect(visiblePanel()).toEqual(['Courses and certifications.'])
    await user.keyboard('{ArrowRight}')
    expect(visiblePanel()).toEqual(['Goals and reviews.'])
    await user.keyboard('{End}')
    expect(visiblePanel()).toEqual(['Workspaces and playlists.'])
  })

  it('in right-to-left pages the right arrow goes back', async () => {
    const user = userEvent.setup()
    document.documentElement.dir = 'rtl'
    try {
      renderWithProviders(<Tabs items={tabs} label="Explore the suite" />, { lng: 'ar' })
      desktop().style.direction = 'rtl'
      within(desktop()).getByRole('tab', { name: 'Learn' }).focus()
      await user.keyboard('{ArrowRight}')
      expect(visiblePanel()).toEqual(['Workspaces and playlists.'])
    } finally {
      document.documentElement.dir = 'ltr'
    }
  })

  it('on phones the panels are slides of a carousel, one slide each', () => {
    renderWithProviders(<Tabs items={tabs} label="Explore the suite" />)
    const slider = screen.getByRole('region', { name: 'Explore the suite' })
    expect(slider).toHaveClass('tabs__carousel')
    expect(
      within(slider)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Courses and certifications.', 'Goals and reviews.', 'Workspaces and playlists.'])
  })
})
