import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { href, image, itemList, labelled, localized, localizedLine } from '../../../schemas/fields.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

/** Tabbed content: a title, a subtitle, tabs of title, description and image, and a button. */
export const tabbedContentSchema = labelled(
  z.object({
    mainTitle: labelled(localizedLine({ en: 'Explore', ar: 'استكشفوا' }), 'Title', 'العنوان'),
    mainSubtitle: labelled(localized(), 'Subtitle', 'النص التعريفي'),
    buttonText: labelled(localizedLine(), 'Button text', 'نص الزر', { en: 'No button when empty.', ar: 'لا يظهر الزر عند تركه فارغًا.' }),
    buttonLink: labelled(href('#request-demo-form'), 'Button link', 'رابط الزر', {
      en: '#request-demo-form jumps to the demo request form of the page.',
      ar: 'الرابط \u2066#request-demo-form\u2069 ينقل إلى نموذج طلب العرض التوضيحي في الصفحة.',
    }),
    tabs: itemList(['Tabs', 'التبويبات'], 'tab', 12, {
      title: labelled(localizedLine(), 'Tab title', 'عنوان التبويب'),
      description: labelled(localized(), 'Description', 'الوصف', { en: 'Each line is a paragraph.', ar: 'كل سطر فقرة مستقلة.' }),
      imageSrc: labelled(image(), 'Image', 'الصورة'),
    }),
  }),
  'Tabbed content',
  'محتوى بتبويبات',
)

/** The tabbed-content block: its key, written here once, and its schema. */
export const tabbedContentType = blockType('tabbed-content', itemTitles(tabbedContentSchema, { tabs: 'title' }))
