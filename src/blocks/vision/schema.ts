import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { color, image, itemList, labelled, localized, localizedLine } from '../../../schemas/fields.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

/** Vision: sections of image, title and description (each line of the description a paragraph). */
export const visionSchema = labelled(
  z.object({
    backgroundColor: labelled(color('#f4f1ea'), 'Background colour', 'لون الخلفية'),
    sections: itemList(['Sections', 'الفقرات'], 'vision', 20, {
      image: labelled(image(), 'Image', 'الصورة'),
      title: labelled(localizedLine(), 'Title', 'العنوان'),
      description: labelled(localized(), 'Description', 'الوصف', {
        en: 'Each line is a paragraph.',
        ar: 'كل سطر فقرة مستقلة.',
      }),
    }),
  }),
  'Vision',
  'الرؤية',
)

/** The vision block: its key, written here once, and its schema. */
export const visionType = blockType('vision', itemTitles(visionSchema, { sections: 'title' }))
