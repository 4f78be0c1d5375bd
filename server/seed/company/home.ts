import type { z } from 'zod'
import type { insightsSchema } from '../../../src/blocks/insights/schema.ts'
import type { sectionSchema } from '../../../src/blocks/section/schema.ts'
import type { solutionsGridSchema } from '../../../src/blocks/solutions-grid/schema.ts'
import type { welcomeSchema } from '../../../src/blocks/welcome/schema.ts'
import type { SeedBlock } from '../seed-block.ts'
import { NBSP, picture, t } from '../../../schemas/seed-media.ts'

const icon = (name: string) => `/media/company/icons/${name}.svg`

const solution = (id: string, title: [string, string], description: [string, string], link: string) => ({
  id,
  icon: icon(id),
  title: t(...title),
  description: t(...description),
  link,
})

/** Home block 7's own texts ('Insights and events'); its posts are resources block 3's. */
export const homeInsights = {
  title: t('Insights and events', 'رؤى وفعاليات'),
  subtitle: t(
    'What our consultants are writing about, and where you can meet them next.',
    'ما يكتب عنه مستشارونا، وأين يمكنكم لقاؤهم قريبًا.',
  ),
  buttonText: t('All resources', 'جميع الموارد'),
  buttonLink: '/resources',
} satisfies z.input<typeof insightsSchema>

