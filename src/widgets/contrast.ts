/** WCAG relative luminance of a #rgb / #rrggbb / #rrggbbaa colour (alpha ignored); null if unreadable. */
export function luminance(hex: string): number | null {
  const raw = hex.trim().replace(/^#/, '')
  const full = raw.length === 3 ? raw.replace(/./g, (c) => c + c) : raw.slice(0, 6)
  if (!/^[0-9a-f]{6}$/i.test(full)) return null
  const channel = (i: number) => {
    const v = Number.parseInt(full.slice(i, i + 2), 16) / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
}

export function contrastRatio(a: string, b: string): number {
  const la = luminance(a) ?? 1
  const lb = luminance(b) ?? 1
  const [hi, lo] = la > lb ? [la, lb] : [lb, la]
  return (hi + 0.05) / (lo + 0.05)
}

export const DARK_TEXT = '#1b2330'
export const LIGHT_TEXT = '#ffffff'

/** The text colour (dark ink or white) that reads best on a background, so contrast stays ≥ 4.5:1 where possible. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, DARK_TEXT) >= contrastRatio(background, LIGHT_TEXT) ? DARK_TEXT : LIGHT_TEXT
}
