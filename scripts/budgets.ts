/**
 * What a visitor's first visit may cost, checked by `npm run size` (and so by `npm test`) on every
 * route in both languages. Bytes are encoded bodies as Chromium asks for them (br).
 */
export const BUDGETS = {
  /** JavaScript of a first visit, scrolled through. */
  jsKb: 150,
  /** The document itself, on routes without a budget of their own below. */
  htmlKb: 40,
  /**
   * Lighthouse's 'Avoid an excessive DOM size': it flags a page over 1,400 body elements, deeper
   * than 32 levels or with a parent of more than 60 children.
   */
  domElements: 1400,
  domDepth: 32,
  domWidth: 60,
} as const

const HTML_KB: Record<string, number> = { '/': 30 }

export const htmlBudgetKb = (path: string): number => HTML_KB[path] ?? BUDGETS.htmlKb
