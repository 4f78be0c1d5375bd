import type { AnySchema } from '../../schemas/fields.ts'
import { titleOf } from '../../schemas/item-title.ts'
import { objectShape } from '../../schemas/walk.ts'
import { localize } from '../i18n/localize.ts'

const shown = (text: string) => text.trim().slice(0, 60)

/**
 * What a list item is called for editors, in the interface language: the field its list's item
 * schema (`element`) declares as its title (schemas/item-title.ts); '' when it declares none.
 */
export function itemTitle(item: unknown, element: AnySchema | undefined, lng: string): string {
  const title = titleOf(element, item)
  return title ? shown(localize(title, lng)) : ''
}

/** What a block is called beside its type (a deleted block): its heading, when its schema has one. */
export function blockTitle(content: unknown, schema: AnySchema | undefined, lng: string): string {
  const v = schema && objectShape(schema).title ? (content as { title?: unknown } | null)?.title : undefined
  return shown(typeof v === 'string' ? v : localize(v as { en?: string; ar?: string } | undefined, lng))
}
