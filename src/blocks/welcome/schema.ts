import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { href, image, itemList, labelled, localized, localizedLine } from '../../../schemas/fields.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

/** Home block 2: who we are in a few lines, key figures, a link and a picture. */
export const welcomeSchema = labelled(
  z.object({
    eyebrow: labelled(localizedLine(), 'Small heading', 'العنوان الصغير'),
    title: labelled(localizedLine({ en: 'Welcome', ar: 'أهلًا بكم' }), 'Title', 'العنوان'),
    description: labelled(localized(), 'Description', 'الوصف', { en: 'Each line is a paragraph.', ar: 'كل سطر فقرة مستقلة.' }),
    highlights: itemList(['Key figures', 'الأرقام الرئيسية'], 'figure', 6, {
      value: labelled(localizedLine({ en: '100+', ar: '+100' }), 'Figure', 'الرقم'),
      label: labelled(localizedLine(), 'What it counts', 'ما يدل عليه الرقم'),
    }),
    buttonText: labelled(localizedLine(), 'Button text', 'نص الزر'),
    buttonLink: labelled(href('/about'), 'Button link', 'رابط الزر'),
    image: labelled(image(), 'Image', 'الصورة'),
  }),
  'Welcome',
  'الترحيب',
)

/** The welcome block: its key, written here once, and its schema. */
export const welcomeType = blockType('welcome', itemTitles(welcomeSchema, { highlights: 'label' }))
