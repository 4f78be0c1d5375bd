import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { heading, href, icon, itemList, labelled, localized, localizedLine } from '../../../schemas/fields.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

/** Home block 3: the solutions, one card each, linking to its page. */
export const solutionsGridSchema = labelled(
  z.object({
    ...heading({ en: 'Our solutions', ar: 'حلولنا' }),
    linkText: labelled(localizedLine({ en: 'Learn more', ar: 'اعرفوا المزيد' }), 'Card link text', 'نص رابط البطاقة'),
    items: itemList(['Solutions', 'الحلول'], 'solution', 24, {
      icon: labelled(icon(), 'Icon', 'الأيقونة'),
      title: labelled(localizedLine({ en: 'New solution', ar: 'حل جديد' }), 'Title', 'العنوان'),
      description: labelled(localized(), 'Description', 'الوصف'),
      link: labelled(href('/contact'), 'Link', 'الرابط'),
    }),
  }),
  'Solutions grid',
  'شبكة الحلول',
)

/** The solutions-grid block: its key, written here once, and its schema. */
export const solutionsGridType = blockType('solutions-grid', itemTitles(solutionsGridSchema, { items: 'title' }))
