import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { heading, href, image, labelled, localizedLine, video } from '../../../schemas/fields.ts'

/** The page hero: title, subtitle, an optional watch-video button, a main and a background image. */
export const heroSchema = labelled(
  z.object({
    ...heading({ en: 'A new page title', ar: 'عنوان صفحة جديدة' }),
    watchVideoText: labelled(localizedLine(), 'Watch-video button text', 'نص زر مشاهدة الفيديو', {
      en: 'The button shows when both this text and the video are set.',
      ar: 'يظهر الزر عند إضافة هذا النص والفيديو معًا.',
    }),
    videoUrl: labelled(video(), 'Video', 'الفيديو'),
    primaryButtonText: labelled(localizedLine(), 'Button text', 'نص الزر'),
    primaryButtonLink: labelled(href('#'), 'Button link', 'رابط الزر'),
    mainImage: labelled(image(), 'Main image', 'الصورة الرئيسية'),
    backgroundImage: labelled(image(), 'Background image', 'صورة الخلفية'),
  }),
  'Hero',
  'القسم الافتتاحي',
)

export type HeroContent = z.output<typeof heroSchema>

/** The hero block: its key, written here once, and its schema. */
export const heroType = blockType('hero', heroSchema)
