import type { z } from 'zod'
import type { ctaSchema } from '../../src/blocks/cta/schema.ts'
import type { heroSchema } from '../../src/blocks/hero/schema.ts'
import type { learnAndThriveSchema } from '../../src/blocks/learn-and-thrive/schema.ts'
import type { visionSchema } from '../../src/blocks/vision/schema.ts'
import type { whoWeAreSchema } from '../../src/blocks/who-we-are/schema.ts'
import type { SeedBlock } from './seed-block.ts'

const media = (name: string) => `/media/about/${name}`

const gallery = (id: string, file: string, en: string, ar: string) => ({
  id,
  src: media(file),
  alt: { en, ar },
  width: 480,
  height: 360,
})

/** About page (key about): 1 hero, 2 who we are, 3 learn and thrive, 4 vision, 6 call to action (5 is unused). */
export const about: SeedBlock[] = [
  {
    block_type: 'HERO',
    order: 1,
    content: {
      title: {
        en: 'We build learning that works for people in the Gulf',
        ar: 'نبني تجارب تعلّم تناسب الناس في منطقة الخليج',
      },
      subtitle: {
        en: 'Lumora Learning is a Riyadh-based e-learning company with an office in Dubai. For more than a decade we have helped ministries, banks, energy companies and universities launch learning platforms their people actually use, and fill them with content written for them, in Arabic and in English.',
        ar: 'لومورا للتعلّم شركة متخصصة في حلول التعلّم الإلكتروني، مقرّها الرياض ولها مكتب في دبي. منذ أكثر من عشر سنوات نساعد الوزارات والبنوك وشركات الطاقة والجامعات على إطلاق منصّات تعلّم يستخدمها موظفوها فعلًا، ونملؤها بمحتوى كُتب لهم خصيصًا باللغتين العربية والإنجليزية.',
      },
      // The About hero has no video button.
      watchVideoText: { en: '', ar: '' },
      videoUrl: '',
      primaryButtonText: { en: 'Meet our team', ar: 'تعرّفوا إلى فريقنا' },
      primaryButtonLink: '/our-team',
      mainImage: {
        src: media('hero-main.svg'),
        alt: {
          en: 'Illustration of a learner in Riyadh taking a bilingual course on a laptop, surrounded by course cards and progress badges',
          ar: 'رسم توضيحي لمتعلّمة في الرياض تتابع دورة ثنائية اللغة على حاسوبها المحمول، وحولها بطاقات الدورات وشارات التقدّم',
        },
        width: 560,
        height: 460,
      },
      backgroundImage: {
        src: media('hero-background.svg'),
        alt: { en: 'Soft geometric pattern', ar: 'نقش هندسي ناعم' },
        width: 1440,
        height: 720,
      },
    } satisfies z.input<typeof heroSchema>,
  },
  {
    block_type: 'WHO-WE-ARE',
    order: 2,
    content: {
      title: { en: 'Who we are', ar: 'من نحن' },
      description: {
        en: [
          'Lumora Learning was founded in Riyadh in 2013 by three learning consultants who were tired of seeing expensive platforms go unused. Today we are a team of sixty instructional designers, developers, platform engineers and Arabic-first content specialists, working from our head office in Riyadh and our regional office in Dubai.',
          'We implement and host Totara and Open edX, curate ready-made libraries from OpenSesame and iLearn, and produce bespoke courses in our own studio. More than 180 organisations across Saudi Arabia, the UAE and the wider Gulf trust us with the learning of over 400,000 people.',
          'We stay with our clients long after launch day: the same consultants who analyse your needs also run your platform, report on results and plan the next step with you.',
        ].join('\n'),
        ar: [
          'تأسّست لومورا للتعلّم في الرياض عام 2013 على يد ثلاثة مستشارين في التعلّم سئموا رؤية منصّات باهظة الثمن لا يستخدمها أحد. واليوم يضمّ فريقنا ستين متخصصًا من مصمّمين تعليميين ومطوّرين ومهندسي منصّات وخبراء في المحتوى العربي، يعملون من مقرّنا الرئيسي في الرياض ومكتبنا الإقليمي في دبي.',
          'نتولّى تنفيذ منصّتَي Totara وOpen edX واستضافتهما، وننتقي مكتبات جاهزة من OpenSesame وiLearn، وننتج في الاستوديو الخاص بنا دورات بمحتوى مخصّص. وتثق بنا أكثر من 180\u00A0مؤسسة في المملكة العربية السعودية والإمارات وسائر دول الخليج لتطوير مهارات ما يزيد على 400\u00A0ألف متعلّم.',
          'ولا تنتهي شراكتنا يوم الإطلاق: فالمستشارون الذين يحلّلون احتياجاتكم هم أنفسهم من يدير منصّتكم، ويرفع إليكم تقارير النتائج، ويخطّط معكم للمرحلة التالية.',
        ].join('\n'),
      },
      images: [
        gallery(
          'gallery-workshop',
          'gallery-workshop.svg',
          'Instructional designers sketching a course storyboard on a whiteboard during a client workshop',
          'مصمّمون تعليميون يرسمون مخطّط دورة على السبّورة خلال ورشة عمل مع أحد العملاء',
        ),
        gallery(
          'gallery-riyadh-office',
          'gallery-riyadh-office.svg',
          'The open collaboration space of our head office in Riyadh',
          'مساحة العمل التعاوني المفتوحة في مقرّنا الرئيسي بالرياض',
        ),
        gallery(
          'gallery-devices',
          'gallery-devices.svg',
          'The same Arabic course running on a laptop, a tablet and a phone',
          'الدورة العربية نفسها تعمل على حاسوب محمول وجهاز لوحي وهاتف',
        ),
        gallery(
          'gallery-studio',
          'gallery-studio.svg',
          'A voice artist recording Arabic narration for an e-learning module in our studio',
          'معلّق صوتي يسجّل التعليق العربي لوحدة تعلّم إلكتروني في الاستوديو الخاص بنا',
        ),
        gallery(
          'gallery-classroom',
          'gallery-classroom.svg',
          'A facilitator leading a blended learning session with a group of employees',
          'مُيسّرة تقود جلسة تعلّم مدمج مع مجموعة من الموظفين',
        ),
        gallery(
          'gallery-analytics',
          'gallery-analytics.svg',
          'A consultant reviewing a learning analytics dashboard with a client',
          'مستشار يراجع لوحة تحليلات التعلّم مع أحد العملاء',
        ),
        gallery(
          'gallery-dubai-office',
          'gallery-dubai-office.svg',
          'Our Dubai team planning a platform launch, with the city skyline behind them',
          'فريقنا في دبي يخطّط لإطلاق منصّة، وخلفه أفق المدينة',
        ),
        gallery(
          'gallery-certificate',
          'gallery-certificate.svg',
          'A learner celebrating a completion certificate on her tablet',
          'متعلّمة تحتفل بشهادة إتمام الدورة على جهازها اللوحي',
        ),
      ],
    } satisfies z.input<typeof whoWeAreSchema>,
  },
  {
    block_type: 'LEARN-AND-THRIVE',
    order: 3,
    content: {
      title: { en: 'A place where people learn and thrive', ar: 'بيئة يتعلّم فيها الناس ويزدهرون' },
      descriptionLeft: {
        en: [
          'Good learning technology disappears into the working day. We configure Totara Learn, Totara Perform and Open edX around your roles, approval chains and HR systems, so learners find the right course in two clicks and managers see progress without chasing spreadsheets.',
          'Every platform we launch is hosted in the region, bilingual from day one and tested with real learners before it goes live.',
        ].join('\n'),
        ar: [
          'التقنية التعليمية الناجحة تندمج في يوم العمل بسلاسة حتى لا يكاد أحد يلحظها. نهيّئ منصّات Totara Learn وTotara Perform وOpen edX وفق أدواركم الوظيفية ومسارات الاعتماد وأنظمة الموارد البشرية لديكم، ليصل المتعلّم إلى الدورة المناسبة بنقرتين، ويتابع المدير تقدّم فريقه دون ملاحقة جداول البيانات.',
          'كل منصّة نطلقها مستضافة داخل المنطقة، وثنائية اللغة منذ اليوم الأول، ومختبَرة مع متعلّمين حقيقيين قبل تشغيلها.',
        ].join('\n'),
      },
      descriptionRight: {
        en: [
          'Content is where learning succeeds or fails. Our studio writes, designs and voices courses natively in Arabic and English rather than translating them afterwards, and blends them with more than 20,000 ready-made titles from OpenSesame and iLearn.',
          'The result is learning that feels local, respects your culture and measurably improves how people perform at work.',
        ].join('\n'),
        ar: [
          'على المحتوى يتوقّف نجاح التعلّم أو إخفاقه. لذلك يكتب الاستوديو لدينا كل دورة ويصمّمها ويسجّلها صوتيًا بلغتها الأصلية، عربيةً كانت أم إنجليزية، بدلًا من ترجمتها لاحقًا، ثم يكمّلها بأكثر من 20\u00A0ألف عنوان جاهز من OpenSesame وiLearn.',
          'والنتيجة تعلّم قريب من بيئتكم، يراعي ثقافة مؤسستكم، ويحسّن أداء موظفيكم في العمل بنتائج يمكن قياسها.',
        ].join('\n'),
      },
      image: {
        src: media('learn-and-thrive.svg'),
        alt: {
          en: 'Colleagues learning together: one follows a course on a laptop while two others discuss a learning path on a wall chart',
          ar: 'زملاء يتعلّمون معًا: أحدهم يتابع دورة على حاسوبه المحمول بينما يناقش اثنان مسار تعلّم على لوحة حائط',
        },
        width: 1200,
        height: 520,
      },
    } satisfies z.input<typeof learnAndThriveSchema>,
  },
  {
    block_type: 'VISION',
    order: 4,
    content: {
      backgroundColor: '#083f44',
      sections: [
        {
          id: 'vision-vision',
          image: {
            src: media('vision-horizon.svg'),
            alt: {
              en: 'A path of stepping stones leading towards a rising sun over the desert',
              ar: 'ممرّ من الحجارة يقود نحو شمس تشرق فوق الصحراء',
            },
            width: 560,
            height: 420,
          },
          title: { en: 'Our vision', ar: 'رؤيتنا' },
          description: {
            en: [
              'Learning of world-class quality that feels native to every organisation in the Arab world.',
              'We believe every employee deserves to learn in their own language, on any device, through courses shaped around the work they do every day.',
            ].join('\n'),
            ar: [
              'تعلّم بمستوى عالمي، تجده كل مؤسسة في العالم العربي نابعًا من بيئتها.',
              'نؤمن بأن لكل موظف الحق في أن يتعلّم بلغته، وعلى أي جهاز، ومن خلال دورات مصمّمة لطبيعة عمله اليومي.',
            ].join('\n'),
          },
        },
        {
          id: 'vision-mission',
          image: {
            src: media('vision-mission.svg'),
            alt: {
              en: 'Three building blocks marked with people, a document and a screen, stacked into a tower',
              ar: 'ثلاثة مكعّبات بناء تحمل رموز الناس والمستند والشاشة، مرصوصة في برج واحد',
            },
            width: 560,
            height: 420,
          },
          title: { en: 'Our mission', ar: 'رسالتنا' },
          description: {
            en: [
              'To give organisations the platforms, content and expertise they need to build skills at scale.',
              'We combine proven open technologies such as Totara and Open edX with locally produced content and a support team that answers in your time zone and your language.',
            ].join('\n'),
            ar: [
              'أن نمنح المؤسسات ما تحتاج إليه من منصّات ومحتوى وخبرة لبناء المهارات على نطاق واسع.',
              'نجمع بين تقنيات مفتوحة المصدر أثبتت جدارتها مثل Totara وOpen edX، ومحتوى يُنتَج محليًا، وفريق دعم قريب منكم يعمل في ساعات عملكم ويتحدث لغتكم.',
            ].join('\n'),
          },
        },
        {
          id: 'vision-values',
          image: {
            src: media('vision-values.svg'),
            alt: {
              en: 'Three overlapping circles with symbols for partnership, craft and integrity: linked rings, a pencil and a shield',
              ar: 'ثلاث دوائر متداخلة تحمل رموز الشراكة والإتقان والنزاهة: حلقتان متشابكتان وقلم ودرع',
            },
            width: 560,
            height: 420,
          },
          title: { en: 'Our values', ar: 'قيمنا' },
          description: {
            en: [
              'Partnership: we measure our success by the results our clients achieve, not by the licences we sell.',
              'Craft: we care about the details of every screen, every sentence and every voice-over.',
              'Integrity: we recommend what you need, even when it is less than you asked for.',
            ].join('\n'),
            ar: [
              'الشراكة: نقيس نجاحنا بالنتائج التي يحققها عملاؤنا، لا بعدد التراخيص التي نبيعها.',
              'الإتقان: نعتني بتفاصيل كل شاشة وكل جملة وكل تعليق صوتي.',
              'النزاهة: نوصي بما تحتاجون إليه فعلًا، حتى لو كان أقل مما طلبتم.',
            ].join('\n'),
          },
        },
      ],
    } satisfies z.input<typeof visionSchema>,
  },
  {
    block_type: 'CTA',
    order: 6,
    content: {
      title: { en: 'Let’s build your learning ecosystem together', ar: 'لنبنِ معًا منظومة التعلّم في مؤسستكم' },
      subtitle: {
        en: 'Tell us where your people are today and where they need to be. Our consultants in Riyadh and Dubai will suggest a platform, content and rollout plan that fit.',
        ar: 'أخبرونا أين يقف موظفوكم اليوم وإلى أين تريدون أن يصلوا، وسيقترح مستشارونا في الرياض ودبي المنصّة والمحتوى وخطة الإطلاق المناسبة لكم.',
      },
      text_before: { en: 'Prefer to write? Email', ar: 'تفضّلون المراسلة؟ اكتبوا إلى' },
      email: 'hello@lumora-learning.example',
      text_after: {
        en: 'and a consultant will reply within one working day.',
        ar: 'وسيردّ عليكم أحد مستشارينا خلال يوم عمل واحد.',
      },
      buttonText: { en: 'Contact us', ar: 'تواصلوا معنا' },
      buttonLink: '/contact',
      videoUrl: '',
      imageUrl: {
        src: media('cta.svg'),
        alt: {
          en: 'A consultant on a video call with a client, with a chat bubble and a calendar invitation beside them',
          ar: 'مستشار في مكالمة فيديو مع أحد العملاء، وبجانبهما فقاعة محادثة ودعوة تقويم',
        },
        width: 480,
        height: 360,
      },
    } satisfies z.input<typeof ctaSchema>,
  },
]
