import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { itemId, labelled, list, localized, localizedLine } from '../../../schemas/fields.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

/** A process as a timeline: steps numbered 01, 02… in order, alternating above and below the line. */
export const processTimelineSchema = labelled(
  z.object({
    title: labelled(localized({ en: 'Our process', ar: 'مراحل العمل' }), 'Title', 'العنوان', {
      en: 'Line breaks are kept.',
      ar: 'تُحفظ فواصل الأسطر كما هي.',
    }),
    steps: labelled(
      list(
        z.object({
          id: itemId('step'),
          title: labelled(localizedLine(), 'Step title', 'عنوان الخطوة'),
          description: labelled(localized(), 'Description', 'الوصف'),
        }),
        12,
      ),
      'Steps',
      'الخطوات',
      { en: 'Numbered 01, 02… in this order.', ar: 'تُرقَّم 01 و02… بهذا الترتيب.' },
    ),
  }),
  'Process timeline',
  'المخطط الزمني للمراحل',
)

/** The process-timeline block: its key, written here once, and its schema. */
export const processTimelineType = blockType('process-timeline', itemTitles(processTimelineSchema, { steps: 'title' }))
