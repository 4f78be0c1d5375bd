import type { z } from 'zod'
import type { awardsSchema } from '../../../src/blocks/awards/schema.ts'
import type { partnersSchema } from '../../../src/blocks/partners/schema.ts'
import type { SeedBlock } from '../seed-block.ts'
import { NBSP, picture, t } from './media.ts'

type Detail = {
  id: string
  type: 'paragraph' | 'subheading' | 'list'
  text: { en: string; ar: string }
  items: { id: string; content: { en: string; ar: string } }[]
}

const paragraph = (id: string, en: string, ar: string): Detail => ({ id, type: 'paragraph', text: t(en, ar), items: [] })
const subheading = (id: string, en: string, ar: string): Detail => ({ id, type: 'subheading', text: t(en, ar), items: [] })
const list = (id: string, items: [string, string][]): Detail => ({
  id,
  type: 'list',
  text: t('', ''),
  items: items.map(([en, ar], i) => ({ id: `${id}-${i + 1}`, content: t(en, ar) })),
})
const logo = (file: string, name: string) => picture(`/media/company/partners/${file}.svg`, 240, 120, `${name} logo`, `شعار ${name}`)

/** Our partners block 2. */
export const partnersBlock: SeedBlock = {
  block_type: 'PARTNERS',
  order: 2,
  content: {
    title: t('Technology and content partners', 'شركاؤنا في التقنية والمحتوى'),
    subtitle: t(
      'We work with the makers of the platforms and libraries we recommend, so our clients get certified expertise, early access and fair licence prices.',
      'نعمل مع صانعي المنصّات والمكتبات التي نوصي بها، ليحصل عملاؤنا على خبرة معتمدة ووصول مبكر إلى الجديد وأسعار تراخيص عادلة.',
    ),
    partners: [
      {
        id: 'partner-totara',
        name: t('Totara', 'شركة Totara'),
        logo: logo('totara', 'Totara'),
        description: t(
          'Official Totara partner for Saudi Arabia and the UAE, implementing and hosting Totara Learn, Perform and Engage.',
          'شريك رسمي لشركة Totara في المملكة العربية السعودية والإمارات، ننفّذ منصّات Totara Learn وPerform وEngage ونستضيفها.',
        ),
        details: [
          paragraph(
            'totara-1',
            'Totara is an enterprise learning platform used by organisations of every size around the world. Since 2016 we have been an official partner, with certified consultants and developers in Riyadh and Dubai.',
            'منصّة Totara منصّة تعلّم مؤسسية تستخدمها مؤسسات بمختلف أحجامها حول العالم، ونحن شريك رسمي لها منذ عام 2016 ولدينا مستشارون ومطوّرون معتمدون في الرياض ودبي.',
          ),
          subheading('totara-2', 'What the partnership gives you', 'ما الذي تمنحكم إياه هذه الشراكة؟'),
          list('totara-3', [
            ['Licences at regional prices, billed in riyals or dirhams', 'تراخيص بأسعار إقليمية تُدفع بالريال أو الدرهم'],
            ['Direct access to Totara’s product and support teams', 'تواصل مباشر مع فرق المنتج والدعم في Totara'],
            ['Early sight of new releases and their Arabic translation', 'اطّلاع مبكر على الإصدارات الجديدة وترجمتها العربية'],
          ]),
          paragraph(
            'totara-4',
            `More than 60${NBSP}organisations in the region run Totara platforms we implemented.`,
            `تعمل أكثر من 60${NBSP}مؤسسة في المنطقة على منصّات Totara نفّذناها لها.`,
          ),
        ],
      },
      {
        id: 'partner-open-edx',
        name: t('Open edX', 'مجتمع Open edX'),
        logo: logo('open-edx', 'Open edX'),
        description: t(
          'Contributors to the Open edX community, hosting platforms for academies, universities and public training programmes.',
          'نساهم في مجتمع Open edX، ونستضيف منصّاته للأكاديميات والجامعات وبرامج التدريب العامة.',
        ),
        details: [
          paragraph(
            'edx-1',
            'Open edX is the open-source platform created by Harvard and MIT. We host and extend it for organisations that want open courses at national scale.',
            'منصّة Open edX منصّة مفتوحة المصدر أسّستها جامعتا هارفارد ومعهد ماساتشوستس للتقنية، ونحن نستضيفها ونطوّرها للمؤسسات التي تريد دورات مفتوحة على نطاق وطني.',
          ),
          subheading('edx-2', 'Our work with the community', 'عملنا مع المجتمع'),
          list('edx-3', [
            ['Arabic translations of the learner and studio interfaces', 'ترجمة واجهتَي المتعلّم والاستوديو إلى العربية'],
            ['Right-to-left fixes contributed back to the project', 'إصلاحات العرض من اليمين إلى اليسار أعدناها إلى المشروع'],
          ]),
        ],
      },
      {
        id: 'partner-opensesame',
        name: t('OpenSesame', 'مكتبة OpenSesame'),
        logo: logo('opensesame', 'OpenSesame'),
        description: t(
          'Reseller of the OpenSesame catalogue, with thousands of courses curated by role and loaded into your platform.',
          'نوزّع كتالوج OpenSesame، مع آلاف الدورات المنتقاة حسب كل وظيفة والمضافة إلى منصّتكم.',
        ),
        details: [
          paragraph(
            'opensesame-1',
            'OpenSesame brings together courses from leading publishers in one catalogue. We select the right titles for each of your roles and keep the selection up to date.',
            'تجمع مكتبة OpenSesame دورات كبار الناشرين في كتالوج واحد، ونختار منها العناوين المناسبة لكل وظيفة لديكم ونحدّث الاختيار باستمرار.',
          ),
          list('opensesame-2', [
            ['One licence for the whole catalogue', 'ترخيص واحد للكتالوج كاملًا'],
            ['Courses loaded into Totara or Open edX with completion tracking', 'دورات مضافة إلى Totara أو Open edX مع تتبّع الإتمام'],
          ]),
        ],
      },
      {
        id: 'partner-ilearn',
        name: t('iLearn', 'كتالوجات iLearn'),
        logo: logo('ilearn', 'iLearn'),
        description: t(
          'Regional partner for iLearn’s Arabic and bilingual catalogues on leadership, compliance training and digital skills.',
          'شريك إقليمي لكتالوجات iLearn العربية وثنائية اللغة في القيادة وتدريب الامتثال والمهارات الرقمية.',
        ),
        details: [
          paragraph(
            'ilearn-1',
            'iLearn catalogues are written for Arabic-speaking professionals. We assign them to your people on day one and report on completions every month.',
            'كُتبت كتالوجات iLearn للمهنيين الناطقين بالعربية، ونسندها إلى موظفيكم من اليوم الأول ونقدّم تقارير الإتمام شهريًا.',
          ),
        ],
      },
      {
        id: 'partner-rosetta-stone',
        name: t('Rosetta Stone', 'برنامج Rosetta Stone'),
        logo: logo('rosetta-stone', 'Rosetta Stone'),
        description: t(
          'Language learning for your teams in English and 24 other languages, with live tutoring and manager reports.',
          `تعلّم اللغات لفرق عملكم بالإنجليزية و24${NBSP}لغة أخرى، مع دروس مباشرة وتقارير للمديرين.`,
        ),
        details: [
          paragraph(
            'rosetta-1',
            'Rosetta Stone helps employees build the language skills their roles need. We run placement tests, set goals with managers and track progress.',
            'يساعد Rosetta Stone الموظفين على بناء المهارات اللغوية التي تتطلّبها وظائفهم، ونحن نجري اختبارات تحديد المستوى ونحدّد الأهداف مع المديرين ونتابع التقدّم.',
          ),
          subheading('rosetta-2', 'Popular with', 'الأكثر إقبالًا لدى'),
          list('rosetta-3', [
            ['Customer service teams in banking and telecoms', 'فرق خدمة العملاء في البنوك والاتصالات'],
            ['Engineers preparing for international projects', 'المهندسين الذين يستعدّون لمشاريع دولية'],
          ]),
        ],
      },
    ],
  } satisfies z.input<typeof partnersSchema>,
}

