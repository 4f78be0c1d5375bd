import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { heading, image, itemId, itemList, labelled, list, localized, localizedLine } from '../../../schemas/fields.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

/** Our awards block 2: a grid of awards; a card opens the award's details in a modal. */
export const awardsSchema = labelled(
  z.object({
    ...heading(),
    awards: itemList(['Awards', 'الجوائز'], 'award', 200, {
      name: labelled(localizedLine({ en: 'New award', ar: 'جائزة جديدة' }), 'Name', 'الاسم'),
      logo: labelled(image(), 'Logo', 'الشعار'),
      description: labelled(localized(), 'Short description', 'وصف مختصر'),
      details: labelled(list(z.object({ id: itemId('detail'), text: labelled(localized(), 'Text', 'النص') }), 40), 'Details', 'التفاصيل', {
        en: 'Each one is a paragraph in the award’s window.',
        ar: 'كل بند فقرة في نافذة الجائزة.',
      }),
    }),
  }),
  'Awards',
  'الجوائز',
)

/** The awards block: its key, written here once, and its schema. */
export const awardsType = blockType('awards', itemTitles(awardsSchema, { awards: 'name', 'awards.details': null }))
