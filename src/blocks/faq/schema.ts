import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { color, itemList, labelled, localized, localizedLine } from '../../../schemas/fields.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

/** Frequently asked questions: the first answer open, one open at a time. */
export const faqSchema = labelled(
  z.object({
    mainTitle: labelled(localizedLine({ en: 'Frequently asked questions', ar: 'الأسئلة الشائعة' }), 'Title', 'العنوان'),
    itemBackgroundColor: labelled(color('#f6f2ea'), 'Question background colour', 'لون خلفية السؤال'),
    items: itemList(['Questions', 'الأسئلة'], 'faq', 40, {
      question: labelled(localizedLine(), 'Question', 'السؤال'),
      answer: labelled(localized(), 'Answer', 'الإجابة', { en: 'Each line is a paragraph.', ar: 'كل سطر فقرة مستقلة.' }),
    }),
  }),
  'FAQ',
  'الأسئلة الشائعة',
)

/** The faq block: its key, written here once, and its schema. */
export const faqType = blockType('faq', itemTitles(faqSchema, { items: 'question' }))
