import { afterEach, describe, expect, it } from 'vitest'
import { clampPanelWidth, keepPanelWidth, PANEL_DEFAULT, storedPanelWidth } from '../../src/engine/editor/panel-width.ts'

afterEach(() => localStorage.clear())

describe("the side panel's width", () => {
  it('is at least 320 px and at most 60% of the screen', () => {
    expect(clampPanelWidth(100, 1280)).toBe(320)
    expect(clampPanelWidth(500, 1280)).toBe(500)
    expect(clampPanelWidth(2000, 1280)).toBe(768)
    // A screen too narrow for both: the least width wins (a phone shows the panel full-screen anyway).
    expect(clampPanelWidth(400, 500)).toBe(320)
  })

  it('is what this browser kept, else the default', () => {
    expect(storedPanelWidth()).toBe(PANEL_DEFAULT)
    keepPanelWidth(612)
    expect(storedPanelWidth()).toBe(612)
    localStorage.setItem('editor.panelWidth', 'wide')
    expect(storedPanelWidth()).toBe(PANEL_DEFAULT)
  })
})
