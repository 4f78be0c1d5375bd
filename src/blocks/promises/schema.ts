import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { itemList, labelled, localized, localizedLine } from '../../../schemas/fields.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

/** Why choose us block 4: the promises we make, as numbered cards. */
export const promisesSchema = labelled(
  z.object({
    mainTitle: labelled(localizedLine({ en: 'Our promise to you', ar: 'وعدنا لكم' }), 'Title', 'العنوان'),
    cards: itemList(['Cards', 'البطاقات'], 'promise', 24, {
      title: labelled(localizedLine({ en: 'New promise', ar: 'وعد جديد' }), 'Title', 'العنوان'),
      description: labelled(localized(), 'Description', 'الوصف'),
    }),
  }),
  'Promise cards',
  'بطاقات الوعود',
)

/** The promises block: its key, written here once, and its schema. */
export const promisesType = blockType('promises', itemTitles(promisesSchema, { cards: 'title' }))
