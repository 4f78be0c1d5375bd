import type { SeedBlock } from '../../seed-block.ts'
import { benefits, demo, faq, features, hero, info, tabbed, timeline } from './blocks.ts'
import { heroArt } from './media.ts'

export const rosettaStone: SeedBlock[] = [
  hero({
    logo: 'rosetta-stone',
    title: ['Rosetta Stone: language learning for a multilingual workforce', 'Rosetta Stone: تعلّم اللغات لفرق عمل متعدّدة اللغات'],
    subtitle: [
      'Help employees gain confidence in English, Arabic and more than 20 other languages through immersive lessons, live tutoring and speech recognition. We license, set up and report on Rosetta Stone alongside the rest of your learning.',
      'ساعدوا موظفيكم على التحدّث بثقة بالإنجليزية والعربية وبأكثر من 20\u00A0لغة أخرى، من خلال دروس تفاعلية غامرة، وجلسات مباشرة مع مدرّسين، وتقنية التعرّف على الكلام. ونتولّى ترخيص Rosetta Stone وإعداده ومتابعة تقاريره إلى جانب بقية برامج التعلّم لديكم.',
    ],
    secondary: { text: ['Talk to a language consultant', 'تحدّثوا إلى مستشار اللغات'] },
    image: heroArt('rosetta'),
    palette: 'content',
  }),
  info({
    order: 2,
    id: 'rosetta-about',
    title: ['Languages learned the way people first learned to speak', 'تعلّم اللغات كما تعلّمنا الكلام أول مرة'],
    paragraphs: [
      [
        'Rosetta Stone teaches through images, sounds and context rather than translation and grammar tables. Learners start speaking in the first lesson, and the speech engine corrects their pronunciation as they go.',
        'يعلّم Rosetta Stone من خلال الصور والأصوات والسياق، لا من خلال الترجمة وجداول القواعد. فيبدأ المتعلّمون الكلام من الدرس الأول، ويصحّح محرّك التعرّف على الكلام نطقهم أثناء التعلّم.',
      ],
      [
        'For Gulf employers it answers two needs at once: business English for Arabic-speaking staff, and Arabic for the expatriate colleagues who serve your customers.',
        'ويلبّي لأصحاب العمل في الخليج حاجتين معًا: الإنجليزية للأعمال للموظفين الناطقين بالعربية، والعربية للزملاء الوافدين الذين يخدمون عملاءكم.',
      ],
    ],
    image: 'language-practice',
  }),
  benefits({
    order: 3,
    title: ['Why Rosetta Stone through us', 'لماذا Rosetta Stone من خلالنا؟'],
    subtitle: ['The language programme, run like the rest of your learning.', 'برنامج اللغات، يُدار كبقية برامج التعلّم لديكم.'],
    benefits: [
      {
        icon: 'globe',
        title: ['25 languages', '25\u00A0لغة'],
        description: [
          'Including English, Arabic, French, Mandarin, Spanish and German, all under one licence per learner.',
          'منها الإنجليزية والعربية والفرنسية والصينية والإسبانية والألمانية، جميعها بترخيص واحد لكل متعلّم.',
        ],
      },
      {
        icon: 'target',
        title: ['Placement first', 'تحديد المستوى أولًا'],
        description: [
          'Every learner starts with a placement test, so nobody repeats what they already know.',
          'يبدأ كل متعلّم باختبار لتحديد المستوى، فلا يكرّر أحد ما يعرفه مسبقًا.',
        ],
      },
      {
        icon: 'video',
        title: ['Live tutoring', 'دروس مباشرة مع مدرّسين'],
        description: [
          'Small-group sessions with native-speaking tutors, booked around shifts.',
          'جلسات لمجموعات صغيرة مع مدرّسين ناطقين باللغة الأم، تُحجز بما يناسب ورديات العمل.',
        ],
      },
      {
        icon: 'chart',
        title: ['Progress in your reports', 'التقدّم في تقاريركم'],
        description: [
          'Time on task and level gains appear in your LMS reports beside every other course.',
          'يظهر وقت التعلّم ومستويات التقدّم في تقارير نظام إدارة التعلّم لديكم إلى جانب بقية الدورات.',
        ],
      },
    ],
  }),
  tabbed({
    order: 4,
    title: ['Programmes for every goal', 'برامج لكل هدف'],
    subtitle: ['Choose by what your people need to do in the language.', 'اختاروا بحسب ما يحتاج موظفوكم إلى فعله باللغة.'],
    button: ['Request a demo', 'اطلبوا عرضًا توضيحيًا'],
    tabs: [
      {
        title: ['Foundations', 'الأساسيات'],
        description: [
          'Immersive lessons from the first word to everyday conversation, on the web and the mobile app.',
          'دروس تفاعلية غامرة من الكلمة الأولى حتى المحادثة اليومية، على الويب وتطبيق الهاتف.',
        ],
        image: 'language-practice',
      },
      {
        title: ['Business English', 'الإنجليزية للأعمال'],
        description: [
          'Meetings, e-mails, presentations and negotiation for professionals who already have the basics.',
          'الاجتماعات والمراسلات والعروض التقديمية والتفاوض للمهنيين الذين يتقنون الأساسيات.',
        ],
        image: 'check-ins',
      },
      {
        title: ['Arabic for colleagues', 'العربية للزملاء'],
        description: [
          'Arabic for expatriate staff who greet, help and serve Arabic-speaking customers every day.',
          'العربية للموظفين الوافدين الذين يستقبلون العملاء الناطقين بالعربية ويساعدونهم ويخدمونهم يوميًا.',
        ],
        image: 'arabic-interface',
      },
      {
        title: ['Live tutoring', 'الدروس المباشرة'],
        description: [
          'Twenty-five-minute online classes with certified tutors, up to four learners each.',
          'حصص عبر الإنترنت مدتها خمس وعشرون دقيقة مع مدرّسين معتمدين، بحد أقصى أربعة متعلّمين في كل حصة.',
        ],
        image: 'live-tutoring',
      },
    ],
  }),
  features({
    order: 5,
    title: ['How learners practise', 'أساليب تدرّب المتعلّمين'],
    features: [
      {
        title: ['Speech recognition', 'التعرّف على الكلام'],
        description: [
          'The TruAccent engine compares each learner’s pronunciation with native speakers and shows what to correct.',
          'يقارن محرّك TruAccent نطق كل متعلّم بنطق الناطقين باللغة الأم، ويوضّح ما يحتاج إلى تصحيح.',
        ],
        image: 'language-practice',
      },
      {
        title: ['Ten minutes a day', 'عشر دقائق يوميًا'],
        description: [
          'Short lessons on the mobile app fit into a commute or a break, and continue where the learner stopped on the laptop.',
          'تناسب الدروس القصيرة على تطبيق الهاتف وقت التنقّل أو الاستراحة، وتُستأنف من حيث توقّف المتعلّم على الحاسوب.',
        ],
        image: 'notifications',
      },
      {
        title: ['Real conversations', 'محادثات حقيقية'],
        description: [
          'Live sessions put new words to use with a tutor and colleagues at the same level.',
          'تتيح الجلسات المباشرة استخدام الكلمات الجديدة مع مدرّس وزملاء في المستوى نفسه.',
        ],
        image: 'live-tutoring',
      },
    ],
  }),
  timeline({
    order: 6,
    title: ['A language programme\nthat people finish', 'برنامج لغوي\nيُكمله المتعلّمون'],
    steps: [
      {
        title: ['Placement', 'تحديد المستوى'],
        description: ['A 30-minute test sets each learner’s starting level.', 'يحدّد اختبار مدته 30\u00A0دقيقة مستوى البداية لكل متعلّم.'],
      },
      {
        title: ['Personal plan', 'خطة شخصية'],
        description: ['Weekly goals set with the learner’s manager.', 'أهداف أسبوعية تُحدَّد مع مدير المتعلّم.'],
      },
      {
        title: ['Practice and tutoring', 'التدريب والدروس المباشرة'],
        description: ['Lessons on any device, and live classes twice a month.', 'دروس على أي جهاز، وحصص مباشرة مرتين في الشهر.'],
      },
      {
        title: ['Progress review', 'مراجعة التقدّم'],
        description: ['A level test every quarter, reported to HR.', 'اختبار للمستوى كل ربع سنة، تُرفع نتائجه إلى الموارد البشرية.'],
      },
    ],
  }),
  tabbed({
    order: 7,
    title: ['Where language programmes make a difference', 'حيث تُحدث برامج اللغات فرقًا'],
    subtitle: ['Three situations our clients bring to us most often.', 'ثلاثة مواقف يعرضها علينا عملاؤنا أكثر من غيرها.'],
    tabs: [
      {
        title: ['Customer-facing teams', 'فرق خدمة العملاء'],
        description: [
          'Front-desk, branch and call-centre staff serving customers in their preferred language.',
          'موظفو الاستقبال والفروع ومراكز الاتصال الذين يخدمون العملاء بلغتهم المفضّلة.',
        ],
        image: 'check-ins',
      },
      {
        title: ['Graduate programmes', 'برامج الخرّيجين'],
        description: [
          'New graduates preparing for English-language workplaces and international assignments.',
          'خرّيجون جدد يستعدّون لبيئات عمل بالإنجليزية ولمهام دولية.',
        ],
        image: 'learning-path',
      },
      {
        title: ['Leadership and mobility', 'القيادة والتنقّل الوظيفي'],
        description: [
          'Leaders and specialists learning the language of a new market before relocation.',
          'قادة ومتخصّصون يتعلّمون لغة سوق جديدة قبل الانتقال إليها.',
        ],
        image: 'goals',
      },
    ],
  }),
  faq({
    order: 8,
    items: [
      {
        q: ['How long does it take to move up a level?', 'كم يستغرق الانتقال إلى مستوى أعلى؟'],
        a: [
          'Learners who practise 30 minutes a day usually move up one CEFR level in four to six months.',
          'ينتقل المتعلّمون الذين يتدرّبون 30\u00A0دقيقة يوميًا عادةً مستوى واحدًا في الإطار الأوروبي المرجعي خلال أربعة إلى ستة أشهر.',
        ],
      },
      {
        q: ['Can learners switch language during the year?', 'هل يمكن للمتعلّمين تغيير اللغة خلال العام؟'],
        a: [
          'Yes. A licence covers all 25 languages, and learners can study more than one at the same time.',
          'نعم. يشمل الترخيص جميع اللغات الخمس والعشرين، ويمكن للمتعلّم دراسة أكثر من لغة في الوقت نفسه.',
        ],
      },
      {
        q: ['Does it connect to our LMS?', 'هل يتكامل مع نظام إدارة التعلّم لدينا؟'],
        a: [
          'Yes. Learners sign in from your LMS with single sign-on, and progress is reported back to Totara, Open edX or SAP SuccessFactors.',
          'نعم. يدخل المتعلّمون من نظام إدارة التعلّم لديكم عبر الدخول الموحّد، ويُرسَل تقدّمهم إلى Totara أو Open edX أو SAP SuccessFactors.',
        ],
      },
    ],
  }),
  demo({
    order: 9,
    title: ['Try Rosetta Stone with your team', 'جرّبوا Rosetta Stone مع فريقكم'],
    subtitle: [
      'We will give up to ten of your staff two weeks of access, with a placement test and one live tutoring session.',
      'سنمنح ما يصل إلى عشرة من موظفيكم وصولًا لمدة أسبوعين، مع اختبار لتحديد المستوى وجلسة مباشرة واحدة مع مدرّس.',
    ],
  }),
]
