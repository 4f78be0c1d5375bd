import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { itemList, labelled, localized, localizedLine } from '../../../schemas/fields.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

/** The selection process on the vacancy page: numbered steps alternating above and below a line. */
export const timelineSchema = labelled(
  z.object({
    title: labelled(localizedLine({ en: 'Our selection process', ar: 'مراحل الاختيار لدينا' }), 'Title', 'العنوان'),
    steps: itemList(['Steps', 'المراحل'], 'step', 12, {
      number: labelled(z._default(z.string().check(z.trim(), z.maxLength(8)), ''), 'Number', 'الرقم', {
        en: "Left empty, the step's place is shown: 01, 02…",
        ar: 'إذا تُرك فارغًا يظهر ترتيب المرحلة: 01، 02…',
      }),
      text: labelled(localized(), 'Text', 'النص'),
    }),
  }),
  'Timeline',
  'المخطط الزمني',
)

/** The timeline block: its key, written here once, and its schema. */
export const timelineType = blockType('timeline', itemTitles(timelineSchema, { steps: null }))
