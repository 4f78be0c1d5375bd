import { readFileSync } from 'node:fs'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { footerSchema } from '../../src/blocks/footer/schema.ts'
import { type HeaderContent, headerSchema } from '../../src/blocks/header/schema.ts'
import { footer as footerSeed } from '../../src/blocks/footer/seed.ts'
import { header as headerSeed } from '../../src/blocks/header/seed.ts'
import Footer from '../../src/blocks/footer/footer.tsx'
import { mailClient } from '../../src/blocks/footer/newsletter-form.tsx'
import Header from '../../src/blocks/header/header.tsx'
import { fakeEditorHost, renderWithProviders, withBlock } from './render.tsx'

const headerContent = headerSchema.parse(headerSeed)
const footerContent = footerSchema.parse(footerSeed)

function Where() {
  const location = useLocation()
  return <output data-testid="where">{location.pathname + location.search}</output>
}

const mainNav = (name = 'Main navigation') => screen.getByRole('navigation', { name })

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('header', () => {
  it('renders every top-level menu label', () => {
    renderWithProviders(<Header content={headerContent} />, { route: '/about' })
    const nav = mainNav()
    for (const item of headerContent.menuItems) expect(within(nav).getByText(item.label.en)).toBeInTheDocument()
    // '#' items are toggles, not links; items with a path are links.
    expect(within(nav).getByRole('button', { name: 'Solutions' })).toHaveAttribute('aria-expanded', 'false')
    expect(within(nav).getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resources')
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
  })

  it('opens a dropdown on hover and closes it 200 ms after the pointer leaves', () => {
    vi.useFakeTimers()
    renderWithProviders(<Header content={headerContent} />, { route: '/about' })
    const trigger = within(mainNav()).getByRole('button', { name: 'Company' })
    const item = trigger.closest('li') as HTMLElement
    const about = within(item).getByRole('link', { name: 'About us', hidden: true })
    expect(about).not.toBeVisible()

    fireEvent.mouseEnter(item)
    expect(about).toBeVisible()
    expect(trigger).toHaveAttribute('aria-expanded', 'true')

    fireEvent.mouseLeave(item)
    act(() => vi.advanceTimersByTime(199))
    expect(about).toBeVisible()
    // Coming back in time keeps it open.
    fireEvent.mouseEnter(item)
    act(() => vi.advanceTimersByTime(400))
    expect(about).toBeVisible()

    fireEvent.mouseLeave(item)
    act(() => vi.advanceTimersByTime(200))
    expect(about).not.toBeVisible()
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  it('a click on the toggle does not close a dropdown that hovering opened; a second click does', () => {
    renderWithProviders(<Header content={headerContent} />, { route: '/about' })
    const trigger = within(mainNav()).getByRole('button', { name: 'Company' })
    const item = trigger.closest('li') as HTMLElement
    fireEvent.mouseEnter(item)
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    fireEvent.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    fireEvent.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    // Without hovering, a click opens and the next one closes.
    fireEvent.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
  })

  it('opens nested submenus at any depth', () => {
    renderWithProviders(<Header content={headerContent} />, { route: '/about' })
    const solutions = within(mainNav()).getByRole('button', { name: 'Solutions' })
    fireEvent.click(solutions)
    const totaraToggle = screen.getByRole('button', { name: 'Show submenu: Totara' })
    const learn = screen.getByRole('link', { name: 'Totara Learn', hidden: true })
    expect(learn).not.toBeVisible()
    fireEvent.click(totaraToggle)
    expect(learn).toBeVisible()
    expect(learn).toHaveAttribute('href', '/solutions/totara-learn')
  })

  it('falls back to the English label where the Arabic one is empty', () => {
    const content: HeaderContent = headerSchema.parse({
      ...headerSeed,
      menuItems: headerContent.menuItems.map((item) => (item.id === 'nav-company' ? { ...item, label: { en: 'Company', ar: '' } } : item)),
    })
    renderWithProviders(<Header content={content} />, { route: '/about', lng: 'ar' })
    const nav = mainNav('التنقل الرئيسي')
    expect(within(nav).getByRole('button', { name: 'Company' })).toBeInTheDocument()
    expect(within(nav).getByRole('button', { name: 'الحلول' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'تواصلوا معنا' })).toBeInTheDocument()
  })

  it('switches the language', () => {
    const { i18n } = renderWithProviders(<Header content={headerContent} />, { route: '/about' })
    const group = screen.getByRole('group', { name: 'Language' })
    fireEvent.click(within(group).getByRole('button', { name: 'العربية' }))
    expect(i18n.language).toBe('ar')
    expect(within(mainNav('التنقل الرئيسي')).getByRole('button', { name: 'الحلول' })).toBeInTheDocument()
  })

  it('shows the totara sub-header with the children of sol-totara', () => {
    renderWithProviders(<Header content={headerContent} />, { route: '/solutions/totara-learn' })
    const bar = screen.getByRole('navigation', { name: 'Totara' })
    const links = within(bar).getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual([
      'Totara Suite',
      'Totara Learn',
      'Totara Perform',
      'Totara Mobile',
      'Totara Integrations',
    ])
    expect(within(bar).getByRole('link', { name: 'Totara Learn' })).toHaveAttribute('aria-current', 'page')
    expect(document.querySelector('.site-header')).toHaveClass('site-header--totara')
  })

  it('picks the variant from the path, and fades in 100 ms after it appears (in CSS, so also without script)', () => {
    renderWithProviders(<Header content={headerContent} />, { route: '/' })
    expect(document.querySelector('.site-header')).toHaveClass('site-header--transparent')
    const css = readFileSync('src/blocks/header/header.css', 'utf8')
    const rule = /\.site-header \{[^}]*animation:\s*([^;]+);/.exec(css)?.[1] ?? ''
    expect(rule).toMatch(/^site-header-fade-in \S+ \S+ 100ms both$/)
    expect(css).toMatch(/@keyframes site-header-fade-in \{\s*from \{\s*opacity: 0;/)
  })

  it('opens the mobile overlay (its code loaded on demand) and expands items with children', async () => {
    renderWithProviders(<Header content={headerContent} />, { route: '/about' })
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const dialog = await screen.findByRole('dialog', { name: 'Menu' })
    const company = within(dialog).getByRole('button', { name: 'Company' })
    expect(within(dialog).getByRole('link', { name: 'About us', hidden: true })).not.toBeVisible()
    fireEvent.click(company)
    expect(within(dialog).getByRole('link', { name: 'About us' })).toBeVisible()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows administrators the edit-mode toggle (their bar’s code loaded for them only), keeping other query parameters', async () => {
    renderWithProviders(
      <>
        <Header content={headerContent} />
        <Where />
      </>,
      { route: '/about?lng=ar', admin: true },
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Go to Edit Mode' }))
    expect(screen.getByTestId('where')).toHaveTextContent('/about?lng=ar&edit=true')
    fireEvent.click(screen.getByRole('button', { name: 'Exit Edit Mode' }))
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/about\?lng=ar$/)
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }))
    expect(screen.getByTestId('where')).toHaveTextContent('/login')
    expect(localStorage.getItem('accessToken')).toBeNull()
  })

  it('hides the administrator tools from visitors', () => {
    renderWithProviders(<Header content={headerContent} />, { route: '/about' })
    expect(screen.queryByRole('button', { name: 'Go to Edit Mode' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Edit: / })).not.toBeInTheDocument()
  })

  describe('edit mode', () => {
    const renderEditing = () => {
      const host = fakeEditorHost()
      const ui = withBlock(headerContent, { editing: true, type: 'header', slug: 'header', host })(<Header content={headerContent} />)
      renderWithProviders(ui, { route: '/about?edit=true', admin: true })
      return host
    }

    it('opens the editor at a nested item path', () => {
      const host = renderEditing()
      fireEvent.click(within(mainNav()).getByRole('button', { name: 'Edit: Totara Learn', hidden: true }))
      expect(host.open).toHaveBeenCalledWith(expect.objectContaining({ path: ['menuItems', 0, 'children', 0, 'children', 1] }))
    })

    it('opens the menu as one list, edited by the schema walker (add, delete, reorder at any depth)', () => {
      const host = renderEditing()
      fireEvent.click(within(mainNav()).getByRole('button', { name: 'Edit list: Menu' }))
      expect(host.open).toHaveBeenCalledWith(expect.objectContaining({ path: ['menuItems'] }))
    })

    it('depends on no seed id: the Totara sub-header follows the menu item that lists the page', () => {
      const renamed = structuredClone(headerContent)
      const walk = (items: HeaderContent['menuItems']) =>
        items.forEach((i, n) => ((i.id = `renamed-${n}-${i.id.length}`), walk(i.children ?? [])))
      walk(renamed.menuItems)
      renderWithProviders(<Header content={renamed} />, { route: '/solutions/totara-perform' })
      const bar = screen.getByRole('navigation', { name: 'Totara' })
      expect(
        within(bar)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Totara Suite', 'Totara Learn', 'Totara Perform', 'Totara Mobile', 'Totara Integrations'])
    })
  })
})

describe('footer', () => {
  beforeEach(() => {
    window.scrollY = 0
  })

  it('alerts for an email without @ and opens a mailto for a valid one', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    const open = vi.spyOn(mailClient, 'open').mockImplementation(() => {})
    renderWithProviders(<Footer content={footerContent} />)
    const input = screen.getByLabelText('Email address')
    const submit = screen.getByRole('button', { name: 'Subscribe' })

    fireEvent.click(submit)
    expect(alert).toHaveBeenLastCalledWith('Please enter a valid email address.')

    fireEvent.change(input, { target: { value: 'abc' } })
    fireEvent.click(submit)
    expect(alert).toHaveBeenLastCalledWith('Please enter a valid email address.')
    fireEvent.change(input, { target: { value: 'a,b@c.co' } })
    fireEvent.click(submit)
    expect(alert).toHaveBeenLastCalledWith('Please enter a valid email address.')
    expect(alert).toHaveBeenCalledTimes(3)
    expect(open).not.toHaveBeenCalled()

    fireEvent.change(input, { target: { value: 'a@b.co' } })
    fireEvent.click(submit)
    expect(alert).toHaveBeenCalledTimes(3)
    expect(open).toHaveBeenCalledTimes(1)
    const url = open.mock.calls[0]?.[0] ?? ''
    expect(url.startsWith(`mailto:newsletter@lumora-learning.example?subject=${encodeURIComponent('Newsletter signup')}&body=`)).toBe(true)
    expect(decodeURIComponent(url)).toContain('a@b.co')
    expect(input).toHaveValue('')
  })

  it('renders columns, contacts, the LinkedIn link, copyright and legal links', () => {
    renderWithProviders(<Footer content={footerContent} />)
    expect(screen.getByRole('heading', { name: 'Solutions' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Totara Suite' })).toHaveAttribute('href', '/solutions/totara-suite')
    expect(screen.getByRole('link', { name: 'hello@lumora-learning.example' })).toHaveAttribute(
      'href',
      'mailto:hello@lumora-learning.example',
    )
    expect(screen.getByRole('link', { name: '+966 11 555 0142' })).toHaveAttribute('href', 'tel:+966115550142')
    expect(screen.getByText(/King Fahd Road/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', 'https://www.linkedin.com/')
    expect(screen.getByText('© 2026 Lumora Learning. All rights reserved.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy')
  })

  it('shows the scroll-to-top button past 300 px', () => {
    renderWithProviders(<Footer content={footerContent} />)
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument()
    act(() => {
      window.scrollY = 301
      window.dispatchEvent(new Event('scroll'))
    })
    const button = screen.getByRole('button', { name: 'Scroll to top' })
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    fireEvent.click(button)
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }))
    act(() => {
      window.scrollY = 300
      window.dispatchEvent(new Event('scroll'))
    })
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument()
  })

  it('in edit mode each link list and each link opens the editor at its own path', () => {
    const host = fakeEditorHost()
    renderWithProviders(
      withBlock(footerContent, { editing: true, type: 'footer', slug: 'footer', host })(<Footer content={footerContent} />),
      {
        admin: true,
        route: '/?edit=true',
      },
    )
    const legal = screen.getByRole('navigation', { name: 'Legal' })
    fireEvent.click(within(legal).getByRole('button', { name: 'Edit list: Legal links' }))
    expect(host.open).toHaveBeenLastCalledWith(expect.objectContaining({ path: ['legalLinks'] }))
    const first = footerContent.legalLinks[0]
    fireEvent.click(within(legal).getByTitle(`Edit: ${first?.label.en}`))
    expect(host.open).toHaveBeenLastCalledWith(expect.objectContaining({ path: ['legalLinks', 0] }))
  })
})
