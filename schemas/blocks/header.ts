import { z } from 'zod'
import { href, image, itemId, localizedLine } from '../fields.ts'

export interface MenuItem {
  id: string
  label: { en: string; ar: string }
  path: string
  children?: MenuItem[]
}

const MAX_MENU_ITEMS = 60

/** A menu item and its nested submenus, to any depth. */
export const menuItemSchema: z.ZodType<MenuItem, unknown> = z.object({
  id: itemId('nav'),
  label: localizedLine(),
  path: href('#'),
  get children() {
    return z.array(menuItemSchema).max(MAX_MENU_ITEMS).optional()
  },
})

export const headerSchema = z.object({
  brand: z
    .object({
      name: localizedLine({ en: 'Lumora Learning', ar: 'لومورا للتعلّم' }),
      logo: image({ src: '/media/logo.svg', alt: { en: 'Lumora Learning', ar: 'لومورا للتعلّم' }, width: 160, height: 40 }),
    })
    .prefault({}),
  menuItems: z.array(menuItemSchema).max(MAX_MENU_ITEMS).default([]),
  contactButtonText: localizedLine({ en: 'Contact us', ar: 'تواصل معنا' }),
})

export type HeaderContent = z.output<typeof headerSchema>
