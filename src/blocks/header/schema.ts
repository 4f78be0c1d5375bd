import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { href, image, itemId, labelled, localizedLine, uniqueItemIds, withDefault } from '../../../schemas/fields.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

export interface MenuItem {
  id: string
  label: { en: string; ar: string }
  path: string
  children?: MenuItem[]
}

const MAX_MENU_ITEMS = 60

/** A menu item and its nested submenus, to any depth: the editor walks it like any list. */
export const menuItemSchema: z.ZodMiniType<MenuItem, unknown> = z.object({
  id: itemId('nav'),
  label: labelled(localizedLine(), 'Label', 'التسمية'),
  path: labelled(href('#'), 'Link', 'الرابط', {
    en: '# makes an item that only opens its submenu.',
    ar: 'الرمز # يجعل البند يفتح قائمته الفرعية فقط.',
  }),
  get children() {
    return labelled(z.optional(z.array(menuItemSchema).check(z.maxLength(MAX_MENU_ITEMS), uniqueItemIds)), 'Submenu', 'القائمة الفرعية')
  },
})

export const headerSchema = labelled(
  z.object({
    brand: labelled(
      z.prefault(
        z.object({
          name: labelled(localizedLine({ en: 'Lumora Learning', ar: 'لومورا للتعلّم' }), 'Brand name', 'اسم العلامة التجارية'),
          logo: labelled(
            image({ src: '/media/logo.svg', alt: { en: 'Lumora Learning', ar: 'لومورا للتعلّم' }, width: 160, height: 40 }),
            'Logo',
            'الشعار',
          ),
        }),
        {},
      ),
      'Brand',
      'العلامة التجارية',
    ),
    menuItems: labelled(withDefault(z.array(menuItemSchema).check(z.maxLength(MAX_MENU_ITEMS), uniqueItemIds), []), 'Menu', 'قائمة التنقل'),
    contactButtonText: labelled(localizedLine({ en: 'Contact us', ar: 'تواصلوا معنا' }), 'Contact button text', 'نص زر التواصل'),
  }),
  'Header',
  'الترويسة',
)

export type HeaderContent = z.output<typeof headerSchema>

/** The header block: its key, written here once, and its schema. */
export const headerType = blockType('header', itemTitles(headerSchema, { menuItems: 'label', 'menuItems.children': 'label' }))
