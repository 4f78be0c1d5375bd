import type { SeedBlock } from '../../seed-block.ts'
import { benefits, demo, faq, features, hero, imageText, tabbed } from './blocks.ts'
import { heroArt, LEARN_TOUR_VIDEO } from './media.ts'

export const totaraLearn: SeedBlock[] = [
  hero({
    logo: 'totara-learn',
    title: ['Totara Learn: the flexible LMS for complex organisations', 'Totara Learn: نظام مرن لإدارة التعلّم في المؤسسات الكبيرة'],
    subtitle: [
      'Assign compliance training by role, run classroom and virtual sessions, build certification programmes and report on every learner. Totara Learn adapts to your structure, not the other way round.',
      'وزّعوا تدريب الامتثال حسب الدور الوظيفي، وأديروا الجلسات الحضورية والافتراضية، وابنوا برامج الشهادات، واحصلوا على تقارير عن كل متعلّم. فمنصّة Totara Learn تتكيّف مع هيكل مؤسستكم، لا العكس.',
    ],
    secondary: { text: ['Talk to a Totara consultant', 'تحدّثوا إلى مستشار Totara'] },
    image: heroArt('totara-learn'),
    palette: 'totara',
  }),
  imageText({
    order: 2,
    id: 'learn-tour',
    title: ['Built for the way large organisations really train', 'مصمّمة لطريقة التدريب الفعلية في المؤسسات الكبيرة'],
    paragraphs: [
      [
        'A bank branch, a refinery shift and a ministry directorate do not learn the same way. Totara Learn mirrors your organisation, positions and managers, so every course reaches exactly the people it is meant for — and leaves them when they change roles.',
        'لا يتعلّم موظفو فرع بنكي وعمّال وردية في مصفاة وموظفو إدارة في وزارة بالطريقة نفسها. لذلك تعكس منصّة Totara Learn هيكل مؤسستكم ووظائفها ومديريها، فتصل كل دورة إلى من أُعدّت لهم تحديدًا، وتخرج من سجلّاتهم عند انتقالهم إلى دور آخر.',
      ],
      [
        'Watch a short tour of a compliance programme in six steps: from the HR feed that enrols a new employee to the certificate their manager sees on the team dashboard.',
        'شاهدوا جولة قصيرة في أحد برامج الامتثال على ست خطوات: من بيانات الموارد البشرية التي تسجّل الموظف الجديد إلى الشهادة التي يراها مديره في لوحة متابعة الفريق.',
      ],
    ],
    image: 'compliance-dashboard',
    video: { text: ['Watch the tour', 'شاهدوا الجولة'], youtube: LEARN_TOUR_VIDEO },
  }),
  features({
    order: 3,
    title: ['Everything a learning team needs, in one LMS', 'كل ما يحتاجه فريق التعلّم في نظام واحد'],
    features: [
      {
        title: ['Compliance you can prove', 'امتثال يمكنكم إثباته'],
        description: [
          'Certifications with recertification windows, automatic reminders to learners and their managers, and an audit trail for every completion.\nOne report shows who is compliant, who is due and who is overdue, by department or site.',
          'شهادات بنوافذ لإعادة الاعتماد، وتذكيرات تلقائية للمتعلّمين ومديريهم، وسجلّ تدقيق لكل إتمام.\nويعرض تقرير واحد الملتزمين ومن اقترب موعدهم ومن تأخّروا، حسب الإدارة أو الموقع.',
        ],
        image: 'certification',
      },
      {
        title: ['Classroom, virtual and blended', 'حضوري وافتراضي ومدمج'],
        description: [
          'Seminars with rooms, trainers, waiting lists and manager approval, plus Microsoft Teams and Zoom sessions created from the same screen.\nAttendance feeds straight into completion records.',
          'ندوات بقاعاتها ومدرّبيها وقوائم انتظارها وموافقات المديرين، إضافة إلى جلسات Microsoft Teams وZoom تُنشأ من الشاشة نفسها.\nويُسجَّل الحضور مباشرة في سجلّات الإتمام.',
        ],
        image: 'classroom-sessions',
      },
      {
        title: ['Reports for every audience', 'تقارير لكل جهة'],
        description: [
          'Build reports with drag-and-drop columns and filters, schedule them to arrive by e-mail, and give each manager a dashboard of their own team only.',
          'أنشئوا التقارير بسحب الأعمدة وعوامل التصفية وإفلاتها، وجدولوا إرسالها بالبريد الإلكتروني، وامنحوا كل مدير لوحة متابعة خاصة بفريقه وحده.',
        ],
        image: 'reports',
      },
    ],
    backgroundColor: '#fbfaf7',
  }),
  benefits({
    order: 4,
    title: ['What changes in the first year', 'ما الذي يتغيّر خلال العام الأول؟'],
    subtitle: [
      'Figures from Totara Learn sites we implemented and support for Gulf organisations.',
      'أرقام من مواقع Totara Learn التي نفّذناها وندعمها لمؤسسات في الخليج.',
    ],
    button: ['Book a consultation', 'احجزوا استشارة'],
    benefits: [
      {
        icon: 'shield-check',
        title: ['98% compliance', 'امتثال بنسبة 98\u00A0بالمئة'],
        description: [
          'on mandatory courses within six months at a Saudi energy company, up from 71%.',
          'في الدورات الإلزامية خلال ستة أشهر لدى شركة طاقة سعودية، بعد أن كانت 71\u00A0بالمئة.',
        ],
      },
      {
        icon: 'clock',
        title: ['Hours back for HR', 'ساعات أكثر لفريق الموارد البشرية'],
        description: [
          'Enrolments, reminders and certificates run themselves, so training coordinators stop chasing spreadsheets.',
          'تجري عمليات التسجيل والتذكير وإصدار الشهادات تلقائيًا، فيتوقّف منسّقو التدريب عن ملاحقة جداول البيانات.',
        ],
      },
      {
        icon: 'users',
        title: ['One site for 40,000 learners', 'موقع واحد يخدم 40\u00A0ألف متعلّم'],
        description: [
          'Multi-tenancy keeps subsidiaries, contractors and partners apart while head office reports on all of them.',
          'تفصل ميزة تعدّد المستأجرين بين الشركات التابعة والمتعاقدين والشركاء، بينما يطّلع المقرّ الرئيسي على تقاريرهم جميعًا.',
        ],
      },
      {
        icon: 'puzzle',
        title: ['Content from anywhere', 'محتوى من أي مصدر'],
        description: [
          'SCORM, xAPI, video and catalogues such as OpenSesame and LinkedIn Learning sit side by side in one search.',
          'تجتمع حزم SCORM وxAPI والفيديو وكتالوجات مثل OpenSesame وLinkedIn Learning في بحث واحد.',
        ],
      },
    ],
  }),
  tabbed({
    order: 5,
    title: ['A learner’s week in Totara Learn', 'أسبوع متعلّم على منصّة Totara Learn'],
    subtitle: [
      'What your people see when they sign in, on a laptop or on the Totara Mobile app.',
      'ما يراه موظفوكم عند تسجيل الدخول، على الحاسوب أو عبر تطبيق الجوّال Totara Mobile.',
    ],
    tabs: [
      {
        title: ['Current learning', 'التعلّم الحالي'],
        description: [
          'A single list of everything assigned, due dates first, with progress saved across devices.\nRequired courses cannot be missed; optional ones are a click away.',
          'قائمة واحدة بكل ما أُسند إليهم، مرتّبة حسب المواعيد النهائية، مع حفظ التقدّم على جميع الأجهزة.\nلا يمكن تفويت الدورات المطلوبة، والاختيارية على بُعد نقرة.',
        ],
        image: 'learning-path',
      },
      {
        title: ['Find learning', 'البحث عن التعلّم'],
        description: [
          'A catalogue filtered by topic, format, language and duration, showing only what each person is allowed to see.',
          'كتالوج يُصفّى حسب الموضوع والصيغة واللغة والمدة، ولا يعرض لكل موظف إلا ما يحقّ له الاطلاع عليه.',
        ],
        image: 'content-library',
      },
      {
        title: ['Sessions', 'الجلسات'],
        description: [
          'Book a place in a workshop, join the waiting list, add it to Outlook and get a reminder the day before.',
          'احجزوا مقعدًا في ورشة عمل، أو انضمّوا إلى قائمة الانتظار، وأضيفوها إلى Outlook، واستقبلوا تذكيرًا قبلها بيوم.',
        ],
        image: 'classroom-sessions',
      },
      {
        title: ['Record of learning', 'السجلّ التعليمي'],
        description: [
          'Every course, certificate and external training in one record the employee can download, and the manager can sign off.',
          'كل دورة وشهادة وتدريب خارجي في سجلّ واحد يمكن للموظف تنزيله ويمكن لمديره اعتماده.',
        ],
        image: 'certification',
      },
    ],
  }),
  faq({
    order: 7,
    items: [
      {
        q: [
          'Can Totara Learn replace our current LMS without losing history?',
          'هل يمكن أن تحلّ Totara Learn محلّ نظامنا الحالي دون فقدان السجلّات السابقة؟',
        ],
        a: [
          'Yes. We import past completions and certificates with their original dates, so compliance status carries over on the first day, and we keep SCORM packages working as they are.',
          'نعم. نستورد سجلّات الإتمام والشهادات السابقة بتواريخها الأصلية، فتنتقل حالة الامتثال كما هي منذ اليوم الأول، وتبقى حزم SCORM تعمل دون تعديل.',
        ],
      },
      {
        q: ['Does it work in Arabic from right to left?', 'هل تعمل المنصّة بالعربية من اليمين إلى اليسار؟'],
        a: [
          'Completely. Each person chooses Arabic or English; menus, reports, certificates and e-mails follow their choice, and courses can carry titles in both languages.',
          'بالكامل. يختار كل موظف العربية أو الإنجليزية، فتتبع القوائم والتقارير والشهادات ورسائل البريد الإلكتروني اختياره، ويمكن أن تحمل الدورات عناوين باللغتين.',
        ],
      },
      {
        q: ['Can managers approve training requests?', 'هل يستطيع المديرون اعتماد طلبات التدريب؟'],
        a: [
          'Yes. Seminars and learning plans can require one or two levels of approval, with reminders when a request waits too long.',
          'نعم. يمكن أن تتطلّب الندوات وخطط التعلّم مستوى أو مستويين من الموافقة، مع تذكيرات عند تأخّر الطلب.',
        ],
      },
      {
        q: ['Who looks after upgrades?', 'من يتولّى التحديثات؟'],
        a: [
          'We do. We test each Totara release against your configuration on a staging site, agree a date with you and upgrade outside working hours.',
          'نحن. نختبر كل إصدار جديد من Totara على إعداداتكم في موقع تجريبي، ونتّفق معكم على موعد، ثم نحدّث المنصّة خارج ساعات العمل.',
        ],
      },
    ],
  }),
  demo({
    order: 9,
    title: ['See Totara Learn running your compliance programme', 'شاهدوا منصّة Totara Learn تدير برنامج الامتثال لديكم'],
    subtitle: [
      'Tell us which courses you must track and we will show them assigned, reminded and reported in a 30-minute demo.',
      'أخبرونا بالدورات التي يلزمكم تتبّعها، وسنعرض لكم خلال 30\u00A0دقيقة كيف نُسندها إلى موظفيكم، ونذكّرهم بها، ونرفع التقارير عن إتمامها.',
    ],
  }),
]
