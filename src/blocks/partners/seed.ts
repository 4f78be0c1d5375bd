import type { z } from 'zod'
import { seedOf } from '../../../schemas/block-type.ts'
import { NBSP, picture, both } from '../../../schemas/seed-media.ts'
import { partnersType, type partnersSchema } from './schema.ts'

type Detail = {
  id: string
  type: 'paragraph' | 'subheading' | 'list'
  text: { en: string; ar: string }
  items: { id: string; content: { en: string; ar: string } }[]
}

const paragraph = (id: string, en: string, ar: string): Detail => ({ id, type: 'paragraph', text: both(en, ar), items: [] })
const subheading = (id: string, en: string, ar: string): Detail => ({ id, type: 'subheading', text: both(en, ar), items: [] })
const list = (id: string, items: [string, string][]): Detail => ({
  id,
  type: 'list',
  text: both('', ''),
  items: items.map(([en, ar], i) => ({ id: `${id}-${i + 1}`, content: both(en, ar) })),
})
const logo = (file: string, name: string) => picture(`/media/company/partners/${file}.svg`, 240, 120, `${name} logo`, `شعار ${name}`)

/** Our partners block 2. */
export const partners = {
  title: both('Technology and content partners', 'شركاؤنا في التقنية والمحتوى'),
  subtitle: both(
    'We work with the makers of the platforms and libraries we recommend, so our clients get certified expertise, early access and fair licence prices.',
    'نعمل مع صانعي المنصّات والمكتبات التي نوصي بها، ليحصل عملاؤنا على خبرة معتمدة ووصول مبكر إلى الجديد وأسعار تراخيص عادلة.',
  ),
  partners: [
    {
      id: 'partner-totara',
      name: both('Totara', 'شركة Totara'),
      logo: logo('totara', 'Totara'),
      description: both(
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
      name: both('Open edX', 'مجتمع Open edX'),
      logo: logo('open-edx', 'Open edX'),
      description: both(
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
      name: both('OpenSesame', 'مكتبة OpenSesame'),
      logo: logo('opensesame', 'OpenSesame'),
      description: both(
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
      name: both('iLearn', 'كتالوجات iLearn'),
      logo: logo('ilearn', 'iLearn'),
      description: both(
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
      name: both('Rosetta Stone', 'برنامج Rosetta Stone'),
      logo: logo('rosetta-stone', 'Rosetta Stone'),
      description: both(
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
} satisfies z.input<typeof partnersSchema>

export const partnersSeed = seedOf(partnersType, { 'our-partners': [{ order: 2, content: partners }] })
