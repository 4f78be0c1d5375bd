import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { email, href, image, labelled, localized, localizedLine } from '../../../schemas/fields.ts'

/** Success block 2: thanks, how to reach us meanwhile (a phone and an e-mail link), and a way back home. */
export const successSchema = labelled(
  z.object({
    title: labelled(localizedLine({ en: 'Thank you!', ar: 'شكرًا لكم!' }), 'Title', 'العنوان'),
    message: labelled(localized(), 'Message', 'الرسالة'),
    assistance_title: labelled(localizedLine(), 'Assistance title', 'عنوان المساعدة'),
    assistance_call: labelled(localizedLine(), 'Text before the phone', 'النص قبل رقم الهاتف'),
    phone: labelled(
      z._default(z.string().check(z.trim(), z.maxLength(40), z.regex(/^[+\d\s()-]*$/, 'Use digits, spaces, + - ( ) only')), ''),
      'Phone',
      'رقم الهاتف',
    ),
    assistance_email: labelled(localizedLine(), 'Text before the e-mail', 'النص قبل البريد الإلكتروني'),
    email: labelled(email(), 'E-mail address', 'عنوان البريد الإلكتروني'),
    conclusion: labelled(localized(), 'Conclusion', 'الخاتمة'),
    button_text: labelled(localizedLine({ en: 'Back to home', ar: 'العودة إلى الصفحة الرئيسية' }), 'Button text', 'نص الزر'),
    button_link: labelled(href('/'), 'Button link', 'رابط الزر'),
    image: labelled(image(), 'Image', 'الصورة'),
  }),
  'Thank-you message',
  'رسالة الشكر',
)

/** The success block: its key, written here once, and its schema. */
export const successType = blockType('success', successSchema)
