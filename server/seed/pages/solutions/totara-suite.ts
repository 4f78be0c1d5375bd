import type { SeedBlock } from '../../seed-block.ts'
import { benefits, demo, faq, features, hero, imageText, logoShowcase, tabbed } from './blocks.ts'
import { heroArt, platformArt } from './media.ts'

export const totaraSuite: SeedBlock[] = [
  hero({
    logo: 'totara-suite',
    title: ['Totara Suite: learning, performance and engagement in one place', 'Totara Suite: التعلّم والأداء والتفاعل في مكان واحد'],
    subtitle: [
      'Bring Totara Learn, Totara Perform and Totara Engage together on one platform with shared profiles, reports and permissions. We implement the whole suite, host it in the region and support it in Arabic and English.',
      'اجمعوا Totara Learn وTotara Perform وTotara Engage في منصّة واحدة تتشارك الملفات الشخصية والتقارير والصلاحيات. ونتولّى نحن تنفيذ الحزمة كاملة واستضافتها داخل المنطقة ودعمها بالعربية والإنجليزية.',
    ],
    secondary: { text: ['Talk to a Totara consultant', 'تحدّثوا إلى مستشار Totara'] },
    image: platformArt,
    slider: [
      { id: 'slide-learn', image: heroArt('totara-learn') },
      { id: 'slide-perform', image: heroArt('totara-perform') },
      { id: 'slide-mobile', image: heroArt('totara-mobile') },
    ],
    palette: 'totara',
  }),
  imageText({
    order: 2,
    id: 'suite-overview',
    title: ['One platform instead of three systems that never agree', 'منصّة واحدة بدل ثلاثة أنظمة لا تتّفق بياناتها'],
    paragraphs: [
      [
        'Most organisations we meet run training in one system, appraisals in another and collaboration in a third. Each keeps its own copy of the organisation chart, and none of them can tell a manager whether the people who missed their safety refresher are the same people whose performance has dropped.',
        'تدير معظم المؤسسات التي نلتقيها التدريب في نظام، وتقييم الأداء في نظام آخر، والتعاون في نظام ثالث. ويحتفظ كل نظام بنسخته الخاصة من الهيكل التنظيمي، ولا يستطيع أيٌّ منها أن يخبر المدير إن كان من فاتتهم دورة السلامة التنشيطية هم أنفسهم من تراجع أداؤهم.',
      ],
      [
        'Totara Suite keeps one record per employee. Courses, certifications, goals, competencies and workspaces all read the same hierarchy, so a promotion in your HR system changes what someone must learn and how they are reviewed on the same day.',
        'أما حزمة Totara Suite فتحتفظ بسجلّ واحد لكل موظف، وتقرأ الدورات والشهادات والأهداف والكفاءات ومساحات العمل الهيكل التنظيمي نفسه، فتُغيّر الترقية المسجّلة في نظام الموارد البشرية ما يتعيّن على الموظف تعلّمه وطريقة تقييمه في اليوم ذاته.',
      ],
    ],
    image: 'analytics-insights',
  }),
  features({
    order: 3,
    title: ['Three products, one experience', 'ثلاثة منتجات وتجربة واحدة'],
    features: [
      {
        title: ['Totara Learn: the learning management system', 'Totara Learn: نظام إدارة التعلّم'],
        description: [
          'Assign courses, programmes and certifications to audiences built from your HR data, run classroom and virtual sessions, and prove compliance with reports auditors accept.\nBuilt for organisations with many departments, sites and contractors.',
          'أسندوا الدورات والبرامج والشهادات إلى فئات تُبنى تلقائيًا من بيانات الموارد البشرية، وأديروا الجلسات الحضورية والافتراضية، وأثبتوا الامتثال بتقارير يقبلها المدقّقون.\nصُمّم للمؤسسات متعدّدة الإدارات والمواقع والمتعاقدين.',
        ],
        image: 'compliance-dashboard',
      },
      {
        title: ['Totara Perform: continuous performance management', 'Totara Perform: إدارة الأداء المستمرة'],
        description: [
          'Replace the annual form with goals, check-ins, 360° feedback and competency reviews that managers actually complete.\nEvery gap a review uncovers can open a learning plan in Totara Learn in one click.',
          'استبدلوا النموذج السنوي بأهداف ولقاءات متابعة وتقييمات بزاوية 360\u00A0درجة ومراجعات للكفاءات يُكملها المديرون فعلًا.\nوكل فجوة تكشفها المراجعة يمكن أن تفتح خطة تعلّم في Totara Learn بنقرة واحدة.',
        ],
        image: 'goals',
      },
      {
        title: ['Totara Engage: learning from each other', 'Totara Engage: التعلّم من بعضكم بعضًا'],
        description: [
          'Workspaces, playlists and discussions let experts share what they know and let teams find answers without waiting for the next course.\nContributions are searchable and sit beside formal learning in the same catalogue.',
          'تتيح مساحات العمل وقوائم التعلّم والنقاشات للخبراء مشاركة معارفهم، وللفرق إيجاد الإجابات دون انتظار الدورة التالية.\nوتظهر المساهمات في نتائج البحث إلى جانب التعلّم الرسمي في الكتالوج نفسه.',
        ],
        image: 'discussion-forum',
      },
    ],
  }),
  benefits({
    order: 4,
    title: ['Why organisations choose Totara Suite with us', 'لماذا تختار المؤسسات Totara Suite معنا؟'],
    subtitle: [
      'We are a Totara partner with a delivery team in Riyadh and Dubai. Here is what that means for you.',
      'نحن شريك معتمد لمنصّات Totara، ولدينا فريق تنفيذ في الرياض ودبي. وإليكم ما يعنيه ذلك لمؤسستكم.',
    ],
    button: ['Request a demo', 'اطلبوا عرضًا توضيحيًا'],
    benefits: [
      {
        icon: 'cloud',
        title: ['Hosted in the region', 'استضافة داخل المنطقة'],
        description: [
          'Your data stays in data centres in Saudi Arabia or the UAE, in line with PDPL and NCA requirements.',
          'تبقى بياناتكم في مراكز بيانات داخل المملكة العربية السعودية أو الإمارات، بما يتوافق مع نظام حماية البيانات الشخصية ومتطلبات الهيئة الوطنية للأمن السيبراني.',
        ],
      },
      {
        icon: 'translate',
        title: ['Arabic done properly', 'عربية متقنة'],
        description: [
          'Right-to-left themes, Arabic certificates and notifications, and an interface translation our linguists maintain.',
          'واجهات من اليمين إلى اليسار، وشهادات وإشعارات بالعربية، وترجمة للواجهة يتولّى لغويّونا تحديثها.',
        ],
      },
      {
        icon: 'code',
        title: ['Open source, no lock-in', 'مفتوح المصدر دون قيود'],
        description: [
          'Totara is built on open code: you own your configuration, your data and your content.',
          'يقوم Totara على شيفرة مفتوحة المصدر، فتبقى إعداداتكم وبياناتكم ومحتواكم ملكًا لكم.',
        ],
      },
      {
        icon: 'headset',
        title: ['Support in your time zone', 'دعم في منطقتكم الزمنية'],
        description: [
          'A named consultant and a help desk that answers in Arabic and English, Sunday to Thursday.',
          'مستشار مخصّص لمؤسستكم، ومكتب مساعدة يجيب بالعربية والإنجليزية من الأحد إلى الخميس.',
        ],
      },
    ],
  }),
  tabbed({
    order: 5,
    title: ['Explore the suite', 'استكشفوا الحزمة'],
    subtitle: [
      'Start with one product and add the others when you are ready: they share users, hierarchy and reports from the first day.',
      'ابدؤوا بمنتج واحد وأضيفوا الباقي متى شئتم، فهي تتشارك المستخدمين والهيكل التنظيمي والتقارير منذ اليوم الأول.',
    ],
    tabs: [
      {
        title: ['Totara Learn', 'منصّة Totara Learn'],
        description: [
          'Programmes, certifications with automatic renewal windows, seminars with waiting lists, and dynamic audiences that enrol people the day they join.',
          'برامج، وشهادات تُفتح نوافذ تجديدها تلقائيًا، وندوات بقوائم انتظار، وفئات ديناميكية تسجّل الموظفين في يوم انضمامهم.',
        ],
        image: 'learning-path',
      },
      {
        title: ['Totara Perform', 'منصّة Totara Perform'],
        description: [
          'Performance activities you design yourself: self reviews, manager reviews, peer feedback and competency assessments on the schedule you choose.',
          'أنشطة أداء تصمّمونها بأنفسكم: تقييم ذاتي، وتقييم من المدير، وملاحظات الزملاء، وتقييم الكفاءات وفق الجدول الذي تختارونه.',
        ],
        image: 'feedback-360',
      },
      {
        title: ['Totara Engage', 'منصّة Totara Engage'],
        description: [
          'Workspaces for communities of practice, playlists that curate the best resources, and surveys that tell you what people need next.',
          'مساحات عمل لمجتمعات الممارسة، وقوائم تعلّم تجمع أفضل الموارد، واستبيانات تخبركم بما يحتاجه الموظفون بعد ذلك.',
        ],
        image: 'discussion-forum',
      },
      {
        title: ['Totara Mobile', 'تطبيق الجوّال Totara Mobile'],
        description: [
          'The Totara Mobile app for iPhone and Android, with offline courses and push notifications, included with every licence.',
          'تطبيق الجوّال Totara Mobile لأجهزة iPhone وAndroid، مع دورات متاحة دون اتصال وإشعارات فورية، ضمن كل ترخيص.',
        ],
        image: 'offline-phone',
      },
    ],
  }),
  logoShowcase({
    order: 6,
    title: ['The suite and the systems it connects to', 'الحزمة والأنظمة التي تتّصل بها'],
    groups: [
      { title: ['Totara Suite', 'منتجات Totara Suite'], logos: ['totara-learn', 'totara-perform', 'totara-engage', 'totara-mobile'] },
      {
        title: ['Connected systems', 'الأنظمة المتّصلة'],
        logos: ['sap-successfactors', 'oracle-hcm', 'workday', 'microsoft-entra-id', 'microsoft-teams', 'zoom'],
      },
    ],
  }),
  faq({
    order: 7,
    items: [
      {
        q: ['Do we have to buy all three products at once?', 'هل يلزمنا شراء المنتجات الثلاثة معًا؟'],
        a: [
          'No. Many clients start with Totara Learn and add Perform or Engage a year later. The products switch on within the same site, so nothing is migrated when you add one.',
          'لا. يبدأ كثير من عملائنا بمنصّة Totara Learn ثم يضيفون Perform أو Engage بعد عام. فالمنتجات تُفعَّل داخل الموقع نفسه، ولا يلزم نقل أي بيانات عند إضافة أحدها.',
        ],
      },
      {
        q: ['Where is our data hosted?', 'أين تُستضاف بياناتنا؟'],
        a: [
          'In a Saudi or UAE data centre of your choice, with daily backups kept in the same country. We can also install the suite in your own data centre.',
          'في مركز بيانات داخل المملكة العربية السعودية أو الإمارات بحسب اختياركم، مع نسخ احتياطية يومية تُحفظ داخل البلد نفسه. ويمكننا أيضًا تثبيت الحزمة في مركز البيانات الخاص بكم.',
        ],
      },
      {
        q: ['How long does an implementation take?', 'كم يستغرق التنفيذ؟'],
        a: [
          'Eight to twelve weeks for Totara Learn with HR integration and single sign-on; Perform usually adds six weeks. We agree a fixed plan in the first workshop.',
          'من ثمانية إلى اثني عشر أسبوعًا لمنصّة Totara Learn مع التكامل مع نظام الموارد البشرية والدخول الموحّد، ويضيف Perform عادةً ستة أسابيع. ونتّفق على خطة محدّدة في ورشة العمل الأولى.',
        ],
      },
      {
        q: ['How is Totara Suite licensed?', 'كيف تُرخَّص حزمة Totara Suite؟'],
        a: [
          'By the number of active users a year, with tiers for each product. Hosting, support and upgrades are in one annual subscription, quoted in Saudi riyals or UAE dirhams.',
          'بحسب عدد المستخدمين النشطين سنويًا، مع فئات لكل منتج. ويشمل الاشتراك السنوي الواحد الاستضافة والدعم والتحديثات، بعرض سعر بالريال السعودي أو الدرهم الإماراتي.',
        ],
      },
    ],
  }),
  demo({
    order: 8,
    title: ['See Totara Suite with your own structure', 'شاهدوا Totara Suite بهيكل مؤسستكم'],
    subtitle: [
      'In 45 minutes we show learning, performance and engagement working together on a site set up with your departments and roles.',
      'نعرض لكم خلال 45\u00A0دقيقة كيف يعمل التعلّم والأداء والتفاعل معًا على موقع مُعدّ بإداراتكم وأدواركم الوظيفية.',
    ],
  }),
]
