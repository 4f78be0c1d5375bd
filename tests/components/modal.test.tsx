import { act, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Modal } from '../../src/widgets/modal.tsx'
import { renderWithProviders } from './render.tsx'

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      {open && (
        <Modal label="Partner details" closeLabel="Close" onClosed={() => setOpen(false)}>
          <h2>Totara</h2>
          <a href="/solutions/totara-suite">Totara Suite</a>
          <button type="button">Last</button>
        </Modal>
      )}
    </>
  )
}

afterEach(() => vi.useRealTimers())

describe('Modal (spec: Escape, overlay or close button; 300 ms closing animation; page scroll locked)', () => {
  it('opens with focus inside and the page locked; Escape closes it after 300 ms and gives focus back', () => {
    vi.useFakeTimers()
    renderWithProviders(<Harness />)
    const opener = screen.getByRole('button', { name: 'Open details' })
    opener.focus()
    fireEvent.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Partner details' })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
    expect(document.documentElement.style.overflow).toBe('hidden')

    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(dialog).toHaveClass('modal--closing')
    act(() => vi.advanceTimersByTime(299))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.documentElement.style.overflow).toBe('')
    expect(document.activeElement).toBe(opener)
  })

  it('closes on the close button and on a click on the overlay, not on a click inside', () => {
    vi.useFakeTimers()
    renderWithProviders(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Open details' }))
    fireEvent.click(screen.getByRole('heading', { name: 'Totara' }))
    act(() => vi.advanceTimersByTime(300))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    act(() => vi.advanceTimersByTime(300))
    expect(screen.queryByRole('dialog')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Open details' }))
    fireEvent.click(screen.getByRole('dialog'))
    act(() => vi.advanceTimersByTime(300))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('keeps Tab inside: from the last control to the first, and Shift+Tab back to the last', () => {
    renderWithProviders(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Open details' }))
    const dialog = screen.getByRole('dialog')
    const close = screen.getByRole('button', { name: 'Close' })
    const last = screen.getByRole('button', { name: 'Last' })
    last.focus()
    fireEvent.keyDown(dialog, { key: 'Tab' })
    expect(document.activeElement).toBe(close)
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
  })
})
