import type { z } from 'zod'
import { seedOf } from '../../../schemas/block-type.ts'
import { contactPicture, EMAIL, ltr, both } from '../../../schemas/seed-media.ts'
import { contactFormType, type contactFormSchema } from './schema.ts'

const field = (label: [string, string], placeholder: [string, string] = ['', '']) => ({
  label: both(...label),
  placeholder: both(...placeholder),
})

/** Contact (contact-us) block 2: the form section. */
export const contactForm = {
  title: both('Tell us what you need', 'أخبرونا بما تحتاجون إليه'),
  description: both(
    [
      'Fill in the form and a consultant will reply within one working day, in English or Arabic.',
      `Prefer e-mail? Write to ${EMAIL.hello}, or to ${EMAIL.careers} about working with us.`,
    ].join('\n'),
    [
      'املؤوا النموذج وسيردّ عليكم أحد مستشارينا خلال يوم عمل واحد، بالعربية أو الإنجليزية.',
      `تفضّلون البريد الإلكتروني؟ راسلونا على ${ltr(EMAIL.hello)}، أو على ${ltr(EMAIL.careers)} للعمل معنا.`,
    ].join('\n'),
  ),
  fullName: field(['Full name', 'الاسم الكامل'], ['e.g. Noura Al-Harbi', 'مثال: نورة الحربي']),
  companyName: field(['Company name', 'اسم الشركة'], ['Your organisation', 'اسم مؤسستكم']),
  email: field(['Email address', 'البريد الإلكتروني'], ['name@company.com', 'name@company.com']),
  phone: field(['Phone number', 'رقم الهاتف'], ['e.g. +966 50 123 4567', `مثال: ${ltr('+966 50 123 4567')}`]),
  serviceInterest: {
    label: both('Which service are you interested in?', 'ما الخدمة التي تهمّكم؟'),
    none: both('Not sure yet', 'لم نحدّد بعد'),
    lms: both('Learning management system (LMS)', 'نظام إدارة التعلّم'),
    content: both('Learning content', 'المحتوى التعليمي'),
  },
  inquiry: field(
    ['Your inquiry', 'استفساركم'],
    ['How many people, what they need to learn, and by when', 'عدد الموظفين، وما يحتاجون إلى تعلّمه، والموعد المطلوب'],
  ),
  consent_part1: both('By sending this form you agree to our', 'بإرسال هذا النموذج توافقون على'),
  privacy_policy: both('privacy policy', 'سياسة الخصوصية'),
  consent_part2: both('and to being contacted about your enquiry.', 'وعلى تواصلنا معكم بشأن استفساركم.'),
  sendButton: both('Send message', 'أرسلوا الرسالة'),
  image: contactPicture,
} satisfies z.input<typeof contactFormSchema>

export const contactFormSeed = seedOf(contactFormType, { 'contact-us': [{ order: 2, content: contactForm }] })
