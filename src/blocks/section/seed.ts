import type { z } from 'zod'
import { seedOf } from '../../../schemas/block-type.ts'
import { NBSP, picture, both } from '../../../schemas/seed-media.ts'
import { sectionType, type sectionSchema } from './schema.ts'

/** Home blocks 4 and 5: the reusable section, twice (platforms, then content). */
export const platformsSection = {
  eyebrow: both('Platforms', 'المنصّات'),
  title: both('A learning platform that fits the way you work', 'منصّة تعلّم تناسب طريقة عملكم'),
  description: both(
    'We implement Totara and Open edX for organisations of 500 to 80,000 people. Every platform is hosted in data centres in Saudi Arabia or the UAE, connected to your HR system and single sign-on, and handed over with trained administrators.',
    `ننفّذ منصّتَي Totara وOpen edX لمؤسسات يتراوح عدد موظفيها بين 500 و80${NBSP}ألف موظف. وتُستضاف كل منصّة في مراكز بيانات داخل المملكة العربية السعودية أو الإمارات، وتُربط بنظام الموارد البشرية وبتسجيل الدخول الموحّد، ثم نسلّمها مع مسؤولين مدرَّبين على إدارتها.`,
  ),
  points: both(
    [
      'Launch in 10 to 14 weeks with a fixed plan and price',
      'Arabic and English interfaces, right to left where it should be',
      'Integration with SAP SuccessFactors, Oracle HCM and Microsoft Entra ID',
      'Support from Riyadh and Dubai in your working hours',
    ].join('\n'),
    [
      `إطلاق خلال 10 إلى 14${NBSP}أسبوعًا بخطة وسعر ثابتين`,
      'واجهات بالعربية والإنجليزية، تُعرض من اليمين إلى اليسار حيث ينبغي',
      'تكامل مع SAP SuccessFactors وOracle HCM وMicrosoft Entra ID',
      'دعم من الرياض ودبي خلال ساعات عملكم',
    ].join('\n'),
  ),
  buttonText: both('Explore Totara Suite', 'استكشفوا Totara Suite'),
  buttonLink: '/solutions/totara-suite',
  image: picture(
    '/media/pages/solutions-platform.svg',
    560,
    460,
    'A learning dashboard on a laptop and a phone, connected by lines to an HR system and a single sign-on key',
    'لوحة تعلّم على حاسوب محمول وهاتف، تصلها خطوط بنظام الموارد البشرية وبمفتاح تسجيل الدخول الموحّد',
  ),
  imageSide: 'end',
  backgroundColor: '#ffffff',
} satisfies z.input<typeof sectionSchema>

export const contentSection = {
  eyebrow: both('Content', 'المحتوى'),
  title: both('Courses people finish, in the language they think in', 'دورات يكملها الموظفون، باللغة التي يفكّرون بها'),
  description: both(
    'Our studio writes bespoke content in Arabic first and English second, never the other way round. Writers, voice artists and animators work from your real cases, so your people recognise their own jobs on the screen.',
    'يكتب الاستوديو لدينا المحتوى المخصّص بالعربية أولًا ثم بالإنجليزية، لا العكس. ويعمل الكتّاب والمعلّقون الصوتيون ومصمّمو الرسوم المتحركة على حالات حقيقية من مؤسستكم، فيرى موظفوكم أعمالهم اليومية على الشاشة.',
  ),
  points: both(
    [
      'Compliance training that staff complete, not click through',
      'Short videos and scenarios for frontline teams on their phones',
      'Catalogues from OpenSesame and iLearn, curated by role',
    ].join('\n'),
    [
      'تدريب امتثال يكمله الموظفون بدل أن يتجاوزوه بالنقر',
      'مقاطع قصيرة وسيناريوهات لفرق الميدان على هواتفهم',
      'كتالوجات من OpenSesame وiLearn منتقاة حسب كل وظيفة',
    ].join('\n'),
  ),
  buttonText: both('See bespoke content', 'اطّلعوا على المحتوى المخصّص'),
  buttonLink: '/solutions/bespoke-content',
  image: picture(
    '/media/pages/solutions-content.svg',
    560,
    460,
    'A studio shelf of course books in Arabic and English beside a microphone and a video player',
    'رفّ في الاستوديو عليه كتب دورات بالعربية والإنجليزية بجانب ميكروفون ومشغّل فيديو',
  ),
  imageSide: 'start',
  backgroundColor: '#f6f2ea',
} satisfies z.input<typeof sectionSchema>

export const sectionSeed = seedOf(sectionType, {
  home: [
    { order: 4, content: platformsSection },
    { order: 5, content: contentSection },
  ],
})