const badge = (file: string, en: string, ar: string) => picture(`/media/company/awards/${file}.svg`, 160, 160, en, ar)
const details = (prefix: string, items: [string, string][]) => items.map(([en, ar], i) => ({ id: `${prefix}-${i + 1}`, text: t(en, ar) }))

/** Our awards block 2. */
export const awardsBlock: SeedBlock = {
  block_type: 'AWARDS',
  order: 2,
  content: {
    title: t('Awards and recognition', 'الجوائز والتقدير'),
    subtitle: t(
      'Each award below started with a client who trusted us with a hard problem.',
      'بدأت كل جائزة من هذه الجوائز بعميل وثق بنا في مواجهة تحدٍّ صعب.',
    ),
    awards: [
      {
        id: 'award-partner-of-the-year',
        name: t('Totara Partner of the Year, Middle East 2024', 'جائزة شريك Totara للعام في الشرق الأوسط 2024'),
        logo: badge('partner-of-the-year', 'A teal medal with a star', 'ميدالية خضراء مزرقّة عليها نجمة'),
        description: t(
          'For the number and quality of Totara launches we delivered across the region.',
          'تقديرًا لعدد منصّات Totara التي أطلقناها في المنطقة وجودتها.',
        ),
        details: details('potym', [
          [
            'Totara recognised our work with eleven new clients in 2024, including two national banks and a ministry.',
            'أشادت Totara بعملنا مع أحد عشر عميلًا جديدًا في عام 2024، منهم بنكان وطنيان ووزارة.',
          ],
          [
            'The judges noted our Arabic interface work and the satisfaction scores of our clients’ administrators.',
            'وأشارت لجنة التحكيم إلى عملنا على الواجهة العربية وإلى درجات رضا المسؤولين عن المنصّات لدى عملائنا.',
          ],
        ]),
      },
      {
        id: 'award-arabic-content',
        name: t('Best Arabic E-learning Content 2024', 'أفضل محتوى تعلّم إلكتروني عربي 2024'),
        logo: badge('arabic-content', 'A plum medal with a star', 'ميدالية أرجوانية عليها نجمة'),
        description: t(
          'For a customer-service programme written in Arabic first for a retail bank.',
          'عن برنامج لخدمة العملاء كُتب بالعربية أولًا لأحد بنوك التجزئة.',
        ),
        details: details('arabic', [
          [
            `The programme reached 9,000${NBSP}staff in 140 branches in six weeks.`,
            `وصل البرنامج إلى 9000${NBSP}موظف في 140${NBSP}فرعًا خلال ستة أسابيع.`,
          ],
          [
            'Complaints about branch service fell by a quarter in the following year.',
            'وانخفضت الشكاوى من خدمة الفروع بمقدار الربع في العام التالي.',
          ],
        ]),
      },
      {
        id: 'award-best-implementation',
        name: t('Best LMS Implementation, Gulf Learning Awards 2023', 'أفضل تنفيذ لنظام إدارة التعلّم، جوائز الخليج للتعلّم 2023'),
        logo: badge('best-implementation', 'A blue medal with a star', 'ميدالية زرقاء عليها نجمة'),
        description: t(
          'For moving an energy company’s 30,000 learners to a new platform without a day of downtime.',
          `عن نقل 30${NBSP}ألف متعلّم في إحدى شركات الطاقة إلى منصّة جديدة دون توقّف ليوم واحد.`,
        ),
        details: details('impl', [
          [
            'We migrated ten years of training records and connected the platform to the company’s HR system and single sign-on.',
            'نقلنا سجلات تدريب عشر سنوات، وربطنا المنصّة بنظام الموارد البشرية في الشركة وبتسجيل الدخول الموحّد.',
          ],
        ]),
      },
      {
        id: 'award-learning-impact',
        name: t('Learning Impact Award 2023', 'جائزة أثر التعلّم 2023'),
        logo: badge('learning-impact', 'A copper medal with a star', 'ميدالية نحاسية عليها نجمة'),
        description: t(
          'For a safety programme that cut recordable incidents at a petrochemical plant.',
          'عن برنامج للسلامة خفّض الحوادث المسجّلة في أحد مصانع البتروكيماويات.',
        ),
        details: details('impact', [
          [
            'Short scenarios on phones replaced a yearly classroom day, and supervisors coached from the results.',
            'حلّت سيناريوهات قصيرة على الهواتف محلّ يوم تدريب سنوي في القاعة، واعتمد المشرفون على نتائجها في التوجيه.',
          ],
        ]),
      },
      {
        id: 'award-mobile-learning',
        name: t('Mobile Learning Excellence 2022', 'التميّز في التعلّم عبر الهاتف 2022'),
        logo: badge('mobile-learning', 'A green medal with a star', 'ميدالية خضراء عليها نجمة'),
        description: t(
          'For bringing a hospital group’s mandatory training to nurses’ phones.',
          'عن نقل التدريب الإلزامي في مجموعة مستشفيات إلى هواتف الممرضين والممرضات.',
        ),
        details: details('mobile', [
          [
            'Completion rose from 54% to 93% once nurses could learn between shifts.',
            'ارتفعت نسبة الإتمام من 54 إلى 93${NBSP}بالمئة بعد أن أصبح بإمكان الطاقم التمريضي التعلّم بين المناوبات.',
          ],
        ]),
      },
      {
        id: 'award-customer-choice',
        name: t('Customers’ Choice, Training Providers 2022', 'اختيار العملاء لمزوّدي التدريب 2022'),
        logo: badge('customer-choice', 'A violet medal with a star', 'ميدالية بنفسجية عليها نجمة'),
        description: t(
          'Voted for by the learning leaders of our clients in an independent survey.',
          'بتصويت قادة التعلّم لدى عملائنا في استطلاع مستقل.',
        ),
        details: details('choice', [
          [
            'Clients rated our responsiveness and the continuity of our teams above every other provider in the survey.',
            'منح العملاء سرعة استجابتنا واستمرارية فرقنا أعلى تقييم بين جميع المزوّدين في الاستطلاع.',
          ],
        ]),
      },
    ],
  } satisfies z.input<typeof awardsSchema>,
}
