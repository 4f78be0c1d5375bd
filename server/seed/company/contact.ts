import type { z } from 'zod'
import type { contactFormSchema } from '../../../src/blocks/contact-form/schema.ts'
import type { locationsSchema } from '../../../src/blocks/locations/schema.ts'
import type { successSchema } from '../../../src/blocks/success/schema.ts'
import type { SeedBlock } from '../seed-block.ts'
import { EMAIL, ltr, PHONE, picture, t } from '../../../schemas/seed-media.ts'

const contactPicture = picture(
  '/media/pages/contact.svg',
  560,
  460,
  'A paper plane leaving an open envelope and flying towards two map pins marking Riyadh and Dubai',
  'طائرة ورقية تنطلق من ظرف مفتوح نحو دبّوسين على الخريطة يحدّدان الرياض ودبي',
)

const field = (label: [string, string], placeholder: [string, string] = ['', '']) => ({
  label: t(...label),
  placeholder: t(...placeholder),
})

/** Contact (contact-us) blocks 2 and 3: the form section and the offices. */
export const contactBlocks: SeedBlock[] = [
  {
    block_type: 'CONTACT-FORM',
    order: 2,
    content: {
      title: t('Tell us what you need', 'أخبرونا بما تحتاجون إليه'),
      description: t(
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
        label: t('Which service are you interested in?', 'ما الخدمة التي تهمّكم؟'),
        none: t('Not sure yet', 'لم نحدّد بعد'),
        lms: t('Learning management system (LMS)', 'نظام إدارة التعلّم'),
        content: t('Learning content', 'المحتوى التعليمي'),
      },
      inquiry: field(
        ['Your inquiry', 'استفساركم'],
        ['How many people, what they need to learn, and by when', 'عدد الموظفين، وما يحتاجون إلى تعلّمه، والموعد المطلوب'],
      ),
      consent_part1: t('By sending this form you agree to our', 'بإرسال هذا النموذج توافقون على'),
      privacy_policy: t('privacy policy', 'سياسة الخصوصية'),
      consent_part2: t('and to being contacted about your enquiry.', 'وعلى تواصلنا معكم بشأن استفساركم.'),
      sendButton: t('Send message', 'أرسلوا الرسالة'),
      image: contactPicture,
    } satisfies z.input<typeof contactFormSchema>,
  },
  {
    block_type: 'LOCATIONS',
    order: 3,
    content: {
      main_title: t('Visit us in Riyadh or Dubai', 'زورونا في الرياض أو دبي'),
      locations: [
        {
          id: 'location-riyadh',
          image: picture(
            '/media/about/gallery-riyadh-office.svg',
            480,
            360,
            'Our Riyadh office, with the city skyline through the windows',
            'مكتبنا في الرياض، وتظهر معالم المدينة من النوافذ',
          ),
          country: t('Saudi Arabia, head office', 'المملكة العربية السعودية، المقرّ الرئيسي'),
          address: t(
            ['Lumora Learning, floor 14', 'King Fahd Road, Al Olaya', 'Riyadh 12214'].join('\n'),
            ['لومورا للتعلّم، الطابق 14', 'طريق الملك فهد، حي العليا', 'الرياض 12214'].join('\n'),
          ),
          map_link: t('View on map', 'اعرضوا الموقع على الخريطة'),
          gmaps_query: 'King Fahd Road, Al Olaya, Riyadh 12214',
        },
        {
          id: 'location-dubai',
          image: picture(
            '/media/about/gallery-dubai-office.svg',
            480,
            360,
            'Our Dubai office, overlooking the city',
            'مكتبنا في دبي المطلّ على المدينة',
          ),
          country: t('United Arab Emirates', 'الإمارات العربية المتحدة'),
          address: t(
            ['Lumora Learning', 'Office 902, Building 5, Dubai Knowledge Park', 'Dubai'].join('\n'),
            ['لومورا للتعلّم', 'المكتب 902، المبنى 5، مجمّع دبي للمعرفة', 'دبي'].join('\n'),
          ),
          map_link: t('View on map', 'اعرضوا الموقع على الخريطة'),
          gmaps_query: 'Dubai Knowledge Park, Dubai',
        },
      ],
    } satisfies z.input<typeof locationsSchema>,
  },
]

/** Success block 2. */
export const successBlock: SeedBlock = {
  block_type: 'SUCCESS',
  order: 2,
  content: {
    title: t('Your message is with our team', 'وصلت رسالتكم إلى فريقنا'),
    message: t(
      'A consultant is reading it now and will reply within one working day, usually much sooner. You will hear from a named person, not an automatic system.',
      'يقرؤها أحد مستشارينا الآن، وسيردّ عليكم خلال يوم عمل واحد، وغالبًا قبل ذلك بكثير. وسيتواصل معكم شخص تعرفونه بالاسم، لا نظام آلي.',
    ),
    assistance_title: t('Need an answer sooner?', 'هل تحتاجون إلى ردّ أسرع؟'),
    assistance_call: t('Call our Riyadh office on', 'اتصلوا بمكتبنا في الرياض على الرقم'),
    phone: PHONE.riyadh,
    assistance_email: t('or e-mail us at', 'أو راسلونا على'),
    email: EMAIL.hello,
    conclusion: t(
      'Meanwhile, you may like to read how organisations like yours launched their learning with us.',
      'وفي أثناء ذلك، قد تودّون الاطّلاع على تجارب مؤسسات تشبه مؤسستكم أطلقت برامج التعلّم معنا.',
    ),
    button_text: t('Back to the home page', 'العودة إلى الصفحة الرئيسية'),
    button_link: '/',
    image: contactPicture,
  } satisfies z.input<typeof successSchema>,
}
