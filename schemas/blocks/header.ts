import * as z from 'zod/mini'
import { href, image, itemId, localizedLine, withDefault } from '../fields.ts'

export interface MenuItem {
  id: string
  label: { en: string; ar: string }
  path: string
  children?: MenuItem[]
}

const MAX_MENU_ITEMS = 60

/** A menu item and its nested submenus, to any depth. */
export const menuItemSchema: z.ZodMiniType<MenuItem, unknown> = z.object({
  id: itemId('nav'),
  label: localizedLine(),
  path: href('#'),
  get children() {
    return z.optional(z.array(menuItemSchema).check(z.maxLength(MAX_MENU_ITEMS)))
  },
})

export const headerSchema = z.object({
  brand: z.prefault(
    z.object({
      name: localizedLine({ en: 'Lumora Learning', ar: 'لومورا للتعلّم' }),
      logo: image({ src: '/media/logo.svg', alt: { en: 'Lumora Learning', ar: 'لومورا للتعلّم' }, width: 160, height: 40 }),
    }),
    {},
  ),
  menuItems: withDefault(z.array(menuItemSchema).check(z.maxLength(MAX_MENU_ITEMS)), []),
  contactButtonText: localizedLine({ en: 'Contact us', ar: 'تواصل معنا' }),
})

export type HeaderContent = z.output<typeof headerSchema>
