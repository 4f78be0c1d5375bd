import type { SeedBlock } from '../../seed-block.ts'
import { benefits, demo, faq, features, hero, info, tabbed, timeline } from './blocks.ts'
import { heroArt } from './media.ts'

export const openSesame: SeedBlock[] = [
  hero({
    logo: 'opensesame',
    title: ['OpenSesame: thousands of courses, ready on day one', 'OpenSesame: آلاف الدورات الجاهزة منذ اليوم الأول'],
    subtitle: [
      'Draw on one of the world’s largest catalogues of ready-made courses, from leadership and compliance to Microsoft Office and cybersecurity. We pick the titles that fit your needs and deliver them inside your own LMS.',
      'استفيدوا من واحد من أكبر كتالوجات الدورات الجاهزة في العالم، من القيادة والامتثال إلى برامج Microsoft Office والأمن السيبراني. ونختار لكم العناوين التي تلبّي احتياجاتكم ونقدّمها داخل نظام إدارة التعلّم الخاص بكم.',
    ],
    secondary: { text: ['Ask for the course list', 'اطلبوا قائمة الدورات'] },
    image: heroArt('opensesame'),
    palette: 'content',
  }),
  info({
    order: 2,
    id: 'opensesame-about',
    title: ['Off-the-shelf courses, chosen for you', 'دورات جاهزة، نختارها لكم'],
    paragraphs: [
      [
        'OpenSesame brings together courses from more than 200 publishers under one licence. The hard part is choosing: a catalogue that size has twenty courses on every topic.',
        'تجمع مكتبة OpenSesame دورات من أكثر من 200\u00A0ناشر تحت ترخيص واحد. والتحدّي الحقيقي هو الاختيار، فكتالوج بهذا الحجم يضمّ عشرين دورة في كل موضوع.',
      ],
      [
        'Our content team reviews the catalogue against your competency framework, shortlists the best titles in English and Arabic, and publishes them into Totara, Open edX or any SCORM-compliant LMS with your enrolment rules.',
        'لذلك يراجع فريق المحتوى لدينا الكتالوج وفق إطار الكفاءات لديكم، ويختار أفضل العناوين بالإنجليزية والعربية، وينشرها في Totara أو Open edX أو أي نظام إدارة تعلّم يدعم SCORM مع قواعد التسجيل الخاصة بكم.',
      ],
    ],
    image: 'content-library',
  }),
  benefits({
    order: 3,
    title: ['Why buy OpenSesame through us', 'لماذا تشترون OpenSesame من خلالنا؟'],
    subtitle: [
      'The same catalogue, with a local team that curates, integrates and reports on it.',
      'الكتالوج نفسه، مع فريق محلي يتولّى اختياره ودمجه ومتابعة تقاريره.',
    ],
    benefits: [
      {
        icon: 'compass',
        title: ['Curated for your roles', 'مختار لأدواركم الوظيفية'],
        description: [
          'Learning paths mapped to your job families instead of a catalogue dropped on your learners.',
          'مسارات تعلّم مرتبطة بعائلاتكم الوظيفية بدل كتالوج يُلقى أمام المتعلّمين.',
        ],
      },
      {
        icon: 'translate',
        title: ['Arabic where it exists', 'العربية حيثما توفّرت'],
        description: [
          'We find the Arabic and Arabic-subtitled titles and flag gaps we can fill with bespoke content.',
          'نحدّد العناوين المتوفّرة بالعربية أو بترجمة عربية، ونشير إلى الفجوات التي يمكن سدّها بمحتوى مخصّص.',
        ],
      },
      {
        icon: 'layers',
        title: ['Inside your LMS', 'داخل نظامكم'],
        description: [
          'Courses appear in your own catalogue and completions land in your reports, with no second login.',
          'تظهر الدورات في كتالوجكم، وتصل سجلّات الإتمام إلى تقاريركم، دون تسجيل دخول إضافي.',
        ],
      },
      {
        icon: 'chart',
        title: ['Licences that fit', 'تراخيص على قدر الحاجة'],
        description: [
          'We watch usage each quarter and adjust the subscription so you pay for what people take.',
          'نراقب الاستخدام كل ربع سنة، ونعدّل الاشتراك لتدفعوا مقابل ما يستفيد منه موظفوكم فعلًا.',
        ],
      },
    ],
  }),
  tabbed({
    order: 4,
    title: ['What is in the catalogue', 'ماذا يضمّ الكتالوج؟'],
    subtitle: ['A few of the collections our clients use most.', 'بعض المجموعات الأكثر استخدامًا لدى عملائنا.'],
    tabs: [
      {
        title: ['Leadership and management', 'القيادة والإدارة'],
        description: [
          'From a first-time manager’s first week to leading change and strategic thinking, in short videos and longer programmes.',
          'من الأسبوع الأول للمدير الجديد إلى قيادة التغيير والتفكير الاستراتيجي، عبر مقاطع قصيرة وبرامج أطول.',
        ],
        image: 'goals',
      },
      {
        title: ['Compliance and safety', 'الامتثال والسلامة'],
        description: [
          'Anti-bribery, data protection, workplace safety and information security courses, refreshed by publishers as regulations change.',
          'دورات مكافحة الرشوة وحماية البيانات والسلامة المهنية وأمن المعلومات، يحدّثها الناشرون مع تغيّر الأنظمة.',
        ],
        image: 'compliance-dashboard',
      },
      {
        title: ['Digital and technical skills', 'المهارات الرقمية والتقنية'],
        description: [
          'Microsoft 365, data analysis, cloud and cybersecurity awareness for every level, from everyday users to specialists.',
          'Microsoft 365 وتحليل البيانات والحوسبة السحابية والتوعية بالأمن السيبراني لكل المستويات، من المستخدمين إلى المتخصّصين.',
        ],
        image: 'analytics-insights',
      },
      {
        title: ['Customer service and sales', 'خدمة العملاء والمبيعات'],
        description: [
          'Handling complaints, consultative selling and service excellence, with scenarios learners practise before they meet customers.',
          'التعامل مع الشكاوى والبيع الاستشاري والتميّز في الخدمة، مع سيناريوهات يتدرّب عليها المتعلّمون قبل لقاء العملاء.',
        ],
        image: 'check-ins',
      },
    ],
  }),
  features({
    order: 5,
    title: ['From catalogue to completion', 'من الكتالوج إلى إتمام الدورة'],
    features: [
      {
        title: ['A shortlist, not a haystack', 'قائمة مختارة لا كومة عناوين'],
        description: [
          'For each competency we propose three to five titles with a reason for each, and you approve the final list.',
          'نقترح لكل كفاءة من ثلاثة إلى خمسة عناوين مع سبب اختيار كل منها، وتعتمدون أنتم القائمة النهائية.',
        ],
        image: 'learning-path',
      },
      {
        title: ['Published with your rules', 'منشورة وفق قواعدكم'],
        description: [
          'Courses are assigned to the right audiences, with due dates and reminders, exactly like your own content.',
          'تُسند الدورات إلى الفئات المناسبة، مع مواعيد نهائية وتذكيرات، تمامًا مثل محتواكم الخاص.',
        ],
        image: 'classroom-sessions',
      },
      {
        title: ['Reports that show value', 'تقارير تُظهر القيمة'],
        description: [
          'Quarterly reports show the most used collections, completion rates and cost per completed course.',
          'تعرض التقارير الربعية المجموعات الأكثر استخدامًا ونسب الإتمام وتكلفة كل دورة مكتملة.',
        ],
        image: 'reports',
      },
    ],
  }),
  timeline({
    order: 6,
    title: ['Your catalogue live\nin under a month', 'كتالوجكم متاح\nخلال أقل من شهر'],
    steps: [
      {
        title: ['Needs review', 'مراجعة الاحتياجات'],
        description: ['We read your competency framework and training plan.', 'نطّلع على إطار الكفاءات وخطة التدريب لديكم.'],
      },
      {
        title: ['Curation', 'اختيار المحتوى'],
        description: ['Our team shortlists titles and you approve them.', 'يختار فريقنا العناوين المرشّحة، وتعتمدونها أنتم.'],
      },
      {
        title: ['Integration', 'الدمج'],
        description: [
          'Courses are connected to your LMS and tested with your single sign-on.',
          'تُربط الدورات بنظام إدارة التعلّم لديكم وتُختبر مع الدخول الموحّد.',
        ],
      },
      {
        title: ['Launch', 'الإطلاق'],
        description: [
          'We announce the collections to your people with ready-made campaign e-mails.',
          'نُعلن المجموعات لموظفيكم عبر رسائل بريد إلكتروني جاهزة للحملة.',
        ],
      },
    ],
  }),
  tabbed({
    order: 7,
    title: ['Ways to license', 'خيارات الترخيص'],
    subtitle: ['Three models, chosen by how many people learn and how much.', 'ثلاثة نماذج تُختار بحسب عدد المتعلّمين وحجم تعلّمهم.'],
    tabs: [
      {
        title: ['Full catalogue', 'الكتالوج كاملًا'],
        description: [
          'Unlimited access to the whole catalogue for every licensed user: best for organisations with a strong learning culture.',
          'وصول غير محدود إلى الكتالوج كاملًا لكل مستخدم مرخَّص، وهو الأنسب للمؤسسات ذات ثقافة التعلّم الراسخة.',
        ],
        image: 'content-library',
      },
      {
        title: ['Curated collections', 'مجموعات مختارة'],
        description: [
          'A fixed set of collections for everyone, such as compliance and leadership, at a lower price per user.',
          'مجموعات محدّدة لجميع الموظفين، مثل الامتثال والقيادة، بسعر أقل لكل مستخدم.',
        ],
        image: 'learning-path',
      },
      {
        title: ['Pay per course', 'الدفع لكل دورة'],
        description: [
          'Buy individual courses for small groups or one-off needs, with no annual commitment.',
          'اشتروا دورات منفردة لمجموعات صغيرة أو احتياجات عارضة، دون التزام سنوي.',
        ],
        image: 'certification',
      },
    ],
  }),
  faq({
    order: 8,
    items: [
      {
        q: ['How many courses are in Arabic?', 'كم عدد الدورات المتوفّرة بالعربية؟'],
        a: [
          'Several hundred titles are in Arabic or have Arabic subtitles, and the number grows every quarter. We send you the current list for your topics before you sign.',
          'تتوفّر مئات العناوين بالعربية أو بترجمة عربية، ويزداد عددها كل ربع سنة. ونرسل إليكم القائمة الحالية لموضوعاتكم قبل التعاقد.',
        ],
      },
      {
        q: ['Which learning platforms does OpenSesame work with?', 'ما منصّات التعلّم التي تعمل معها مكتبة OpenSesame؟'],
        a: [
          'Any LMS that runs SCORM or AICC, and direct connectors for Totara, Open edX, SAP SuccessFactors and Cornerstone.',
          'أي نظام لإدارة التعلّم يشغّل SCORM أو AICC، مع روابط مباشرة لمنصّات Totara وOpen edX وSAP SuccessFactors وCornerstone.',
        ],
      },
      {
        q: ['Can we add our own courses beside OpenSesame?', 'هل يمكننا إضافة دوراتنا الخاصة إلى جانب OpenSesame؟'],
        a: [
          'Of course. Your own and bespoke courses sit in the same catalogue, and learners search them all at once.',
          'بالتأكيد. تجتمع دوراتكم الخاصة والدورات المخصّصة في الكتالوج نفسه، ويبحث فيها المتعلّمون جميعًا دفعة واحدة.',
        ],
      },
    ],
  }),
  demo({
    order: 9,
    title: ['See the courses for your roles', 'شاهدوا الدورات المناسبة لأدواركم الوظيفية'],
    subtitle: [
      'Tell us three roles you train for and we will show a curated OpenSesame collection for each in a 30-minute demo.',
      'أخبرونا بثلاثة أدوار وظيفية تدرّبون لها، وسنعرض لكم خلال 30\u00A0دقيقة مجموعة مختارة من OpenSesame لكل منها.',
    ],
  }),
]
