import type { z } from 'zod'
import { seedOf } from '../../../schemas/block-type.ts'
import { NBSP, both } from '../../../schemas/seed-media.ts'
import { solutionsGridType, type solutionsGridSchema } from './schema.ts'

const icon = (name: string) => `/media/company/icons/${name}.svg`

const solution = (id: string, title: [string, string], description: [string, string], link: string) => ({
  id,
  icon: icon(id),
  title: both(...title),
  description: both(...description),
  link,
})

/** Home block 3: the solutions grid. */
export const solutionsGrid = {
  title: both('Solutions for every stage of learning', 'حلول لكل مرحلة من مراحل التعلّم'),
  subtitle: both(
    'Choose a platform, fill it with the right content and connect it to the systems you already run. Each solution can stand alone or work with the others.',
    'اختاروا المنصّة، واملؤوها بالمحتوى المناسب، واربطوها بالأنظمة التي تعملون عليها اليوم. يعمل كل حل بمفرده أو إلى جانب الحلول الأخرى.',
  ),
  linkText: both('Learn more', 'اعرفوا المزيد'),
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
} satisfies z.input<typeof solutionsGridSchema>

export const solutionsGridSeed = seedOf(solutionsGridType, { home: [{ order: 3, content: solutionsGrid }] })
