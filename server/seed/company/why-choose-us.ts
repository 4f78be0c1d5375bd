import type { z } from 'zod'
import type { benefitsListSchema } from '../../../src/blocks/benefits-list/schema.ts'
import type { gallerySchema } from '../../../src/blocks/gallery/schema.ts'
import type { promisesSchema } from '../../../src/blocks/promises/schema.ts'
import type { SeedBlock } from '../seed-block.ts'
import { NBSP, picture, t } from '../../../schemas/seed-media.ts'

const galleryImage = (id: string, en: string, ar: string) => ({ id, ...picture(`/media/about/gallery-${id}.svg`, 480, 360, en, ar) })
const benefitImage = (name: string, en: string, ar: string) => picture(`/media/company/icons/${name}.svg`, 96, 96, en, ar)

/** Why choose us blocks 2–4: the gallery slider, the benefits and the promise cards. */
export const whyChooseUsBlocks: SeedBlock[] = [
  {
    block_type: 'GALLERY',
    order: 2,
    content: {
      title: t('A day in the life of our projects', 'من كواليس مشاريعنا'),
      images: [
        galleryImage(
          'classroom',
          'A consultant presenting completion results to a client’s learning team',
          'مستشارة تعرض نتائج الإتمام على فريق التعلّم لدى أحد العملاء',
        ),
        galleryImage(
          'studio',
          'A voice artist recording an Arabic course narration in our studio',
          'معلّق صوتي يسجّل التعليق العربي لإحدى الدورات في الاستوديو لدينا',
        ),
        galleryImage(
          'analytics',
          'A platform engineer walking a client through a live learning dashboard',
          'مهندس منصّات يشرح لأحد العملاء لوحة بيانات تعلّم مباشرة',
        ),
        galleryImage('devices', 'The same course on a laptop, a tablet and a phone', 'الدورة نفسها على حاسوب محمول وجهاز لوحي وهاتف'),
        galleryImage(
          'certificate',
          'A learner holding up the certificate she earned on her company’s platform',
          'متعلّمة تعرض الشهادة التي حصلت عليها عبر منصّة شركتها',
        ),
        galleryImage(
          'dubai-office',
          'A planning session in our Dubai office overlooking the city',
          'جلسة تخطيط في مكتبنا في دبي المطلّ على المدينة',
        ),
      ],
    } satisfies z.input<typeof gallerySchema>,
  },
  {
    block_type: 'BENEFITS-LIST',
    order: 3,
    content: {
      title: t('What you get when you work with us', 'ما الذي تحصلون عليه عند العمل معنا؟'),
      backgroundColor: '#f6f2ea',
      items: [
        {
          id: 'benefit-hosting',
          image: benefitImage('regional-hosting', 'A server with a location pin', 'خادم عليه دبوس موقع'),
          title: t('Your data stays in the region', 'تبقى بياناتكم داخل المنطقة'),
          description: t(
            'We host every platform in certified data centres in Riyadh and Dubai, in line with national data rules, with daily backups and a 99.9% uptime commitment.',
            `نستضيف كل منصّة في مراكز بيانات معتمدة في الرياض ودبي وفق أنظمة البيانات الوطنية، مع نسخ احتياطي يومي والتزام بتوفّر الخدمة بنسبة 99.9${NBSP}بالمئة.`,
          ),
        },
        {
          id: 'benefit-arabic',
          image: benefitImage('arabic-first', 'A speech bubble with the Arabic letter ain', 'فقاعة حوار فيها حرف العين'),
          title: t('Arabic first, not translated last', 'العربية أولًا، لا ترجمة في آخر المطاف'),
          description: t(
            'Our writers create content in Arabic from the first draft, and our interfaces are tested right to left before anything goes live.',
            'يكتب كتّابنا المحتوى بالعربية منذ المسودة الأولى، ونختبر واجهاتنا من اليمين إلى اليسار قبل إطلاق أي شيء.',
          ),
        },
        {
          id: 'benefit-certified',
          image: benefitImage('certified', 'A badge with a check mark', 'شارة عليها علامة صحّ'),
          title: t('Certified specialists', 'متخصصون معتمدون'),
          description: t(
            'We are an official Totara partner with certified Open edX engineers, so you get the vendor’s best practice with local experience.',
            'نحن شريك رسمي لشركة Totara ولدينا مهندسون معتمدون في Open edX، فتحصلون على أفضل ممارسات المنتج مع خبرة محلية.',
          ),
        },
        {
          id: 'benefit-support',
          image: benefitImage('support', 'A headset', 'سمّاعة رأس'),
          title: t('Support in your working week', 'دعم خلال أسبوع عملكم'),
          description: t(
            `Our help desk works Sunday to Thursday in Gulf time, answers in Arabic or English, and resolves most requests within one working${NBSP}day.`,
            `يعمل مكتب الدعم لدينا من الأحد إلى الخميس بتوقيت الخليج، ويجيب بالعربية أو الإنجليزية، ويحلّ معظم الطلبات خلال يوم${NBSP}عمل واحد.`,
          ),
        },
        {
          id: 'benefit-results',
          image: benefitImage('measured-results', 'A rising bar chart', 'مخطّط أعمدة صاعد'),
          title: t('Results you can show your board', 'نتائج تعرضونها على مجلس الإدارة'),
          description: t(
            'Every programme starts with agreed measures and ends with a report on completions, skills gained and business impact.',
            'يبدأ كل برنامج بمؤشرات متّفق عليها، وينتهي بتقرير عن نسب الإتمام والمهارات المكتسبة والأثر على الأعمال.',
          ),
        },
        {
          id: 'benefit-long-term',
          image: benefitImage('long-term', 'Two linked rings', 'حلقتان متشابكتان'),
          title: t('Partners for the long term', 'شركاء على المدى الطويل'),
          description: t(
            'Most of our clients have worked with us for more than five years. The consultant who starts your project stays with it.',
            `عمل معظم عملائنا معنا أكثر من خمس سنوات، ويبقى المستشار الذي يبدأ مشروعكم معه حتى النهاية.`,
          ),
        },
      ],
    } satisfies z.input<typeof benefitsListSchema>,
  },
  {
    block_type: 'PROMISES',
    order: 4,
    content: {
      mainTitle: t('Our promise to you', 'وعدنا لكم'),
      cards: [
        {
          id: 'promise-price',
          title: t('A fixed price before we start', 'سعر ثابت قبل أن نبدأ'),
          description: t(
            'You get a detailed proposal with every cost. If the scope stays the same, the price stays the same.',
            'تحصلون على عرض مفصّل يوضّح كل التكاليف، وما دام النطاق ثابتًا يبقى السعر ثابتًا.',
          ),
        },
        {
          id: 'promise-people',
          title: t('Named people, not a ticket queue', 'أشخاص تعرفونهم بالاسم، لا قائمة انتظار'),
          description: t(
            'You know your consultant, your engineer and your content lead by name, and you can call them directly.',
            'تعرفون مستشاركم ومهندسكم ومسؤول المحتوى لديكم بالاسم، ويمكنكم الاتصال بهم مباشرة.',
          ),
        },
        {
          id: 'promise-ownership',
          title: t('Your content is yours', 'محتواكم ملك لكم'),
          description: t(
            'Everything we create for you, from course files to platform settings, belongs to you and can leave with you.',
            'كل ما ننتجه لكم، من ملفات الدورات إلى إعدادات المنصّة، ملك لكم ويمكنكم أخذه معكم متى شئتم.',
          ),
        },
        {
          id: 'promise-honesty',
          title: t('Honest advice', 'مشورة صادقة'),
          description: t(
            'If a ready-made course will do the job, we will tell you, even when a bespoke one would earn us more.',
            'إن كانت دورة جاهزة تفي بالغرض فسنخبركم بذلك، حتى لو كانت الدورة المخصّصة تعود علينا بربح أكبر.',
          ),
        },
      ],
    } satisfies z.input<typeof promisesSchema>,
  },
]
