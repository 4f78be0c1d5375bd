import { hero, heroImage, type PageSeeds, t } from './helpers.ts'

const platformImage = heroImage(
  'solutions-platform.svg',
  t(
    'A learning platform on a laptop with course, performance and report panels, connected by cables to a phone app and to plug-in modules',
    'منصّة تعلّم على حاسوب محمول تضمّ لوحات للدورات والأداء والتقارير، وتتّصل بأسلاك بتطبيق على الهاتف وبوحدات إضافية قابلة للتوصيل',
  ),
)
const contentImage = heroImage(
  'solutions-content.svg',
  t(
    'A shelf of colourful course tiles beside a studio microphone, a video player and speech bubbles in English and Arabic',
    'رفّ من بطاقات الدورات الملوّنة بجانب ميكروفون استوديو ومشغّل فيديو وفقاعات حوار بالإنجليزية والعربية',
  ),
)

/** Until the demo-request form lands on these pages, the hero button leads to the contact page. */
const requestDemo = { text: t('Request a demo', 'اطلبوا عرضًا توضيحيًا'), link: '/contact' }

const solution = (title: [string, string], subtitle: [string, string], image = platformImage) => [
  hero({ title: t(...title), subtitle: t(...subtitle), image, button: requestDemo }),
]

/** The ten solution pages: block 1 hero; their own feature blocks follow later. */
export const solutionPages: PageSeeds = {
  'solutions-totara-suite': solution(
    ['Totara Suite: learning, performance and engagement in one place', 'Totara Suite: التعلّم والأداء والتفاعل في مكان واحد'],
    [
      'Bring Totara Learn, Totara Perform and Totara Mobile together on one platform with shared profiles, reports and permissions. We implement the whole suite, host it in the region and support it in Arabic and English.',
      'اجمعوا Totara Learn وTotara Perform وTotara Mobile في منصّة واحدة تتشارك الملفات الشخصية والتقارير والصلاحيات. ونتولّى نحن تنفيذ الحزمة كاملة واستضافتها داخل المنطقة ودعمها بالعربية والإنجليزية.',
    ],
  ),
  'solutions-totara-learn': solution(
    ['Totara Learn: the flexible LMS for complex organisations', 'Totara Learn: نظام مرن لإدارة التعلّم في المؤسسات الكبيرة'],
    [
      'Assign compliance training by role, run classroom and virtual sessions, build certification programmes and report on every learner. Totara Learn adapts to your structure, not the other way round.',
      'وزّعوا تدريب الامتثال حسب الدور الوظيفي، وأديروا الجلسات الحضورية والافتراضية، وابنوا برامج الشهادات، واحصلوا على تقارير عن كل متعلّم. فمنصّة Totara Learn تتكيّف مع هيكل مؤسستكم، لا العكس.',
    ],
  ),
  'solutions-totara-perform': solution(
    ['Totara Perform: performance management that never stops', 'Totara Perform: إدارة أداء مستمرة طوال العام'],
    [
      'Replace the annual appraisal form with goals, regular check-ins, 360° feedback and competency reviews that link straight to learning. Managers see who needs support, and employees see how to grow.',
      'استبدلوا نموذج التقييم السنوي بأهداف ولقاءات متابعة منتظمة وتقييمات بزاوية 360\u00A0درجة ومراجعات للكفاءات ترتبط مباشرة بالتعلّم، فيرى المديرون من يحتاج إلى الدعم، ويعرف الموظفون طريقهم إلى التطوّر.',
    ],
  ),
  'solutions-totara-mobile': solution(
    ['Totara Mobile: learning in every pocket', 'Totara Mobile: التعلّم في جيب كل موظف'],
    [
      'Give frontline and field staff their courses on iPhone and Android, with offline downloads, push notifications and a right-to-left Arabic interface. Progress syncs to Totara Learn the moment they are back online.',
      'امنحوا موظفي الخطوط الأمامية والعاملين في الميدان دوراتهم على أجهزة iPhone وAndroid، مع إمكانية التنزيل للتعلّم دون اتصال، وإشعارات فورية، وواجهة عربية من اليمين إلى اليسار. ويُزامَن تقدّمهم مع Totara Learn فور اتصالهم بالإنترنت مجددًا.',
    ],
  ),
  'solutions-integrations': solution(
    ['Totara Integrations: connect learning to the systems you already run', 'تكاملات Totara: اربطوا التعلّم بالأنظمة التي تعملون عليها'],
    [
      'We connect Totara to SAP SuccessFactors, Oracle HCM, Microsoft Entra ID, Microsoft Teams and Zoom, so users, organisation charts and completions stay in sync without a single manual upload.',
      'نربط Totara بأنظمة SAP SuccessFactors وOracle HCM وMicrosoft Entra ID وMicrosoft Teams وZoom، لتبقى بيانات المستخدمين والهياكل التنظيمية وسجلات الإتمام متزامنة دون أي رفع يدوي للملفات.',
    ],
  ),
  'solutions-openedx': solution(
    ['Open edX: run your own academy at scale', 'Open edX: أطلقوا أكاديميتكم الخاصة على نطاق واسع'],
    [
      'The open-source platform behind edX serves millions of learners worldwide. We set up, brand and host Open edX for universities, academies and public-sector programmes, with Arabic course pages and certificates.',
      'تخدم المنصّة مفتوحة المصدر التي تقوم عليها edX ملايين المتعلّمين حول العالم. ونحن نجهّز منصّة Open edX ونمنحها هويتكم البصرية ونستضيفها للجامعات والأكاديميات وبرامج القطاع العام، مع صفحات دورات وشهادات باللغة العربية.',
    ],
  ),
  'solutions-opensesame': solution(
    ['OpenSesame: thousands of courses, ready on day one', 'OpenSesame: آلاف الدورات الجاهزة منذ اليوم الأول'],
    [
      'Draw on one of the world’s largest catalogues of ready-made courses, from leadership and compliance to Microsoft Office and cybersecurity. We pick the titles that fit your needs and deliver them inside your own LMS.',
      'استفيدوا من واحد من أكبر كتالوجات الدورات الجاهزة في العالم، من القيادة والامتثال إلى برامج Microsoft Office والأمن السيبراني. ونختار لكم العناوين التي تلبّي احتياجاتكم ونقدّمها داخل نظام إدارة التعلّم الخاص بكم.',
    ],
    contentImage,
  ),
  'solutions-ilearn-catalogues': solution(
    ['iLearn catalogues: curated libraries in Arabic and English', 'كتالوجات iLearn: مكتبات منتقاة بالعربية والإنجليزية'],
    [
      'Ready-made course collections for banking, healthcare, energy, customer service and soft skills, with Arabic titles reviewed by our content team. License a whole catalogue or only the learning paths you need.',
      'مجموعات دورات جاهزة لقطاعات البنوك والرعاية الصحية والطاقة وخدمة العملاء وللمهارات الشخصية، مع عناوين عربية يراجعها فريق المحتوى لدينا. اشتركوا في الكتالوج كاملًا أو في مسارات التعلّم التي تحتاجون إليها فقط.',
    ],
    contentImage,
  ),
  'solutions-bespoke-content': solution(
    ['Bespoke content, written for your people', 'محتوى مخصّص يُكتب لموظفيكم'],
    [
      'Our Riyadh studio turns your policies, products and processes into interactive courses, videos and simulations. Scripts are written natively in Arabic and English and voiced by professional narrators.',
      'يحوّل الاستوديو لدينا في الرياض سياساتكم ومنتجاتكم وإجراءاتكم إلى دورات تفاعلية ومقاطع فيديو وتجارب محاكاة. نكتب النصوص بالعربية والإنجليزية مباشرةً دون ترجمة، ويسجّلها معلّقون صوتيون محترفون.',
    ],
    contentImage,
  ),
  'solutions-rosetta-stone': solution(
    ['Rosetta Stone: language learning for a multilingual workforce', 'Rosetta Stone: تعلّم اللغات لفرق عمل متعدّدة اللغات'],
    [
      'Help employees gain confidence in English, Arabic and more than 20 other languages through immersive lessons, live tutoring and speech recognition. We license, set up and report on Rosetta Stone alongside the rest of your learning.',
      'ساعدوا موظفيكم على التحدّث بثقة بالإنجليزية والعربية وبأكثر من 20\u00A0لغة أخرى، من خلال دروس تفاعلية غامرة، وجلسات مباشرة مع مدرّسين، وتقنية التعرّف على الكلام. ونتولّى ترخيص Rosetta Stone وإعداده ومتابعة تقاريره إلى جانب بقية برامج التعلّم لديكم.',
    ],
    contentImage,
  ),
}
