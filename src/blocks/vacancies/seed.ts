import type { z } from 'zod'
import { seedOf } from '../../../schemas/block-type.ts'
import { NBSP, picture, both } from '../../../schemas/seed-media.ts'
import { vacanciesType, type vacanciesSchema } from './schema.ts'

type Vacancy = z.input<typeof vacanciesSchema>['vacancies'] extends (infer V)[] | undefined ? V : never

const lines = (prefix: string, items: [string, string][]) => items.map(([en, ar], i) => ({ id: `${prefix}-${i + 1}`, text: both(en, ar) }))

/** The application form's labels, the same on every vacancy unless an editor changes them. */
const form = {
  title: both('Apply for this role', 'قدّموا على هذه الوظيفة'),
  fullName: both('Full name', 'الاسم الكامل'),
  emailAddress: both('Email address', 'البريد الإلكتروني'),
  coverLetter: both('Cover letter', 'خطاب التقديم'),
  attachFile: both('Attach your CV', 'أرفقوا سيرتكم الذاتية'),
  consent_part1: both('By sending this form you agree to our', 'بإرسال هذا النموذج توافقون على'),
  privacy_policy: both('privacy policy', 'سياسة الخصوصية'),
  consent_part2: both('and to being contacted about this role.', 'وعلى تواصلنا معكم بشأن هذه الوظيفة.'),
  sendButton: both('Send application', 'أرسلوا الطلب'),
}

const offer = (extra: [string, string][]) =>
  lines('offer', [
    ['A competitive salary with an annual performance bonus', 'راتب تنافسي مع مكافأة أداء سنوية'],
    ['Private medical insurance for you and your family', 'تأمين طبي خاص لكم ولعائلاتكم'],
    [`A learning budget of 8,000${NBSP}SAR a year, and time to use it`, `ميزانية تعلّم قدرها 8000${NBSP}ريال سنويًا، ووقت لاستخدامها`],
    ['Hybrid working: three days in the office, two from home', 'عمل مرن: ثلاثة أيام في المكتب ويومان من المنزل'],
    ...extra,
  ])

const heroImage = picture(
  '/media/about/gallery-riyadh-office.svg',
  480,
  360,
  'Colleagues working together in the Riyadh office',
  'زملاء يعملون معًا في مكتب الرياض',
)

