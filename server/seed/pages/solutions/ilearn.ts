import type { SeedBlock } from '../../seed-block.ts'
import { benefits, demo, faq, features, hero, info, tabbed, timeline } from './blocks.ts'
import { heroArt } from './media.ts'

export const iLearnCatalogues: SeedBlock[] = [
  hero({
    logo: 'ilearn',
    title: ['iLearn catalogues: curated libraries in Arabic and English', 'كتالوجات iLearn: مكتبات منتقاة بالعربية والإنجليزية'],
    subtitle: [
      'Ready-made course collections for banking, healthcare, energy, customer service and soft skills, with Arabic titles reviewed by our content team. License a whole catalogue or only the learning paths you need.',
      'مجموعات دورات جاهزة لقطاعات البنوك والرعاية الصحية والطاقة وخدمة العملاء وللمهارات الشخصية، مع عناوين عربية يراجعها فريق المحتوى لدينا. اشتركوا في الكتالوج كاملًا أو في مسارات التعلّم التي تحتاجون إليها فقط.',
    ],
    secondary: { text: ['Browse a sample course', 'تصفّحوا دورة نموذجية'] },
    image: heroArt('ilearn'),
    palette: 'content',
  }),
  info({
    order: 2,
    id: 'ilearn-about',
    title: ['Written for the Gulf workplace', 'مكتوبة لبيئة العمل في الخليج'],
    paragraphs: [
      [
        'Most catalogues are translated from English after the fact. iLearn courses are written for the region from the first script: the names, the customers, the regulations and the examples are the ones your people meet at work.',
        'تُترجَم معظم الكتالوجات من الإنجليزية بعد إنتاجها، أما دورات iLearn فتُكتب للمنطقة منذ النص الأول: الأسماء والعملاء والأنظمة والأمثلة هي نفسها التي يصادفها موظفوكم في عملهم.',
      ],
      [
        'Each course is 10 to 25 minutes long, works on phones, and is available in Arabic and English with the same structure, so bilingual teams can learn together.',
        'تمتدّ كل دورة من 10 إلى 25\u00A0دقيقة، وتعمل على الهواتف، وتتوفّر بالعربية والإنجليزية بالبنية نفسها، فتتعلّم الفرق ثنائية اللغة معًا.',
      ],
    ],
    image: 'arabic-interface',
  }),
  benefits({
    order: 3,
    title: ['What makes iLearn different', 'ما الذي يميّز iLearn؟'],
    subtitle: ['A smaller catalogue, built with more care.', 'كتالوج أصغر، بعناية أكبر.'],
    benefits: [
      {
        icon: 'book',
        title: ['600 courses, 40 learning paths', '600\u00A0دورة و40\u00A0مسارًا تعليميًا'],
        description: [
          'Grouped into paths by role and sector, so managers assign a path instead of hunting for titles.',
          'مجمّعة في مسارات حسب الدور الوظيفي والقطاع، فيسند المديرون مسارًا كاملًا بدل البحث عن العناوين.',
        ],
      },
      {
        icon: 'shield-check',
        title: ['Local regulations', 'الأنظمة المحلية'],
        description: [
          'Banking conduct, anti-money laundering and data protection courses reflect Saudi and UAE rules.',
          'تعكس دورات السلوك المصرفي ومكافحة غسل الأموال وحماية البيانات الأنظمةَ في السعودية والإمارات.',
        ],
      },
      {
        icon: 'phone',
        title: ['Mobile first', 'للهاتف أولًا'],
        description: [
          'Short lessons, large text and captions, built for learning between tasks on a phone.',
          'دروس قصيرة ونصوص كبيرة وترجمات مرافقة، مصمّمة للتعلّم بين المهام على الهاتف.',
        ],
      },
      {
        icon: 'sync',
        title: ['Updated every quarter', 'تحديث كل ربع سنة'],
        description: [
          'When a regulation changes, we update the course and your LMS gets the new version automatically.',
          'عندما يتغيّر نظام ما نحدّث الدورة، ويحصل نظام إدارة التعلّم لديكم على النسخة الجديدة تلقائيًا.',
        ],
      },
    ],
  }),
  tabbed({
    order: 4,
    title: ['Catalogues by sector', 'كتالوجات حسب القطاع'],
    subtitle: ['Pick the libraries your people need.', 'اختاروا المكتبات التي يحتاجها موظفوكم.'],
    button: ['Request a demo', 'اطلبوا عرضًا توضيحيًا'],
    tabs: [
      {
        title: ['Banking and finance', 'البنوك والتمويل'],
        description: [
          'Anti-money laundering, customer due diligence, Islamic finance basics, fraud awareness and branch service.',
          'مكافحة غسل الأموال، والعناية الواجبة تجاه العملاء، وأساسيات التمويل الإسلامي، والتوعية بالاحتيال، وخدمة الفروع.',
        ],
        image: 'compliance-dashboard',
      },
      {
        title: ['Healthcare', 'الرعاية الصحية'],
        description: [
          'Infection control, patient experience, medication safety and communication with families, for clinical and support staff.',
          'مكافحة العدوى، وتجربة المريض، وسلامة الأدوية، والتواصل مع الأسر، للطواقم السريرية والمساندة.',
        ],
        image: 'certification',
      },
      {
        title: ['Energy and industry', 'الطاقة والصناعة'],
        description: [
          'Permit to work, hazard identification, environmental awareness and contractor induction.',
          'تصاريح العمل، وتحديد المخاطر، والتوعية البيئية، وتهيئة المتعاقدين.',
        ],
        image: 'offline-phone',
      },
      {
        title: ['Soft skills', 'المهارات الشخصية'],
        description: [
          'Communication, time management, teamwork, presentation and emotional intelligence for every employee.',
          'التواصل وإدارة الوقت والعمل الجماعي والعرض والتقديم والذكاء العاطفي لكل موظف.',
        ],
        image: 'check-ins',
      },
    ],
  }),
  features({
    order: 5,
    title: ['Inside an iLearn course', 'داخل دورة من iLearn'],
    features: [
      {
        title: ['Scenarios from real workplaces', 'سيناريوهات من بيئات عمل حقيقية'],
        description: [
          'Learners make decisions in situations filmed and illustrated in the region, and see the consequences of each choice.',
          'يتّخذ المتعلّمون قراراتهم في مواقف صُوّرت ورُسمت في المنطقة، ويرون نتائج كل اختيار.',
        ],
        image: 'video-lesson',
      },
      {
        title: ['Checks that count', 'اختبارات ذات معنى'],
        description: [
          'Every course ends with a short assessment and a certificate, and results are reported to your LMS through SCORM or xAPI.',
          'تنتهي كل دورة بتقييم قصير وشهادة، وتُرسَل النتائج إلى نظام إدارة التعلّم لديكم عبر SCORM أو xAPI.',
        ],
        image: 'assessment',
      },
      {
        title: ['Your logo on every course', 'شعاركم على كل دورة'],
        description: [
          'We can add your branding, policies and contacts to any course in the catalogue for a small fee.',
          'يمكننا إضافة هويتكم البصرية وسياساتكم وجهات التواصل لديكم إلى أي دورة في الكتالوج مقابل رسوم رمزية.',
        ],
        image: 'branded-portal',
      },
    ],
  }),
  timeline({
    order: 6,
    title: ['How a library reaches your people', 'طريق المكتبة إلى موظفيكم'],
    steps: [
      {
        title: ['Choose', 'الاختيار'],
        description: ['Pick sectors and paths with our content adviser.', 'اختاروا القطاعات والمسارات بمساعدة مستشار المحتوى لدينا.'],
      },
      {
        title: ['Brand', 'إضافة الهوية'],
        description: ['Add your logo and policies where you need them.', 'أضيفوا شعاركم وسياساتكم حيث تحتاجون إليها.'],
      },
      {
        title: ['Deliver', 'التقديم'],
        description: [
          'Courses are published into your LMS or on our hosted portal.',
          'تُنشر الدورات في نظام إدارة التعلّم لديكم أو في بوابتنا المستضافة.',
        ],
      },
      {
        title: ['Measure', 'القياس'],
        description: ['Quarterly reports on use, scores and feedback.', 'تقارير ربعية عن الاستخدام والنتائج والآراء.'],
      },
    ],
  }),
  tabbed({
    order: 7,
    title: ['Formats in the catalogue', 'صيغ المحتوى في الكتالوج'],
    subtitle: ['Different moments call for different formats.', 'لكل موقف صيغة تناسبه.'],
    tabs: [
      {
        title: ['Micro-lessons', 'دروس مصغّرة'],
        description: ['Five-minute lessons for a quick refresher before a task.', 'دروس مدتها خمس دقائق لمراجعة سريعة قبل تنفيذ مهمة.'],
        image: 'notifications',
      },
      {
        title: ['Interactive courses', 'دورات تفاعلية'],
        description: [
          'Twenty-minute courses with scenarios, activities and a final test.',
          'دورات مدتها عشرون دقيقة فيها سيناريوهات وأنشطة واختبار نهائي.',
        ],
        image: 'course-authoring',
      },
      {
        title: ['Video series', 'سلاسل فيديو'],
        description: [
          'Short films with Arabic and English narration and subtitles.',
          'أفلام قصيرة بتعليق صوتي وترجمة بالعربية والإنجليزية.',
        ],
        image: 'video-lesson',
      },
    ],
  }),
  faq({
    order: 8,
    items: [
      {
        q: ['Can we try the courses before we buy?', 'هل يمكننا تجربة الدورات قبل الشراء؟'],
        a: [
          'Yes. We give your team two weeks of access to the full catalogue on our hosted portal.',
          'نعم. نمنح فريقكم وصولًا إلى الكتالوج كاملًا على بوابتنا المستضافة لمدة أسبوعين.',
        ],
      },
      {
        q: ['Do the courses work in our LMS?', 'هل تعمل الدورات على نظام إدارة التعلّم لدينا؟'],
        a: [
          'Every course is delivered as SCORM 1.2, SCORM 2004 or xAPI, and has been tested in Totara, Open edX, SAP SuccessFactors and Moodle.',
          'تُسلَّم كل دورة بصيغة SCORM 1.2 أو SCORM 2004 أو xAPI، وقد اختُبرت على Totara وOpen edX وSAP SuccessFactors وMoodle.',
        ],
      },
      {
        q: ['Who writes the Arabic versions?', 'من يكتب النسخ العربية؟'],
        a: [
          'Arabic-speaking instructional designers in our Riyadh studio, and a subject expert reviews every course before release.',
          'مصمّمو تعليم ناطقون بالعربية في الاستوديو لدينا في الرياض، ويراجع خبير متخصّص كل دورة قبل إصدارها.',
        ],
      },
    ],
  }),
  demo({
    order: 9,
    title: ['Get a sample path for your sector', 'احصلوا على مسار نموذجي لقطاعكم'],
    subtitle: [
      'Tell us your sector and we will open a sample learning path for you and your team to try.',
      'أخبرونا بقطاعكم، وسنتيح لكم ولفريقكم مسار تعلّم نموذجيًا لتجربته.',
    ],
  }),
]
