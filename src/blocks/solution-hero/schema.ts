import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { color, heading, href, image, imageItem, labelled, list, localizedLine } from '../../../schemas/fields.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

/**
 * The hero of a solution page: a product logo, title, subtitle, a button that jumps to the
 * page's demo request form and a second one (to /contact unless set), an image — or a slider of
 * images when there are any — over a background with three corner blobs.
 */
export const solutionHeroSchema = labelled(
  z.object({
    logo: labelled(image(), 'Product logo', 'شعار المنتج'),
    ...heading({ en: 'A new solution', ar: 'حلّ جديد' }),
    primaryButtonText: labelled(
      localizedLine({ en: 'Request a demo', ar: 'اطلبوا عرضًا توضيحيًا' }),
      'Demo button text',
      'نص زر طلب العرض التوضيحي',
      { en: 'The button jumps to the demo request form of this page.', ar: 'ينقل الزر الزائر إلى نموذج طلب العرض التوضيحي في هذه الصفحة.' },
    ),
    secondaryButtonText: labelled(localizedLine(), 'Second button text', 'نص الزر الثاني'),
    secondaryButtonLink: labelled(href('/contact'), 'Second button link', 'رابط الزر الثاني', {
      en: 'Leads to /contact when left empty.',
      ar: 'يؤدي إلى صفحة التواصل عند تركه فارغًا.',
    }),
    imageSrc: labelled(image(), 'Image', 'الصورة'),
    sliderImages: labelled(list(imageItem('slide'), 12), 'Slider images', 'صور العرض المتتابع', {
      en: 'With two or more images here, the hero shows them in a slider in place of the image.',
      ar: 'عند إضافة صورتين أو أكثر هنا، يعرضها القسم في شريط متتابع بدل الصورة.',
    }),
    backgroundColor: labelled(color('#f6f2ea'), 'Background colour', 'لون الخلفية'),
    blobFillColor: labelled(color('#d3ebe8'), 'Image blob colour', 'لون الشكل خلف الصورة'),
    blobStrokeColor: labelled(color('#0d5c63'), 'Image blob outline colour', 'لون إطار الشكل خلف الصورة'),
    topLeftBlobColor: labelled(color('#fbe9d7'), 'Top corner blob colour', 'لون الشكل في الزاوية العليا'),
    bottomLeftBlobColor: labelled(color('#e3f1ef'), 'Bottom start blob colour', 'لون الشكل في الزاوية السفلى الأولى'),
    bottomRightBlobColor: labelled(color('#f2b84b'), 'Bottom end blob colour', 'لون الشكل في الزاوية السفلى الأخرى'),
  }),
  'Solution hero',
  'القسم الافتتاحي للحلّ',
)

/** The solution-hero block: its key, written here once, and its schema. */
export const solutionHeroType = blockType('solution-hero', itemTitles(solutionHeroSchema, { sliderImages: 'alt' }))
