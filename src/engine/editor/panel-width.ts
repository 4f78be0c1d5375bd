/** The side panel's least width: a bilingual field's tools stay on one or two rows. */
export const PANEL_MIN = 320
/** The most of the screen's width the panel may take: the page beside it stays readable. */
export const PANEL_MAX_SHARE = 0.6
/** The width it opens at before an editor has chosen one. */
export const PANEL_DEFAULT = 480
const KEY = 'editor.panelWidth'

/** A width the panel can take on a screen `viewport` px wide, whole pixels. */
export function clampPanelWidth(width: number, viewport: number) {
  const max = Math.max(PANEL_MIN, Math.floor(viewport * PANEL_MAX_SHARE))
  return Math.round(Math.min(Math.max(width, PANEL_MIN), max))
}

/** The width this browser last gave the panel (read after hydration only: the server has no storage). */
export function storedPanelWidth(): number {
  try {
    const value = Number(localStorage.getItem(KEY))
    return Number.isFinite(value) && value > 0 ? value : PANEL_DEFAULT
  } catch {
    return PANEL_DEFAULT
  }
}

export function keepPanelWidth(width: number) {
  try {
    localStorage.setItem(KEY, String(width))
  } catch {
    // Storage full or refused: the width holds until the page is left.
  }
}
