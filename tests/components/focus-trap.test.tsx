import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { trapTab } from '../../src/widgets/focus-trap.ts'

function Dialog() {
  return (
    <>
      <button type="button">Outside</button>
      <div role="dialog" onKeyDown={(e) => trapTab(e, e.currentTarget)}>
        <button type="button">First</button>
        <input aria-label="Name" />
        <button type="button">Last</button>
        <div hidden>
          <a href="/about">In a closed part</a>
        </div>
      </div>
    </>
  )
}

afterEach(cleanup)

describe('one focus trap for every dialog (the editor’s, the modal, the mobile menu)', () => {
  it('Tab past the last control goes to the first, Shift+Tab before the first to the last, passing over a closed part', () => {
    render(<Dialog />)
    const dialog = screen.getByRole('dialog')
    const first = screen.getByRole('button', { name: 'First' })
    const last = screen.getByRole('button', { name: 'Last' })
    last.focus()
    fireEvent.keyDown(dialog, { key: 'Tab' })
    expect(document.activeElement).toBe(first)
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
  })

  it('Tab in the middle is left to the browser', () => {
    render(<Dialog />)
    const name = screen.getByRole('textbox', { name: 'Name' })
    name.focus()
    const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })
    name.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(false)
    expect(document.activeElement).toBe(name)
  })

  it('focus outside the dialog is brought back in', () => {
    render(<Dialog />)
    screen.getByRole('button', { name: 'Outside' }).focus()
    trapTab({ key: 'Tab', shiftKey: false, preventDefault: () => {} }, screen.getByRole('dialog'))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }))
  })
})
