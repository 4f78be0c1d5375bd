import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { email, heading, href, image, labelled, localized, localizedLine, video } from '../../../schemas/fields.ts'

/**
 * Call to action: a title and subtitle, or text_before + email + text_after, and a button.
 * A video, when set, plays in place of the image.
 */
export const ctaSchema = labelled(
  z.object({
    ...heading({ en: 'Ready to transform learning?', ar: 'هل أنتم مستعدون لتطوير التعلّم؟' }),
    text_before: labelled(localized(), 'Text before the e-mail', 'النص قبل البريد الإلكتروني', {
      en: 'Used instead of the title and subtitle when an e-mail address is set.',
      ar: 'يُستخدم بدل العنوان والنص التعريفي عند إضافة عنوان بريد إلكتروني.',
    }),
    email: labelled(email(), 'E-mail address', 'عنوان البريد الإلكتروني'),
    text_after: labelled(localized(), 'Text after the e-mail', 'النص بعد البريد الإلكتروني'),
    buttonText: labelled(localizedLine({ en: 'Contact us', ar: 'تواصلوا معنا' }), 'Button text', 'نص الزر'),
    buttonLink: labelled(href('/contact'), 'Button link', 'رابط الزر'),
    videoUrl: labelled(video(), 'Video', 'الفيديو', {
      en: 'Plays in place of the image when set.',
      ar: 'يُعرض بدل الصورة عند إضافته.',
    }),
    imageUrl: labelled(image(), 'Image', 'الصورة'),
  }),
  'Call to action',
  'دعوة إلى الإجراء',
)

/** The cta block: its key, written here once, and its schema. */
export const ctaType = blockType('cta', ctaSchema)
