import { TITLE_KEYS } from '../../schemas/item-title.ts'
import { localize } from '../i18n/localize.ts'

/** What a list item is called for editors: its title, label or name in the interface language. */
export function itemTitle(item: unknown, lng: string): string {
  const o = (item ?? {}) as Record<string, unknown>
  for (const key of TITLE_KEYS) {
    const v = o[key]
    const text = typeof v === 'string' ? v : localize(v as { en?: string; ar?: string } | undefined, lng)
    if (text.trim()) return text.trim().slice(0, 60)
  }
  return ''
}
