import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { consentAndSend, textLine as line } from '../../../schemas/blocks/form-texts.ts'
import { image, labelled, localized, localizedLine } from '../../../schemas/fields.ts'

/** A form field's label and placeholder; a new instance per field, so each keeps its own label. */
const field = (en: string, ar: string, label: { en: string; ar: string }, placeholder: { en: string; ar: string } = { en: '', ar: '' }) =>
  labelled(
    z.prefault(
      z.object({
        label: line('Label', 'التسمية', label),
        placeholder: line('Placeholder', 'النص الإرشادي', placeholder),
      }),
      {},
    ),
    en,
    ar,
  )

/**
 * Contact block 2: title, a description whose e-mail addresses become mailto links, the contact
 * form's labels and placeholders, the consent line with its privacy-policy link, and an image.
 */
export const contactFormSchema = labelled(
  z.object({
    title: labelled(localizedLine({ en: 'Send us a message', ar: 'أرسلوا إلينا رسالة' }), 'Title', 'العنوان'),
    description: labelled(localized(), 'Description', 'الوصف', {
      en: 'E-mail addresses in it become links.',
      ar: 'تتحوّل عناوين البريد الإلكتروني فيه إلى روابط.',
    }),
    fullName: field('Full name field', 'حقل الاسم الكامل', { en: 'Full name', ar: 'الاسم الكامل' }),
    companyName: field('Company field', 'حقل اسم الشركة', { en: 'Company name', ar: 'اسم الشركة' }),
    email: field('E-mail field', 'حقل البريد الإلكتروني', { en: 'Email address', ar: 'البريد الإلكتروني' }),
    phone: field('Phone field', 'حقل رقم الهاتف', { en: 'Phone number', ar: 'رقم الهاتف' }),
    serviceInterest: labelled(
      z.prefault(
        z.object({
          label: line('Label', 'التسمية', { en: 'Which service are you interested in?', ar: 'ما الخدمة التي تهمّكم؟' }),
          none: line("'None' option", 'خيار «لا شيء»', { en: 'Not sure yet', ar: 'لم نحدّد بعد' }),
          lms: line("'LMS' option", 'خيار «نظام إدارة التعلّم»', { en: 'Learning management system (LMS)', ar: 'نظام إدارة التعلّم' }),
          content: line("'Content' option", 'خيار «المحتوى»', { en: 'Learning content', ar: 'المحتوى التعليمي' }),
        }),
        {},
      ),
      'Service field',
      'حقل الخدمة',
    ),
    inquiry: field('Inquiry field', 'حقل الاستفسار', { en: 'Your inquiry', ar: 'استفساركم' }),
    ...consentAndSend(
      { en: 'and to being contacted about your enquiry.', ar: 'وعلى تواصلنا معكم بشأن استفساركم.' },
      { en: 'Send message', ar: 'أرسلوا الرسالة' },
    ),
    image: labelled(image(), 'Image', 'الصورة'),
  }),
  'Contact form',
  'نموذج التواصل',
)

/** The contact-form block: its key, written here once, and its schema. */
export const contactFormType = blockType('contact-form', contactFormSchema)
