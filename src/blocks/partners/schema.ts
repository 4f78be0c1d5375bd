import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { heading, image, itemId, itemList, labelled, list, localized, localizedLine } from '../../../schemas/fields.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

/** One part of a partner's details: a paragraph, a subheading, or a list of lines. */
export const partnerDetail = z.object({
  id: itemId('detail'),
  type: labelled(z._default(z.enum(['paragraph', 'subheading', 'list']), 'paragraph'), 'Kind', 'النوع'),
  text: labelled(localized(), 'Text', 'النص', { en: 'For a paragraph or a subheading.', ar: 'للفقرة أو العنوان الفرعي.' }),
  items: labelled(
    list(z.object({ id: itemId('point'), content: labelled(localized(), 'Text', 'النص') }), 40),
    'List lines',
    'بنود القائمة',
    {
      en: 'For a list.',
      ar: 'للقائمة.',
    },
  ),
})

/** Our partners block 2: a grid of partners; a card opens the partner's details in a modal. */
export const partnersSchema = labelled(
  z.object({
    ...heading(),
    partners: itemList(['Partners', 'الشركاء'], 'partner', 200, {
      name: labelled(localizedLine({ en: 'New partner', ar: 'شريك جديد' }), 'Name', 'الاسم'),
      logo: labelled(image(), 'Logo', 'الشعار'),
      description: labelled(localized(), 'Short description', 'وصف مختصر'),
      details: labelled(list(partnerDetail, 60), 'Details', 'التفاصيل'),
    }),
  }),
  'Partners',
  'الشركاء',
)

/** The partners block: its key, written here once, and its schema. */
export const partnersType = blockType(
  'partners',
  itemTitles(partnersSchema, { partners: 'name', 'partners.details': null, 'partners.details.items': null }),
)
