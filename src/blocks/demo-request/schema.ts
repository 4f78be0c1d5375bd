import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { color, heading, href, image, labelled, localizedLine, video } from '../../../schemas/fields.ts'

/** spec: the demo request section's anchor id; the hero's primary button jumps to it. */
export const DEMO_FORM_ANCHOR = 'request-demo-form'

/**
 * The demo request section (anchor request-demo-form): a looping muted background video under
 * a coloured overlay, a title and subtitle, and the form card (full name, e-mail, phone,
 * consent with the privacy policy link, submit) with a secondary link.
 */
export const demoRequestSchema = labelled(
  z.object({
    ...heading({ en: 'See it working for your organisation', ar: 'شاهدوا الحلّ يعمل في مؤسستكم' }),
    formTitle: labelled(localizedLine({ en: 'Request a demo', ar: 'اطلبوا عرضًا توضيحيًا' }), 'Form title', 'عنوان النموذج'),
    fullNameLabel: labelled(localizedLine({ en: 'Full name', ar: 'الاسم الكامل' }), 'Full name label', 'تسمية حقل الاسم الكامل'),
    emailLabel: labelled(
      localizedLine({ en: 'Work e-mail', ar: 'البريد الإلكتروني للعمل' }),
      'E-mail label',
      'تسمية حقل البريد الإلكتروني',
    ),
    phoneLabel: labelled(localizedLine({ en: 'Phone number', ar: 'رقم الهاتف' }), 'Phone label', 'تسمية حقل الهاتف'),
    consentPart1: labelled(
      localizedLine({ en: 'By sending this form you agree to our', ar: 'بإرسال هذا النموذج توافقون على' }),
      'Consent text before the link',
      'نص الموافقة قبل الرابط',
    ),
    privacyPolicyText: labelled(
      localizedLine({ en: 'privacy policy', ar: 'سياسة الخصوصية' }),
      'Privacy policy link text',
      'نص رابط سياسة الخصوصية',
    ),
    privacyPolicyLink: labelled(href('/privacy-policy'), 'Privacy policy link', 'رابط سياسة الخصوصية'),
    consentPart2: labelled(
      localizedLine({ en: 'and to be contacted about your request.', ar: 'وعلى تواصلنا معكم بشأن طلبكم.' }),
      'Consent text after the link',
      'نص الموافقة بعد الرابط',
    ),
    submitButtonText: labelled(localizedLine({ en: 'Request my demo', ar: 'أرسلوا الطلب' }), 'Submit button text', 'نص زر الإرسال'),
    secondaryLinkText: labelled(localizedLine(), 'Secondary link text', 'نص الرابط الثانوي', {
      en: 'A link under the form; none when empty.',
      ar: 'رابط أسفل النموذج، ولا يظهر عند تركه فارغًا.',
    }),
    secondaryLinkHref: labelled(href('/contact'), 'Secondary link', 'الرابط الثانوي', {
      en: 'Leads to /contact when left empty.',
      ar: 'يؤدي إلى صفحة التواصل عند تركه فارغًا.',
    }),
    videoUrl: labelled(video(), 'Background video', 'فيديو الخلفية', {
      en: 'Plays muted, in a loop, behind the overlay; loaded only when the section comes near.',
      ar: 'يُعرض دون صوت بشكل متكرّر خلف الطبقة الملوّنة، ولا يُحمَّل إلا عند اقتراب القسم.',
    }),
    posterImage: labelled(image(), 'Picture shown before the video', 'الصورة المعروضة قبل الفيديو'),
    overlayColor: labelled(color('#083f44'), 'Overlay colour', 'لون الطبقة فوق الفيديو'),
    overlayOpacity: labelled(
      z._default(z.number().check(z.gte(0), z.lte(1)), 0.82),
      'Overlay opacity (0 to 1)',
      'درجة عتامة الطبقة (من 0 إلى 1)',
    ),
  }),
  'Demo request',
  'طلب عرض توضيحي',
)

/** The demo-request block: its key, written here once, and its schema. */
export const demoRequestType = blockType('demo-request', demoRequestSchema)