const designer: Vacancy = {
  id: 'senior-instructional-designer',
  title: both('Senior Instructional Designer (Arabic)', 'مصمّم تعليمي أول (محتوى عربي)'),
  location: both('Riyadh, hybrid', 'الرياض، عمل مرن'),
  type: both('Full time', 'دوام كامل'),
  excerpt: both(
    'Design bespoke courses in Arabic for banks, ministries and energy companies, from the first workshop to the final review.',
    'صمّموا دورات مخصّصة بالعربية للبنوك والوزارات وشركات الطاقة، من ورشة العمل الأولى حتى المراجعة النهائية.',
  ),
  detailContent: {
    heroImage,
    backLinkText: both('Back to careers', 'العودة إلى الوظائف'),
    summary: {
      title: both('About the role', 'عن الوظيفة'),
      p1: both(
        'Our content studio writes courses in Arabic first. As a senior instructional designer you will lead projects for some of the largest employers in Saudi Arabia, turning their policies, processes and know-how into learning their people finish and remember.',
        'يكتب استوديو المحتوى لدينا الدورات بالعربية أولًا. وبصفتكم مصمّم تعليم أول ستقودون مشاريع لبعض أكبر جهات العمل في المملكة العربية السعودية، وتحوّلون سياساتها وإجراءاتها وخبراتها إلى تعلّم يكمله موظفوها ويتذكّرونه.',
      ),
      p2: both(
        'You will work with a writer, an illustrator and a developer, and you will meet clients directly: we do not hide our designers behind account managers.',
        'ستعملون مع كاتب ورسّام ومطوّر، وستلتقون العملاء مباشرة، فنحن لا نُخفي مصمّمينا خلف مديري الحسابات.',
      ),
      p3: both(
        'This is a permanent role based in our Riyadh office, with two days a week from home.',
        'الوظيفة دائمة ومقرّها مكتبنا في الرياض، مع يومين في الأسبوع من المنزل.',
      ),
    },
    responsibilities: {
      title: both('What you will do', 'ما الذي ستقومون به؟'),
      items: lines('responsibility', [
        [
          'Run discovery workshops with subject experts and turn them into learning objectives',
          'إدارة ورش استكشافية مع الخبراء وتحويل مخرجاتها إلى أهداف تعلّم',
        ],
        [
          'Write storyboards and scripts in Arabic, and review their English versions',
          'كتابة مخطّطات الدورات ونصوصها بالعربية، ومراجعة نسخها الإنجليزية',
        ],
        [
          'Design scenarios, assessments and short videos for desktop and mobile',
          'تصميم السيناريوهات والاختبارات والمقاطع القصيرة للحاسوب والهاتف',
        ],
        [
          'Guide our illustrators, voice artists and developers through production',
          'توجيه الرسّامين والمعلّقين الصوتيين والمطوّرين خلال مرحلة الإنتاج',
        ],
        [
          'Measure results after launch and improve the course with the client',
          'قياس النتائج بعد الإطلاق وتحسين الدورة بالتعاون مع العميل',
        ],
      ]),
    },
    requirements: {
      title: both('What you bring', 'ما الذي نبحث عنه لديكم؟'),
      items: lines('requirement', [
        [`At least 5 years designing e-learning for adults`, `خبرة لا تقل عن 5${NBSP}سنوات في تصميم التعلّم الإلكتروني للكبار`],
        ['Excellent written Arabic and professional English', 'إتقان الكتابة بالعربية، وإنجليزية مهنية'],
        ['A portfolio that shows your storyboards and finished courses', 'ملف أعمال يعرض مخطّطات دوراتكم والدورات المكتملة'],
        ['Experience of working directly with clients and subject experts', 'خبرة في العمل المباشر مع العملاء والخبراء'],
      ]),
    },
    desired_skills: {
      title: both('Nice to have', 'مهارات نقدّرها'),
      items: lines('skill', [
        ['Articulate Storyline or Rise', 'Articulate Storyline أو Rise'],
        ['Experience of compliance training in banking or energy', 'خبرة في تدريب الامتثال في قطاع البنوك أو الطاقة'],
        ['Basic video editing', 'أساسيات مونتاج الفيديو'],
      ]),
    },
    what_we_offer: {
      title: both('What we offer', 'ما الذي نقدّمه لكم؟'),
      items: offer([['A studio with professional recording equipment', 'استوديو مجهّز بمعدّات تسجيل احترافية']]),
      join_us: both(
        'If you care about the person on the other side of the screen, we would like to meet you.',
        'إن كنتم تهتمّون بالإنسان الذي يجلس على الطرف الآخر من الشاشة، فنحن نودّ التعرّف إليكم.',
      ),
    },
    form,
  },
}

