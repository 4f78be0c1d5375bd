import type { SeedBlock } from '../../seed-block.ts'
import { benefits, demo, faq, features, hero, info, tabbed, timeline } from './blocks.ts'
import { heroArt } from './media.ts'

export const openEdx: SeedBlock[] = [
  hero({
    logo: 'open-edx',
    title: ['Open edX: run your own academy at scale', 'Open edX: أطلقوا أكاديميتكم الخاصة على نطاق واسع'],
    subtitle: [
      'The open-source platform behind edX serves millions of learners worldwide. We set up, brand and host Open edX for universities, academies and public-sector programmes, with Arabic course pages and certificates.',
      'تخدم المنصّة مفتوحة المصدر التي تقوم عليها edX ملايين المتعلّمين حول العالم. ونحن نجهّز منصّة Open edX ونمنحها هويتكم البصرية ونستضيفها للجامعات والأكاديميات وبرامج القطاع العام، مع صفحات دورات وشهادات باللغة العربية.',
    ],
    secondary: { text: ['Talk to an Open edX consultant', 'تحدّثوا إلى مستشار Open edX'] },
    image: heroArt('openedx'),
    palette: 'content',
  }),
  info({
    order: 2,
    id: 'openedx-about',
    title: ['A platform for courses open to thousands', 'منصّة لدورات مفتوحة لآلاف المتعلّمين'],
    paragraphs: [
      [
        'Totara and other corporate LMSs are built around employees and their managers. Open edX is built around courses: self-paced or cohort-based, open to the public or by invitation, with video, problems graded instantly, discussions and verified certificates.',
        'بُنيت Totara وغيرها من أنظمة إدارة التعلّم المؤسسية حول الموظفين ومديريهم، أما Open edX فبُنيت حول الدورات: ذاتية الوتيرة أو ضمن دفعات، مفتوحة للجمهور أو بدعوة، تضمّ الفيديو والمسائل التي تُصحَّح فورًا والنقاشات والشهادات الموثّقة.',
      ],
      [
        'That makes it the platform of choice for national skills programmes, university MOOCs and customer academies — anywhere the audience is large and not on your payroll.',
        'وهذا ما يجعلها الخيار الأمثل لبرامج المهارات الوطنية والمقررات الجامعية المفتوحة وأكاديميات العملاء، أي حيثما كان الجمهور كبيرًا ومن خارج موظفيكم.',
      ],
    ],
    image: 'academy-catalogue',
  }),
  benefits({
    order: 3,
    title: ['What you get with our Open edX service', 'ما الذي تحصلون عليه مع خدمة Open edX لدينا؟'],
    subtitle: [
      'Everything needed to open your academy to the public, and keep it running.',
      'كل ما يلزم لإطلاق أكاديميتكم للجمهور واستمرار عملها.',
    ],
    benefits: [
      {
        icon: 'rocket',
        title: ['Launch in eight weeks', 'إطلاق خلال ثمانية أسابيع'],
        description: [
          'From kick-off to your first public course, including branding, domain and payment gateway.',
          'من الاجتماع الأول حتى أول دورة عامة، بما في ذلك الهوية البصرية والنطاق وبوابة الدفع.',
        ],
      },
      {
        icon: 'translate',
        title: ['Arabic-first theme', 'واجهة عربية أولًا'],
        description: [
          'A right-to-left theme tested with Arabic course content, video captions and certificates.',
          'واجهة من اليمين إلى اليسار مُختبرة مع محتوى الدورات العربية وترجمات الفيديو والشهادات.',
        ],
      },
      {
        icon: 'cloud',
        title: ['Scales with enrolment', 'تتّسع مع أعداد المسجّلين'],
        description: [
          'Kubernetes hosting in the region that grows for a national launch and shrinks afterwards.',
          'استضافة على Kubernetes داخل المنطقة تتّسع عند الإطلاق الوطني وتتقلّص بعده.',
        ],
      },
      {
        icon: 'award',
        title: ['Certificates people trust', 'شهادات موثوقة'],
        description: [
          'Verifiable certificates with your seal, a public verification page and a QR code.',
          'شهادات قابلة للتحقّق تحمل ختمكم، مع صفحة تحقّق عامة ورمز QR.',
        ],
      },
      {
        icon: 'chart',
        title: ['Insights on every course', 'بيانات عن كل دورة'],
        description: [
          'Enrolment, engagement and completion dashboards per course and per cohort.',
          'لوحات متابعة للتسجيل والتفاعل والإتمام لكل دورة ولكل دفعة.',
        ],
      },
      {
        icon: 'headset',
        title: ['Learner help desk', 'مكتب مساعدة للمتعلّمين'],
        description: [
          'We can answer your learners’ questions in Arabic and English on your behalf.',
          'يمكننا الردّ على استفسارات متعلّميكم بالعربية والإنجليزية نيابةً عنكم.',
        ],
      },
    ],
  }),
  tabbed({
    order: 4,
    title: ['Inside Open edX', 'داخل Open edX'],
    subtitle: ['The parts of the platform your team and your learners will use.', 'أجزاء المنصّة التي سيستخدمها فريقكم ومتعلّموكم.'],
    button: ['Request a demo', 'اطلبوا عرضًا توضيحيًا'],
    tabs: [
      {
        title: ['Studio', 'أداة Studio'],
        description: [
          'The course authoring tool: sections, units, video, problems and open responses, with drafts, scheduling and reusable libraries.',
          'أداة تأليف الدورات: أقسام ووحدات وفيديو ومسائل وإجابات مفتوحة، مع المسوّدات والجدولة والمكتبات القابلة لإعادة الاستخدام.',
        ],
        image: 'course-authoring',
      },
      {
        title: ['Learning experience', 'تجربة التعلّم'],
        description: [
          'A clean course player that works on any device, with progress, bookmarks, transcripts and discussions beside each unit.',
          'مشغّل دورات بسيط يعمل على أي جهاز، مع التقدّم والعلامات المرجعية والنصوص المكتوبة والنقاشات بجانب كل وحدة.',
        ],
        image: 'video-lesson',
      },
      {
        title: ['Assessments', 'التقييمات'],
        description: [
          'Auto-graded problems of many types, timed exams, peer assessment and proctoring integrations for high-stakes certificates.',
          'مسائل متنوّعة تُصحَّح تلقائيًا، واختبارات محدّدة الوقت، وتقييم الأقران، وتكامل مع أدوات المراقبة للشهادات المهمة.',
        ],
        image: 'assessment',
      },
      {
        title: ['Insights', 'البيانات والتحليلات'],
        description: [
          'Dashboards for course teams and leadership, with exports to your data warehouse.',
          'لوحات متابعة لفرق الدورات والقيادة، مع إمكانية التصدير إلى مستودع البيانات لديكم.',
        ],
        image: 'analytics-insights',
      },
    ],
  }),
  features({
    order: 5,
    title: ['Beyond the standard installation', 'ما يتجاوز التثبيت القياسي'],
    features: [
      {
        title: ['Your academy, your brand', 'أكاديميتكم بهويتكم'],
        description: [
          'A catalogue and home page designed around your programmes, with your colours, fonts and domain, in Arabic and English.',
          'كتالوج وصفحة رئيسية مصمّمان حول برامجكم، بألوانكم وخطوطكم ونطاقكم، بالعربية والإنجليزية.',
        ],
        image: 'branded-portal',
      },
      {
        title: ['Paid and sponsored enrolment', 'تسجيل مدفوع أو برعاية'],
        description: [
          'Sell courses through local payment gateways such as mada and Apple Pay, or issue sponsored seats to partner organisations with enrolment codes.',
          'بيعوا الدورات عبر بوابات دفع محلية مثل مدى وApple Pay، أو امنحوا المؤسسات الشريكة مقاعد برعاية عبر رموز تسجيل.',
        ],
        image: 'academy-catalogue',
      },
      {
        title: ['Communities around courses', 'مجتمعات حول الدورات'],
        description: [
          'Cohort discussions, team assignments and live sessions keep large courses from feeling lonely.',
          'تمنع نقاشات الدفعات والمهام الجماعية والجلسات المباشرة الدوراتِ الكبيرة من أن تبدو موحشة.',
        ],
        image: 'discussion-forum',
      },
    ],
  }),
  timeline({
    order: 6,
    title: ['From idea to open enrolment\nin four stages', 'من الفكرة إلى فتح باب التسجيل\nفي أربع مراحل'],
    steps: [
      {
        title: ['Discovery', 'الاستكشاف'],
        description: [
          'We agree audiences, programmes, languages and integrations in two workshops.',
          'نتّفق في ورشتي عمل على الفئات المستهدفة والبرامج واللغات والتكاملات.',
        ],
      },
      {
        title: ['Platform build', 'بناء المنصّة'],
        description: [
          'Hosting, theme, single sign-on and payments are set up on a staging site you can review.',
          'نجهّز الاستضافة والواجهة والدخول الموحّد والدفع على موقع تجريبي يمكنكم مراجعته.',
        ],
      },
      {
        title: ['Course production', 'إنتاج الدورات'],
        description: [
          'Your experts build courses in Studio with our instructional designers beside them.',
          'يبني خبراؤكم الدورات على Studio بمرافقة مصمّمي التعليم لدينا.',
        ],
      },
      {
        title: ['Launch and run', 'الإطلاق والتشغيل'],
        description: [
          'We load-test, go live, and then monitor, upgrade and report every month.',
          'نختبر قدرة التحمّل، ثم نطلق المنصّة، ونتابع بعدها المراقبة والتحديث ورفع التقارير شهريًا.',
        ],
      },
    ],
  }),
  tabbed({
    order: 7,
    title: ['Who runs Open edX with us', 'من يشغّل Open edX معنا؟'],
    subtitle: ['Three kinds of academy, one platform.', 'ثلاثة أنواع من الأكاديميات على منصّة واحدة.'],
    tabs: [
      {
        title: ['Universities', 'الجامعات'],
        description: [
          'Open courses that reach students across the region, and blended courses for enrolled students with grades sent to the student information system.',
          'دورات مفتوحة تصل إلى طلاب في أنحاء المنطقة، ودورات مدمجة للطلاب المسجّلين تُرسل درجاتها إلى نظام معلومات الطلاب.',
        ],
        image: 'video-lesson',
      },
      {
        title: ['Government academies', 'الأكاديميات الحكومية'],
        description: [
          'National upskilling programmes with sign-in through the national identity gateway and reports for the sponsoring ministry.',
          'برامج وطنية لتطوير المهارات، مع تسجيل الدخول عبر بوابة الهوية الوطنية، وتقارير للجهة الحكومية الراعية.',
        ],
        image: 'certification',
      },
      {
        title: ['Customer and partner academies', 'أكاديميات العملاء والشركاء'],
        description: [
          'Product training for customers and resellers, with certification tracks that unlock partner tiers.',
          'تدريب على المنتجات للعملاء والموزّعين، مع مسارات اعتماد تفتح مستويات الشراكة.',
        ],
        image: 'badges-leaderboard',
      },
    ],
  }),
  faq({
    order: 8,
    items: [
      {
        q: ['Is Open edX free?', 'هل منصّة Open edX مجانية؟'],
        a: [
          'The software is open source and free of licence fees. You pay for hosting, set-up and support, which we quote as one annual service.',
          'البرنامج مفتوح المصدر ولا يتطلّب رسوم ترخيص. وتدفعون مقابل الاستضافة والإعداد والدعم، ونقدّمها لكم خدمةً سنوية واحدة.',
        ],
      },
      {
        q: ['How many learners can it handle?', 'كم عدد المتعلّمين الذين تستوعبهم المنصّة؟'],
        a: [
          'Our largest site served 180,000 registered learners, with 12,000 in courses at the same time during a national launch.',
          'خدم أكبر موقع لدينا 180\u00A0ألف متعلّم مسجّل، منهم 12\u00A0ألفًا في الدورات في الوقت نفسه خلال إطلاق وطني.',
        ],
      },
      {
        q: ['Can we move our existing courses into Open edX?', 'هل يمكننا نقل دوراتنا الحالية إلى Open edX؟'],
        a: [
          'Yes. SCORM packages run inside Open edX, and our team rebuilds other courses natively in Studio so they work well on phones.',
          'نعم. تعمل حزم SCORM داخل Open edX، ويعيد فريقنا بناء الدورات الأخرى على Studio مباشرةً لتعمل جيدًا على الهواتف.',
        ],
      },
      {
        q: ['Should we choose Open edX or Totara?', 'هل نختار Open edX أم Totara؟'],
        a: [
          'Choose Totara when your learners are employees with managers and compliance duties; choose Open edX when they are the public, students or customers. Several clients run both, with single sign-on between them.',
          'اختاروا Totara عندما يكون متعلّموكم موظفين لهم مديرون والتزامات امتثال، واختاروا Open edX عندما يكونون من الجمهور أو الطلاب أو العملاء. ويشغّل عدد من عملائنا المنصّتين معًا مع دخول موحّد بينهما.',
        ],
      },
    ],
  }),
  demo({
    order: 9,
    title: ['Plan your academy with us', 'خطّطوا لأكاديميتكم معنا'],
    subtitle: [
      'See a live Open edX academy in Arabic and English, and leave with a launch plan for your first programme.',
      'شاهدوا أكاديمية Open edX حيّة بالعربية والإنجليزية، واحصلوا على خطة إطلاق لبرنامجكم الأول.',
    ],
  }),
]