/** Home blocks 2–5 and 7: welcome, the solutions grid, the reusable section twice, and insights and events. */
export const homeSections: SeedBlock[] = [
  {
    block_type: 'WELCOME',
    order: 2,
    content: {
      eyebrow: t('Welcome to Lumora Learning', 'أهلًا بكم في لومورا للتعلّم'),
      title: t('One partner for your platform, your content and your results', 'شريك واحد لمنصّتكم ومحتواكم ونتائجكم'),
      description: t(
        [
          'Most organisations buy a learning platform from one company, courses from another and reports from a third, then wonder why nobody logs in. We do all three, and we stay accountable for whether your people actually learn.',
          'Our consultants, engineers and content studio sit in the same offices in Riyadh and Dubai, so the person who designs your programme is one floor away from the person who builds it.',
        ].join('\n'),
        [
          'تشتري معظم المؤسسات منصّة التعلّم من شركة، والدورات من شركة ثانية، والتقارير من ثالثة، ثم تتساءل لماذا لا يدخل أحد إلى المنصّة. نحن نقدّم الثلاثة معًا، ونبقى مسؤولين عن أن يتعلّم موظفوكم فعلًا.',
          'يعمل مستشارونا ومهندسونا واستوديو المحتوى لدينا في المكاتب نفسها في الرياض ودبي، فمن يصمّم برنامجكم يجلس على بُعد طابق واحد ممّن ينفّذه.',
        ].join('\n'),
      ),
      highlights: [
        { id: 'figure-organisations', value: t('180', `180${NBSP}مؤسسة`), label: t('organisations served', 'تثق بخدماتنا') },
        { id: 'figure-learners', value: t('400,000+', `400${NBSP}ألف`), label: t('active learners', 'متعلّم نشط') },
        { id: 'figure-courses', value: t('20,000', `20${NBSP}ألف`), label: t('ready-made courses', 'دورة جاهزة') },
        { id: 'figure-years', value: t('12 years', `12${NBSP}عامًا`), label: t('in the Gulf', 'من العمل في الخليج') },
      ],
      buttonText: t('Discover our story', 'تعرّفوا إلى قصتنا'),
      buttonLink: '/about',
      image: picture(
        '/media/about/gallery-riyadh-office.svg',
        480,
        360,
        'Colleagues at a long table in the Riyadh office, with the city skyline through the windows',
        'زملاء حول طاولة طويلة في مكتب الرياض، وتظهر معالم المدينة من النوافذ',
      ),
    } satisfies z.input<typeof welcomeSchema>,
  },
  {
    block_type: 'SOLUTIONS-GRID',
    order: 3,
    content: {
      title: t('Solutions for every stage of learning', 'حلول لكل مرحلة من مراحل التعلّم'),
      subtitle: t(
        'Choose a platform, fill it with the right content and connect it to the systems you already run. Each solution can stand alone or work with the others.',
        'اختاروا المنصّة، واملؤوها بالمحتوى المناسب، واربطوها بالأنظمة التي تعملون عليها اليوم. يعمل كل حل بمفرده أو إلى جانب الحلول الأخرى.',
      ),
      linkText: t('Learn more', 'اعرفوا المزيد'),
      items: [
        solution(
          'totara-suite',
          ['Totara Suite', 'حزمة Totara Suite'],
          [
            'Learning, performance and engagement in one enterprise platform, hosted in the region and configured for your structure.',
            'التعلّم والأداء والتفاعل في منصّة مؤسسية واحدة، مستضافة داخل المنطقة ومهيّأة وفق هيكل مؤسستكم.',
          ],
          '/solutions/totara-suite',
        ),
        solution(
          'open-edx',
          ['Open edX', 'منصّة Open edX'],
          [
            'The open-source platform behind the world’s largest online courses, ideal for academies, universities and public training.',
            'المنصّة مفتوحة المصدر التي تقف وراء أكبر الدورات الإلكترونية في العالم، وهي مثالية للأكاديميات والجامعات والتدريب العام.',
          ],
          '/solutions/open-edx',
        ),
        solution(
          'opensesame',
          ['OpenSesame', 'مكتبة OpenSesame'],
          [
            'Thousands of ready-made courses from leading publishers, curated for your roles and loaded into your platform.',
            'آلاف الدورات الجاهزة من كبار الناشرين، ننتقيها لتناسب وظائفكم ونضيفها إلى منصّتكم.',
          ],
          '/solutions/opensesame',
        ),
        solution(
          'ilearn',
          ['iLearn catalogues', 'كتالوجات iLearn'],
          [
            'Arabic and bilingual catalogues on leadership, compliance training and digital skills, ready to assign on day one.',
            'كتالوجات عربية وثنائية اللغة في القيادة وتدريب الامتثال والمهارات الرقمية، جاهزة للإسناد من اليوم الأول.',
          ],
          '/solutions/ilearn-catalogues',
        ),
        solution(
          'bespoke-content',
          ['Bespoke content', 'المحتوى المخصّص'],
          [
            'Courses, videos and simulations written in Arabic first by our own studio, built around your processes and your people.',
            'دورات ومقاطع فيديو ومحاكاة يكتبها الاستوديو لدينا بالعربية أولًا، وتُبنى حول إجراءاتكم وموظفيكم.',
          ],
          '/solutions/bespoke-content',
        ),
        solution(
          'rosetta-stone',
          ['Rosetta Stone', 'برنامج Rosetta Stone'],
          [
            'English and 24 other languages for your teams, with placement tests, live tutoring and progress reports for managers.',
            `الإنجليزية و24${NBSP}لغة أخرى لفرق عملكم، مع اختبارات تحديد المستوى ودروس مباشرة وتقارير تقدّم للمديرين.`,
          ],
          '/solutions/rosetta-stone',
        ),
      ],
    } satisfies z.input<typeof solutionsGridSchema>,
  },
  {
    block_type: 'SECTION',
    order: 4,
    content: {
      eyebrow: t('Platforms', 'المنصّات'),
      title: t('A learning platform that fits the way you work', 'منصّة تعلّم تناسب طريقة عملكم'),
      description: t(
        'We implement Totara and Open edX for organisations of 500 to 80,000 people. Every platform is hosted in data centres in Saudi Arabia or the UAE, connected to your HR system and single sign-on, and handed over with trained administrators.',
        `ننفّذ منصّتَي Totara وOpen edX لمؤسسات يتراوح عدد موظفيها بين 500 و80${NBSP}ألف موظف. وتُستضاف كل منصّة في مراكز بيانات داخل المملكة العربية السعودية أو الإمارات، وتُربط بنظام الموارد البشرية وبتسجيل الدخول الموحّد، ثم نسلّمها مع مسؤولين مدرَّبين على إدارتها.`,
      ),
      points: t(
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
      buttonText: t('Explore Totara Suite', 'استكشفوا Totara Suite'),
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
    } satisfies z.input<typeof sectionSchema>,
  },
  {
    block_type: 'SECTION',
    order: 5,
    content: {
      eyebrow: t('Content', 'المحتوى'),
      title: t('Courses people finish, in the language they think in', 'دورات يكملها الموظفون، باللغة التي يفكّرون بها'),
      description: t(
        'Our studio writes bespoke content in Arabic first and English second, never the other way round. Writers, voice artists and animators work from your real cases, so your people recognise their own jobs on the screen.',
        'يكتب الاستوديو لدينا المحتوى المخصّص بالعربية أولًا ثم بالإنجليزية، لا العكس. ويعمل الكتّاب والمعلّقون الصوتيون ومصمّمو الرسوم المتحركة على حالات حقيقية من مؤسستكم، فيرى موظفوكم أعمالهم اليومية على الشاشة.',
      ),
      points: t(
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
      buttonText: t('See bespoke content', 'اطّلعوا على المحتوى المخصّص'),
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
    } satisfies z.input<typeof sectionSchema>,
  },
  { block_type: 'INSIGHTS', order: 7, content: homeInsights },
]
