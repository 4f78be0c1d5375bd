import { fireEvent, render, screen } from '@testing-library/react'
import { Profiler } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { CurrentPathProvider } from '../../src/widgets/current-path.tsx'
import { NavLink } from '../../src/widgets/nav-link.tsx'
import './render.tsx'

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>
}

describe('menu links under the app’s CurrentPathProvider', () => {
  it('go to their page through the router, and only the current page’s link is marked', () => {
    let contactRenders = 0
    render(
      <MemoryRouter initialEntries={['/']}>
        <CurrentPathProvider>
          <nav>
            <NavLink to="/">Home</NavLink>
            <NavLink to="/about">About us</NavLink>
            <Profiler id="contact" onRender={() => contactRenders++}>
              <NavLink to="/contact">Contact</NavLink>
            </Profiler>
          </nav>
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </CurrentPathProvider>
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about')
    const before = contactRenders
    fireEvent.click(screen.getByRole('link', { name: 'About us' }))
    expect(screen.getByTestId('where')).toHaveTextContent('/about')
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
    // A link whose mark did not change is not drawn again at a change of page.
    expect(contactRenders).toBe(before)
  })
})
