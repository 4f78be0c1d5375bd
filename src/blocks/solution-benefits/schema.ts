import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { color, href, icon, itemList, labelled, localized, localizedLine } from '../../../schemas/fields.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

/** Benefit cards in a grid, each with an icon on a coloured disc, and a button under them. */
export const solutionBenefitsSchema = labelled(
  z.object({
    mainTitle: labelled(localizedLine({ en: 'Benefits', ar: 'مزايا الحلّ' }), 'Title', 'العنوان'),
    mainSubtitle: labelled(localized(), 'Subtitle', 'النص التعريفي'),
    buttonText: labelled(localizedLine(), 'Button text', 'نص الزر', {
      en: 'No button when empty.',
      ar: 'لا يظهر الزر عند تركه فارغًا.',
    }),
    buttonLink: labelled(href('#request-demo-form'), 'Button link', 'رابط الزر', {
      en: '#request-demo-form jumps to the demo request form of the page.',
      ar: 'الرابط \u2066#request-demo-form\u2069 ينقل إلى نموذج طلب العرض التوضيحي في الصفحة.',
    }),
    benefits: itemList(['Benefits', 'الفوائد'], 'benefit', 24, {
      icon: labelled(icon(), 'Icon', 'الأيقونة'),
      title: labelled(localizedLine(), 'Title', 'العنوان'),
      description: labelled(localized(), 'Description', 'الوصف'),
      iconBackgroundColor: labelled(color('#d3ebe8'), 'Icon background colour', 'لون خلفية الأيقونة'),
    }),
  }),
  'Benefits with icons',
  'الفوائد مع الأيقونات',
)

/** The solution-benefits block: its key, written here once, and its schema. */
export const solutionBenefitsType = blockType('solution-benefits', itemTitles(solutionBenefitsSchema, { benefits: 'title' }))
