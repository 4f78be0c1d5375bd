import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { color, image, itemList, labelled, localized, localizedLine } from '../../../schemas/fields.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

const blob = (en: string, ar: string, fallback: string) =>
  labelled(z._default(z.object({ color: labelled(color(fallback), 'Colour', 'اللون') }), { color: fallback }), en, ar)

/** Features in rows, image and text changing sides from one row to the next, with decorative blobs. */
export const alternatingFeaturesSchema = labelled(
  z.object({
    mainTitle: labelled(localizedLine({ en: 'What you get', ar: 'ما الذي تحصلون عليه؟' }), 'Title', 'العنوان'),
    backgroundColor: labelled(color('#ffffff'), 'Background colour', 'لون الخلفية'),
    titleBlob: blob('Blob behind the title', 'الشكل خلف العنوان', '#fbe9d7'),
    rightBlob: blob('Blob on the end side', 'الشكل في الجهة الأخرى', '#d3ebe8'),
    leftBlob: blob('Blob on the start side', 'الشكل في جهة البداية', '#f6f2ea'),
    features: itemList(['Features', 'الميزات'], 'feature', 12, {
      title: labelled(localizedLine(), 'Title', 'العنوان'),
      description: labelled(localized(), 'Description', 'الوصف', { en: 'Each line is a paragraph.', ar: 'كل سطر فقرة مستقلة.' }),
      imageSrc: labelled(image(), 'Image', 'الصورة'),
    }),
  }),
  'Alternating features',
  'ميزات متناوبة',
)

/** The alternating-features block: its key, written here once, and its schema. */
export const alternatingFeaturesType = blockType('alternating-features', itemTitles(alternatingFeaturesSchema, { features: 'title' }))
