import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { color, href, image, labelled, localized, localizedLine } from '../../../schemas/fields.ts'

/** A reusable section: text beside a picture, on a background colour; home uses it twice. */
export const sectionSchema = labelled(
  z.object({
    eyebrow: labelled(localizedLine(), 'Small heading', 'العنوان الصغير'),
    title: labelled(localizedLine({ en: 'A new section', ar: 'قسم جديد' }), 'Title', 'العنوان'),
    description: labelled(localized(), 'Description', 'الوصف', { en: 'Each line is a paragraph.', ar: 'كل سطر فقرة مستقلة.' }),
    points: labelled(localized(), 'Bullet points', 'النقاط', { en: 'Each line is a bullet point.', ar: 'كل سطر نقطة مستقلة.' }),
    buttonText: labelled(localizedLine(), 'Button text', 'نص الزر'),
    buttonLink: labelled(href('/contact'), 'Button link', 'رابط الزر'),
    image: labelled(image(), 'Image', 'الصورة'),
    imageSide: labelled(z._default(z.enum(['end', 'start']), 'end'), 'Image side', 'جهة الصورة', {
      en: "'end' puts the picture after the text (on the right in English, on the left in Arabic).",
      ar: 'القيمة end تضع الصورة بعد النص (يمينًا في الإنجليزية ويسارًا في العربية).',
    }),
    backgroundColor: labelled(color('#ffffff'), 'Background colour', 'لون الخلفية'),
  }),
  'Section',
  'قسم محتوى',
)

/** The section block: its key, written here once, and its schema. */
export const sectionType = blockType('section', sectionSchema)
