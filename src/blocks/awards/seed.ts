import type { z } from 'zod'
import { seedOf } from '../../../schemas/block-type.ts'
import { NBSP, picture, both } from '../../../schemas/seed-media.ts'
import { awardsType, type awardsSchema } from './schema.ts'

const badge = (file: string, en: string, ar: string) => picture(`/media/company/awards/${file}.svg`, 160, 160, en, ar)
const details = (prefix: string, items: [string, string][]) =>
  items.map(([en, ar], i) => ({ id: `${prefix}-${i + 1}`, text: both(en, ar) }))

/** Our awards block 2. */
export const awards = {
  title: both('Awards and recognition', 'الجوائز والتقدير'),
  subtitle: both(
    'Each award below started with a client who trusted us with a hard problem.',
    'بدأت كل جائزة من هذه الجوائز بعميل وثق بنا في مواجهة تحدٍّ صعب.',
  ),
  awards: [
    {
      id: 'award-partner-of-the-year',
      name: both('Totara Partner of the Year, Middle East 2024', 'جائزة شريك Totara للعام في الشرق الأوسط 2024'),
      logo: badge('partner-of-the-year', 'A teal medal with a star', 'ميدالية خضراء مزرقّة عليها نجمة'),
      description: both(
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
      name: both('Best Arabic E-learning Content 2024', 'أفضل محتوى تعلّم إلكتروني عربي 2024'),
      logo: badge('arabic-content', 'A plum medal with a star', 'ميدالية أرجوانية عليها نجمة'),
      description: both(
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
      name: both('Best LMS Implementation, Gulf Learning Awards 2023', 'أفضل تنفيذ لنظام إدارة التعلّم، جوائز الخليج للتعلّم 2023'),
      logo: badge('best-implementation', 'A blue medal with a star', 'ميدالية زرقاء عليها نجمة'),
      description: both(
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
      name: both('Learning Impact Award 2023', 'جائزة أثر التعلّم 2023'),
      logo: badge('learning-impact', 'A copper medal with a star', 'ميدالية نحاسية عليها نجمة'),
      description: both(
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
      name: both('Mobile Learning Excellence 2022', 'التميّز في التعلّم عبر الهاتف 2022'),
      logo: badge('mobile-learning', 'A green medal with a star', 'ميدالية خضراء عليها نجمة'),
      description: both(
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
      name: both('Customers’ Choice, Training Providers 2022', 'اختيار العملاء لمزوّدي التدريب 2022'),
      logo: badge('customer-choice', 'A violet medal with a star', 'ميدالية بنفسجية عليها نجمة'),
      description: both(
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
} satisfies z.input<typeof awardsSchema>

export const awardsSeed = seedOf(awardsType, { 'our-awards': [{ order: 2, content: awards }] })