const developer: Vacancy = {
  id: 'totara-developer',
  title: both('Totara Developer', 'مطوّر Totara'),
  location: both('Dubai or Riyadh, hybrid', 'دبي أو الرياض، عمل مرن'),
  type: both('Full time', 'دوام كامل'),
  excerpt: both(
    'Build plugins, integrations and reports for Totara platforms used by hundreds of thousands of learners.',
    'طوّروا الإضافات والتكاملات والتقارير لمنصّات Totara يستخدمها مئات الآلاف من المتعلّمين.',
  ),
  detailContent: {
    heroImage,
    backLinkText: both('Back to careers', 'العودة إلى الوظائف'),
    summary: {
      title: both('About the role', 'عن الوظيفة'),
      p1: both(
        'Our platform team hosts and extends Totara for ministries, banks and energy companies across the Gulf. You will write the code that connects those platforms to HR systems, single sign-on and the reports our clients show their boards.',
        'يستضيف فريق المنصّات لدينا منصّة Totara ويطوّرها لوزارات وبنوك وشركات طاقة في أنحاء الخليج. وستكتبون الشيفرة التي تربط هذه المنصّات بأنظمة الموارد البشرية وتسجيل الدخول الموحّد، وبالتقارير التي يعرضها عملاؤنا على مجالس إداراتهم.',
      ),
      p2: both(
        'You will join four developers and two platform engineers, with code review on every change and a release every two weeks.',
        'ستنضمّون إلى أربعة مطوّرين ومهندسَي منصّات، مع مراجعة للشيفرة في كل تغيير وإصدار جديد كل أسبوعين.',
      ),
      p3: both('The role can be based in Dubai or Riyadh.', 'يمكن أن يكون مقرّ الوظيفة في دبي أو الرياض.'),
    },
    responsibilities: {
      title: both('What you will do', 'ما الذي ستقومون به؟'),
      items: lines('responsibility', [
        ['Develop and maintain Totara plugins in PHP', 'تطوير إضافات Totara بلغة PHP وصيانتها'],
        [
          'Build integrations with SAP SuccessFactors, Oracle HCM and Microsoft Entra ID',
          'بناء التكاملات مع SAP SuccessFactors وOracle HCM وMicrosoft Entra ID',
        ],
        ['Write custom reports and dashboards for clients', 'إعداد تقارير ولوحات بيانات مخصّصة للعملاء'],
        ['Take part in upgrades, performance tuning and security reviews', 'المشاركة في الترقيات وتحسين الأداء والمراجعات الأمنية'],
      ]),
    },
    requirements: {
      title: both('What you bring', 'ما الذي نبحث عنه لديكم؟'),
      items: lines('requirement', [
        [`3 years or more of professional PHP development`, `خبرة مهنية في تطوير PHP لا تقل عن 3${NBSP}سنوات`],
        ['Experience with Totara or Moodle', 'خبرة في Totara أو Moodle'],
        ['Good knowledge of SQL and of REST APIs', 'معرفة جيدة بلغة SQL وواجهات REST البرمجية'],
        ['Clear written English; Arabic is a plus', 'إنجليزية مكتوبة واضحة، والعربية ميزة إضافية'],
      ]),
    },
    desired_skills: {
      title: both('Nice to have', 'مهارات نقدّرها'),
      items: lines('skill', [
        ['Totara developer certification', 'شهادة مطوّر Totara'],
        ['Docker and Linux server administration', 'إدارة خوادم Linux وDocker'],
        ['Experience of right-to-left interfaces', 'خبرة في الواجهات التي تُعرض من اليمين إلى اليسار'],
      ]),
    },
    what_we_offer: {
      title: both('What we offer', 'ما الذي نقدّمه لكم؟'),
      items: offer([['Paid Totara certification and conference travel', 'شهادة Totara مدفوعة التكاليف وحضور المؤتمرات']]),
      join_us: both(
        'Help hundreds of thousands of people learn at work, one reliable release at a time.',
        'ساعدوا مئات الآلاف من الموظفين على التعلّم في بيئة العمل، بإصدار موثوق تلو الآخر.',
      ),
    },
    form,
  },
}

/** Careers block 2: two open vacancies. */
export const vacancies = {
  title: both('Open positions', 'الوظائف المتاحة'),
  subtitle: both(
    'Every role works directly with clients. Read the details, then apply from the vacancy’s own page.',
    'تعمل كل وظيفة مباشرة مع العملاء، فاطّلعوا على التفاصيل ثم قدّموا من صفحة الوظيفة نفسها.',
  ),
  comingSoon: both(
    'New positions are coming soon. Check back shortly, or send us your CV today.',
    'ستُعلن وظائف جديدة قريبًا، فتابعونا أو أرسلوا إلينا سيرتكم الذاتية اليوم.',
  ),
  linkText: both('View details', 'اطّلعوا على التفاصيل'),
  vacancies: [designer, developer],
} satisfies z.input<typeof vacanciesSchema>

export const vacanciesSeed = seedOf(vacanciesType, { careers: [{ order: 2, content: vacancies }] })
