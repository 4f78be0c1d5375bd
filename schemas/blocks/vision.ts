import * as z from 'zod/mini'
import { color, image, itemId, labelled, list, localized, localizedLine } from '../fields.ts'

/** Vision: sections of image, title and description (each line of the description a paragraph). */
export const visionSchema = labelled(
  z.object({
    backgroundColor: labelled(color('#f4f1ea'), 'Background colour', 'لون الخلفية'),
    sections: labelled(
      list(
        z.object({
          id: itemId('vision'),
          image: labelled(image(), 'Image', 'الصورة'),
          title: labelled(localizedLine(), 'Title', 'العنوان'),
          description: labelled(localized(), 'Description', 'الوصف', {
            en: 'Each line is a paragraph.',
            ar: 'كل سطر فقرة مستقلة.',
          }),
        }),
        20,
      ),
      'Sections',
      'الفقرات',
    ),
  }),
  'Vision',
  'الرؤية',
)
