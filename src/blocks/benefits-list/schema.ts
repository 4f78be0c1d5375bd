import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { color, image, itemList, labelled, localized, localizedLine } from '../../../schemas/fields.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

/** Why choose us block 3: benefits, each a picture, a title and a description, on a background colour. */
export const benefitsListSchema = labelled(
  z.object({
    title: labelled(localizedLine(), 'Title', 'العنوان'),
    backgroundColor: labelled(color('#f6f2ea'), 'Background colour', 'لون الخلفية'),
    items: itemList(['Benefits', 'المزايا'], 'benefit', 24, {
      image: labelled(image(), 'Image', 'الصورة'),
      title: labelled(localizedLine({ en: 'New benefit', ar: 'فائدة جديدة' }), 'Title', 'العنوان'),
      description: labelled(localized(), 'Description', 'الوصف'),
    }),
  }),
  'Benefits list',
  'قائمة المزايا',
)

/** The benefits-list block: its key, written here once, and its schema. */
export const benefitsListType = blockType('benefits-list', itemTitles(benefitsListSchema, { items: 'title' }))
