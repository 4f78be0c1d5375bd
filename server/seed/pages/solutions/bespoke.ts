import type { SeedBlock } from '../../seed-block.ts'
import { benefits, demo, faq, features, hero, info, tabbed, timeline } from './blocks.ts'
import { heroArt } from './media.ts'

export const bespokeContent: SeedBlock[] = [
  hero({
    title: ['Bespoke content, written for your people', 'محتوى مخصّص يُكتب لموظفيكم'],
    subtitle: [
      'Our Riyadh studio turns your policies, products and processes into interactive courses, videos and simulations. Scripts are written natively in Arabic and English and voiced by professional narrators.',
      'يحوّل الاستوديو لدينا في الرياض سياساتكم ومنتجاتكم وإجراءاتكم إلى دورات تفاعلية ومقاطع فيديو وتجارب محاكاة. نكتب النصوص بالعربية والإنجليزية مباشرةً دون ترجمة، ويسجّلها معلّقون صوتيون محترفون.',
    ],
    secondary: { text: ['See our portfolio', 'اطّلعوا على أعمالنا'], link: '/customer-stories' },
    image: heroArt('bespoke'),
    palette: 'content',
  }),
  info({
    order: 2,
    id: 'bespoke-about',
    title: ['When no catalogue course will do', 'حين لا تكفي أي دورة جاهزة'],
    paragraphs: [
      [
        'Your onboarding, your products, your service standards and your systems are yours alone. Generic courses cannot teach them; people copying slides into an authoring tool rarely make something employees remember.',
        'إجراءات التهيئة لديكم ومنتجاتكم ومعايير الخدمة وأنظمتكم خاصة بكم وحدكم، ولا يمكن للدورات العامة تعليمها، ونادرًا ما ينتج نسخ الشرائح في أداة تأليف شيئًا يتذكّره الموظفون.',
      ],
      [
        'Our team of instructional designers, writers, illustrators, animators and narrators builds learning around what people must do differently on Monday morning, in Arabic and English from the first draft.',
        'يبني فريقنا من مصمّمي التعليم والكتّاب والرسّامين ومصمّمي الرسوم المتحركة والمعلّقين الصوتيين تعلّمًا يتمحور حول ما يجب أن يفعله الموظفون بشكل مختلف صباح يوم العمل التالي، بالعربية والإنجليزية منذ المسوّدة الأولى.',
      ],
    ],
    image: 'recording-studio',
  }),
  benefits({
    order: 3,
    title: ['Why clients come back to our studio', 'لماذا يعود عملاؤنا إلى الاستوديو لدينا؟'],
    subtitle: [
      'More than 350 courses delivered for Gulf organisations since 2016.',
      'أكثر من 350\u00A0دورة سلّمناها لمؤسسات في الخليج منذ عام 2016.',
    ],
    benefits: [
      {
        icon: 'translate',
        title: ['Bilingual from the first draft', 'ثنائي اللغة منذ المسوّدة الأولى'],
        description: [
          'Arabic and English scripts are written side by side, never one translated from the other.',
          'تُكتب النصوص العربية والإنجليزية جنبًا إلى جنب، ولا تُترجم إحداهما عن الأخرى.',
        ],
      },
      {
        icon: 'mic',
        title: ['Our own recording studio', 'استوديو تسجيل خاص بنا'],
        description: [
          'Professional Saudi, Emirati and English narrators recorded in Riyadh, with the same voice across a programme.',
          'معلّقون صوتيون محترفون سعوديون وإماراتيون وناطقون بالإنجليزية يسجّلون في الرياض، بالصوت نفسه على امتداد البرنامج.',
        ],
      },
      {
        icon: 'target',
        title: ['Designed around behaviour', 'تصميم يتمحور حول السلوك'],
        description: [
          'Every course starts from the decisions learners must make, not from the policy document.',
          'تبدأ كل دورة من القرارات التي يتّخذها المتعلّمون، لا من وثيقة السياسة.',
        ],
      },
      {
        icon: 'layers',
        title: ['Works in any LMS', 'تعمل على أي نظام'],
        description: [
          'Delivered as SCORM or xAPI, tested on your platform, with the source files handed over.',
          'تُسلَّم بصيغة SCORM أو xAPI، وتُختبر على منصّتكم، مع تسليم الملفات المصدرية.',
        ],
      },
    ],
  }),
  tabbed({
    order: 4,
    title: ['What we produce', 'ما الذي ننتجه؟'],
    subtitle: ['Formats we choose with you, for the audience and the budget.', 'صيغ نختارها معكم بحسب الجمهور والميزانية.'],
    button: ['Request a demo', 'اطلبوا عرضًا توضيحيًا'],
    tabs: [
      {
        title: ['Interactive e-learning', 'دورات تفاعلية'],
        description: [
          'Scenario-based courses with branching decisions, built in Articulate Storyline or Rise and tested on phones.',
          'دورات قائمة على السيناريوهات بقرارات متفرّعة، تُبنى باستخدام Articulate Storyline أو Rise وتُختبر على الهواتف.',
        ],
        image: 'course-authoring',
      },
      {
        title: ['Video and animation', 'الفيديو والرسوم المتحركة'],
        description: [
          'Explainer animations, filmed interviews with your leaders and screen recordings of your systems.',
          'رسوم متحركة توضيحية، ومقابلات مصوّرة مع قادتكم، وتسجيلات لشاشات أنظمتكم.',
        ],
        image: 'video-lesson',
      },
      {
        title: ['Simulations', 'تجارب المحاكاة'],
        description: [
          'Practice versions of your banking, ERP or customer systems where mistakes cost nothing.',
          'نسخ تدريبية من أنظمتكم المصرفية أو أنظمة تخطيط الموارد أو أنظمة العملاء، حيث لا تكلّف الأخطاء شيئًا.',
        ],
        image: 'branded-portal',
      },
      {
        title: ['Gamified programmes', 'برامج قائمة على الألعاب'],
        description: [
          'Challenges, badges and leaderboards for onboarding and product launches that people talk about.',
          'تحدّيات وشارات ولوحات صدارة لبرامج التهيئة وإطلاق المنتجات، يتحدّث عنها الموظفون.',
        ],
        image: 'badges-leaderboard',
      },
    ],
  }),
  features({
    order: 5,
    title: ['Inside the studio', 'داخل الاستوديو'],
    features: [
      {
        title: ['Storyboards you approve', 'لوحات قصة مصوّرة تعتمدونها'],
        description: [
          'You see every screen, line of script and illustration on paper before anything is built, so changes are cheap.',
          'تطّلعون على كل شاشة وكل سطر من النص وكل رسم على الورق قبل بناء أي شيء، فتبقى التعديلات منخفضة التكلفة.',
        ],
        image: 'course-authoring',
      },
      {
        title: ['Voices your people recognise', 'أصوات يألفها موظفوكم'],
        description: [
          'Gulf Arabic and Modern Standard Arabic narration, matched to the audience: warmer for onboarding, more formal for compliance.',
          'تعليق صوتي بالعربية الفصحى أو باللهجة الخليجية بحسب الجمهور: أكثر دفئًا في التهيئة، وأكثر رسمية في الامتثال.',
        ],
        image: 'recording-studio',
      },
      {
        title: ['Accessible by default', 'سهولة الوصول افتراضيًا'],
        description: [
          'Captions, transcripts, keyboard navigation and colour contrast checked against WCAG 2.2 AA.',
          'ترجمات مرافقة ونصوص مكتوبة وتنقّل بلوحة المفاتيح وتباين ألوان يُفحص وفق معيار WCAG 2.2 AA.',
        ],
        image: 'arabic-interface',
      },
    ],
  }),
  timeline({
    order: 6,
    title: ['From brief to launch\nin six steps', 'من الفكرة إلى الإطلاق\nفي ست خطوات'],
    steps: [
      {
        title: ['Discovery workshop', 'ورشة الاستكشاف'],
        description: ['We meet your experts and agree the outcomes.', 'نلتقي خبراءكم ونتّفق على النتائج المرجوّة.'],
      },
      {
        title: ['Design document', 'وثيقة التصميم'],
        description: ['Objectives, structure and format on two pages.', 'الأهداف والبنية والصيغة في صفحتين.'],
      },
      {
        title: ['Script and storyboard', 'النص واللوحة المصوّرة'],
        description: ['Every screen in both languages, for your review.', 'كل شاشة باللغتين لمراجعتكم.'],
      },
      {
        title: ['Production', 'الإنتاج'],
        description: ['Illustration, animation, recording and build.', 'الرسم والتحريك والتسجيل والبناء.'],
      },
      {
        title: ['Review rounds', 'جولات المراجعة'],
        description: ['Two rounds of changes on the working course.', 'جولتان من التعديلات على نسخة العمل من الدورة.'],
      },
      {
        title: ['Launch', 'الإطلاق'],
        description: ['Tested in your LMS and handed over with source files.', 'تُختبر في نظامكم وتُسلَّم مع ملفاتها المصدرية.'],
      },
    ],
  }),
  tabbed({
    order: 7,
    title: ['Programmes we build most often', 'البرامج التي نبنيها أكثر من غيرها'],
    subtitle: ['Where bespoke content pays for itself fastest.', 'حيث يسترد المحتوى المخصّص كلفته بأسرع وقت.'],
    tabs: [
      {
        title: ['Onboarding', 'التهيئة'],
        description: [
          'A first month that introduces your history, values, people and systems, on any device, before day one.',
          'شهر أول يعرّف بتاريخ مؤسستكم وقيمها وموظفيها وأنظمتها، على أي جهاز، وحتى قبل اليوم الأول.',
        ],
        image: 'learning-path',
      },
      {
        title: ['Product launches', 'إطلاق المنتجات'],
        description: [
          'Sales and service teams ready to explain a new product the day it launches.',
          'فرق مبيعات وخدمة جاهزة لشرح المنتج الجديد في يوم إطلاقه.',
        ],
        image: 'video-lesson',
      },
      {
        title: ['System roll-outs', 'تعميم الأنظمة'],
        description: [
          'Simulations and short videos that prepare thousands of users for a new ERP or core banking system.',
          'تجارب محاكاة ومقاطع قصيرة تهيّئ آلاف المستخدمين لنظام جديد لتخطيط الموارد أو لنظام مصرفي أساسي.',
        ],
        image: 'branded-portal',
      },
    ],
  }),
  faq({
    order: 8,
    items: [
      {
        q: ['How long does a course take to build?', 'كم يستغرق بناء دورة واحدة؟'],
        a: [
          'A 20-minute interactive course takes six to eight weeks from workshop to launch, depending mostly on how quickly reviews come back.',
          'تستغرق الدورة التفاعلية ذات العشرين دقيقة من ستة إلى ثمانية أسابيع من ورشة العمل حتى الإطلاق، ويتوقّف ذلك غالبًا على سرعة عودة المراجعات.',
        ],
      },
      {
        q: ['Who owns the finished course?', 'لمن تعود ملكية الدورة بعد إنجازها؟'],
        a: [
          'You do. We hand over the published package and all source files, narration and artwork included.',
          'لكم. نسلّمكم الحزمة المنشورة وجميع الملفات المصدرية، بما فيها التسجيلات الصوتية والرسوم.',
        ],
      },
      {
        q: ['Can you update courses we already have?', 'هل يمكنكم تحديث دورات لدينا بالفعل؟'],
        a: [
          'Yes. We refresh outdated courses, add an Arabic version to English ones, or rebuild Flash-era content so it works on phones.',
          'نعم. نحدّث الدورات القديمة، أو نضيف نسخة عربية إلى الدورات الإنجليزية، أو نعيد بناء المحتوى القديم ليعمل على الهواتف.',
        ],
      },
    ],
  }),
  demo({
    order: 9,
    title: ['Start with a free storyboard', 'ابدؤوا بلوحة قصة مصوّرة مجانية'],
    subtitle: [
      'Send us one topic and we will return a storyboard for its first five minutes, in Arabic and English, within ten working days.',
      'أرسلوا إلينا موضوعًا واحدًا، وسنعيد إليكم خلال عشرة أيام عمل لوحة قصة مصوّرة لدقائقه الخمس الأولى، بالعربية والإنجليزية.',
    ],
  }),
]
