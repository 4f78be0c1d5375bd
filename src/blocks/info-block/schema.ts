import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { href, image, labelled, localizedLine } from '../../../schemas/fields.ts'
import { descriptionParagraphs } from '../../../schemas/blocks/paragraphs.ts'
import { itemTitles } from '../../../schemas/item-title.ts'

/** Info block: a title, description paragraphs, an image and an optional video button, animated in on scroll. */
export const infoBlockSchema = labelled(
  z.object({
    title: labelled(localizedLine({ en: 'About this solution', ar: 'عن هذا الحلّ' }), 'Title', 'العنوان'),
    descriptionParagraphs: descriptionParagraphs(),
    imageSrc: labelled(image(), 'Image', 'الصورة'),
    videoButtonText: labelled(localizedLine(), 'Video button text', 'نص زر الفيديو', {
      en: 'The button shows when both this text and the video address are set.',
      ar: 'يظهر الزر عند إضافة هذا النص ورابط الفيديو معًا.',
    }),
    youtubeVideoUrl: labelled(href(''), 'Video address (YouTube or file)', 'رابط الفيديو (YouTube أو ملف)'),
  }),
  'Info block',
  'قسم تعريفي',
)

/** The info-block block: its key, written here once, and its schema. */
export const infoBlockType = blockType('info-block', itemTitles(infoBlockSchema, { descriptionParagraphs: null }))
