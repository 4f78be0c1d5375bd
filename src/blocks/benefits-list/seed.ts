import type { z } from 'zod'
import { seedOf } from '../../../schemas/block-type.ts'
import { NBSP, picture, both } from '../../../schemas/seed-media.ts'
import { benefitsListType, type benefitsListSchema } from './schema.ts'

const benefitImage = (name: string, en: string, ar: string) => picture(`/media/company/icons/${name}.svg`, 96, 96, en, ar)

/** Why choose us block 3: the benefits. */
export const benefitsList = {
  title: both('What you get when you work with us', 'ما الذي تحصلون عليه عند العمل معنا؟'),
  backgroundColor: '#f6f2ea',
  items: [
    {
      id: 'benefit-hosting',
      image: benefitImage('regional-hosting', 'A server with a location pin', 'خادم عليه دبوس موقع'),
      title: both('Your data stays in the region', 'تبقى بياناتكم داخل المنطقة'),
      description: both(
        'We host every platform in certified data centres in Riyadh and Dubai, in line with national data rules, with daily backups and a 99.9% uptime commitment.',
        `نستضيف كل منصّة في مراكز بيانات معتمدة في الرياض ودبي وفق أنظمة البيانات الوطنية، مع نسخ احتياطي يومي والتزام بتوفّر الخدمة بنسبة 99.9${NBSP}بالمئة.`,
      ),
    },
    {
      id: 'benefit-arabic',
      image: benefitImage('arabic-first', 'A speech bubble with the Arabic letter ain', 'فقاعة حوار فيها حرف العين'),
      title: both('Arabic first, not translated last', 'العربية أولًا، لا ترجمة في آخر المطاف'),
      description: both(
        'Our writers create content in Arabic from the first draft, and our interfaces are tested right to left before anything goes live.',
        'يكتب كتّابنا المحتوى بالعربية منذ المسودة الأولى، ونختبر واجهاتنا من اليمين إلى اليسار قبل إطلاق أي شيء.',
      ),
    },
    {
      id: 'benefit-certified',
      image: benefitImage('certified', 'A badge with a check mark', 'شارة عليها علامة صحّ'),
      title: both('Certified specialists', 'متخصصون معتمدون'),
      description: both(
        'We are an official Totara partner with certified Open edX engineers, so you get the vendor’s best practice with local experience.',
        'نحن شريك رسمي لشركة Totara ولدينا مهندسون معتمدون في Open edX، فتحصلون على أفضل ممارسات المنتج مع خبرة محلية.',
      ),
    },
    {
      id: 'benefit-support',
      image: benefitImage('support', 'A headset', 'سمّاعة رأس'),
      title: both('Support in your working week', 'دعم خلال أسبوع عملكم'),
      description: both(
        `Our help desk works Sunday to Thursday in Gulf time, answers in Arabic or English, and resolves most requests within one working${NBSP}day.`,
        `يعمل مكتب الدعم لدينا من الأحد إلى الخميس بتوقيت الخليج، ويجيب بالعربية أو الإنجليزية، ويحلّ معظم الطلبات خلال يوم${NBSP}عمل واحد.`,
      ),
    },
    {
      id: 'benefit-results',
      image: benefitImage('measured-results', 'A rising bar chart', 'مخطّط أعمدة صاعد'),
      title: both('Results you can show your board', 'نتائج تعرضونها على مجلس الإدارة'),
      description: both(
        'Every programme starts with agreed measures and ends with a report on completions, skills gained and business impact.',
        'يبدأ كل برنامج بمؤشرات متّفق عليها، وينتهي بتقرير عن نسب الإتمام والمهارات المكتسبة والأثر على الأعمال.',
      ),
    },
    {
      id: 'benefit-long-term',
      image: benefitImage('long-term', 'Two linked rings', 'حلقتان متشابكتان'),
      title: both('Partners for the long term', 'شركاء على المدى الطويل'),
      description: both(
        'Most of our clients have worked with us for more than five years. The consultant who starts your project stays with it.',
        `عمل معظم عملائنا معنا أكثر من خمس سنوات، ويبقى المستشار الذي يبدأ مشروعكم معه حتى النهاية.`,
      ),
    },
  ],
} satisfies z.input<typeof benefitsListSchema>

export const benefitsListSeed = seedOf(benefitsListType, { 'why-choose-us': [{ order: 3, content: benefitsList }] })
