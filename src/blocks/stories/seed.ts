import type { z } from 'zod'
import { seedOf } from '../../../schemas/block-type.ts'
import { idFromTitle } from '../../../schemas/ids.ts'
import { categoryFilters, type Industry } from '../../../schemas/seed-categories.ts'
import { NBSP as N, both, picture } from '../../../schemas/seed-media.ts'
import { storiesType, type storyItem } from './schema.ts'

type Pair = [en: string, ar: string]
type Story = z.input<typeof storyItem>

/** What each industry's scene shows (public/media/stories, 640 × 400). */
const SCENES: Record<Industry, Pair> = {
  government: [
    'A government building with a dome and columns, and a learner’s progress card beside it',
    'مبنى حكومي بقبّة وأعمدة، وبجانبه بطاقة تقدّم أحد المتعلّمين',
  ],
  banking: [
    'A bank with columns, a stack of gold coins and a rising chart, with a learner’s progress card',
    'مصرف بأعمدة، وكومة من العملات الذهبية ومخطّط صاعد، مع بطاقة تقدّم أحد المتعلّمين',
  ],
  energy: [
    'A wind turbine and a row of solar panels under the sun, with a learner’s progress card',
    'توربين رياح وصفّ من الألواح الشمسية تحت الشمس، مع بطاقة تقدّم أحد المتعلّمين',
  ],
  healthcare: [
    'A hospital with a red cross and a heartbeat line, with a learner’s progress card',
    'مستشفى عليه صليب أحمر وخطّ نبض، مع بطاقة تقدّم أحد المتعلّمين',
  ],
  education: [
    'A graduation cap over a row of books, with a learner’s progress card',
    'قبّعة تخرّج فوق صفّ من الكتب، مع بطاقة تقدّم أحد المتعلّمين',
  ],
  aviation: [
    'An aircraft taking off over a runway beside a control tower, with a learner’s progress card',
    'طائرة تقلع فوق مدرج بجانب برج مراقبة، مع بطاقة تقدّم أحد المتعلّمين',
  ],
  retail: [
    'A shop front with a striped awning and a shopping bag, with a learner’s progress card',
    'واجهة متجر بمظلّة مخطّطة وحقيبة تسوّق، مع بطاقة تقدّم أحد المتعلّمين',
  ],
  telecom: [
    'A telecom mast sending signal waves to a phone, with a learner’s progress card',
    'برج اتصالات يبثّ موجات الإشارة إلى هاتف، مع بطاقة تقدّم أحد المتعلّمين',
  ],
}

/** The pictures a story's article may show (public/media/resources, 640 × 360). */
export const FIGURES = {
  analytics: picture(
    '/media/resources/analytics.svg',
    640,
    360,
    'A results dashboard with bars and a rising line',
    'لوحة نتائج فيها أعمدة وخطّ صاعد',
  ),
  mobile: picture(
    '/media/resources/mobile.svg',
    640,
    360,
    'Three phones showing short lessons and a progress bar',
    'ثلاثة هواتف تعرض دروسًا قصيرة وشريط تقدّم',
  ),
  platform: picture(
    '/media/resources/platform.svg',
    640,
    360,
    'A learning platform on a laptop and a phone, with courses and progress bars',
    'منصّة تعلّم على حاسوب محمول وهاتف، فيها دورات وأشرطة تقدّم',
  ),
  compliance: picture(
    '/media/resources/compliance.svg',
    640,
    360,
    'A checklist with ticked items beside a shield',
    'قائمة تحقّق بنودها مؤشّرة بجانب درع',
  ),
  workshop: picture(
    '/media/resources/workshop.svg',
    640,
    360,
    'Four colleagues in a workshop in front of a chart',
    'أربعة زملاء في ورشة عمل أمام مخطّط',
  ),
}

const NO_IMAGE = { src: '', alt: { en: '', ar: '' } }

export interface StorySeed {
  title: Pair
  /** The client's words, then '— name, role' on its own line. */
  quote: Pair
  industry: Industry
  solutions: string[]
  /** Headed sections of the article: [heading, paragraphs…]. */
  sections: [heading: Pair, ...paragraphs: Pair[]][]
  /** A picture after the section of this index. */
  figure?: { after: number; image: ReturnType<typeof picture> }
}

type Part = NonNullable<NonNullable<Story['detailContent']>['body']>[number]

const part = (id: string, type: 'heading' | 'paragraph', [en, ar]: Pair): Part => ({ id, type, text: both(en, ar), image: NO_IMAGE })

/** A story as customer-stories block 2 stores it: its id from its English title (spec §5), its page from its sections. */
export function story(seed: StorySeed): Story {
  const [altEn, altAr] = SCENES[seed.industry]
  const image = picture(`/media/stories/${seed.industry}.svg`, 640, 400, altEn, altAr)
  const body = seed.sections.flatMap(([heading, ...paragraphs], i) => {
    const id = idFromTitle(heading[0])
    const parts: Part[] = [part(id, 'heading', heading), ...paragraphs.map((p, n) => part(`${id}-${n + 1}`, 'paragraph', p))]
    if (seed.figure?.after === i) parts.push({ id: `${id}-figure`, type: 'image', text: both('', ''), image: seed.figure.image })
    return parts
  })
  return {
    id: idFromTitle(seed.title[0]),
    title: both(...seed.title),
    quote: both(...seed.quote),
    image,
    categories: [seed.industry, ...seed.solutions],
    detailContent: {
      backLinkText: both('Back to customer stories', 'العودة إلى قصص العملاء'),
      introImage: image,
      tocTitle: both('In this story', 'في هذه القصة'),
      shareTitle: both('Share this story', 'شاركوا هذه القصة'),
      body,
    },
  }
}

/** The three headings most stories are told under. */
export const CHALLENGE: Pair = ['The challenge', 'التحدي']
export const BUILT: Pair = ['What we built', 'ما الذي بنيناه؟']
export const RESULTS: Pair = ['The results', 'النتائج']

/** Customer stories: one organisation each, across the industries and solutions of the filters. */
export const stories = [
  story({
    title: [
      'Tamkeen Authority moves 38,000 civil servants onto one learning platform',
      `هيئة تمكين تنقل 38${N}ألف موظف حكومي إلى منصّة تعلّم واحدة`,
    ],
    quote: [
      'For the first time, a director can see what every team has learned this year, in one report, in Arabic.\n— Huda Al-Qahtani, Director of Capability Development',
      'لأول مرة يستطيع المدير أن يرى ما تعلّمه كل فريق هذا العام، في تقرير واحد وباللغة العربية.\n— هدى القحطاني، مديرة تنمية القدرات',
    ],
    industry: 'government',
    solutions: ['totara-learn', 'bespoke-content'],
    sections: [
      [
        CHALLENGE,
        [
          'Tamkeen had grown by merging four agencies, and it had kept all four of their training systems. Staff logged into different portals depending on where they used to work, and nobody could answer a simple question: how many of our people finished their mandatory courses this year?',
          'نمت هيئة تمكين بدمج أربع جهات، واحتفظت بأنظمة التدريب الأربعة كلها. وكان الموظفون يدخلون إلى بوابات مختلفة بحسب الجهة التي عملوا فيها سابقًا، ولم يستطع أحد الإجابة عن سؤال بسيط: كم موظفًا أتمّ دوراته الإلزامية هذا العام؟',
        ],
      ],
      [
        BUILT,
        [
          'We implemented Totara Learn as the single platform for every directorate, hosted in a government-approved data centre in Riyadh and connected to the authority’s HR system, so each employee’s role decides the courses assigned to them.',
          'نفّذنا منصّة Totara Learn لتكون المنصّة الوحيدة لجميع الإدارات، واستضفناها في مركز بيانات معتمد حكوميًا في الرياض، وربطناها بنظام الموارد البشرية في الهيئة، فأصبحت وظيفة كل موظف تحدّد الدورات المسندة إليه.',
        ],
        [
          'Our studio rewrote the 45 most used courses in Arabic first, with short scenarios taken from real service counters and committee meetings.',
          `وأعاد الاستوديو لدينا كتابة 45${N}دورة هي الأكثر استخدامًا بالعربية أولًا، مع سيناريوهات قصيرة مأخوذة من مكاتب خدمة المراجعين واجتماعات اللجان.`,
        ],
      ],
      [
        RESULTS,
        [
          'Within six months all 38,000 employees were learning on one platform. Completion of mandatory courses rose from 54 to 91 percent, and the four old systems were switched off, saving the licence fees that had paid for them.',
          `خلال ستة أشهر أصبح جميع الموظفين البالغ عددهم 38${N}ألف موظف يتعلّمون على منصّة واحدة. وارتفعت نسبة إتمام الدورات الإلزامية من 54 إلى 91${N}بالمئة، وأُوقفت الأنظمة الأربعة القديمة، فوفّرت الهيئة رسوم تراخيصها.`,
        ],
      ],
    ],
    figure: { after: 2, image: FIGURES.analytics },
  }),
  story({
    title: ['Rimal Bank cuts compliance training time by 40 percent', `بنك رمال يختصر وقت تدريب الامتثال بنسبة 40${N}بالمئة`],
    quote: [
      'Our regulator asked for evidence, and we sent them a dashboard instead of a spreadsheet.\n— Majed Al-Suwaidi, Chief Compliance Officer',
      'طلبت منّا الجهة الرقابية أدلّة، فأرسلنا إليها لوحة متابعة بدلًا من جدول بيانات.\n— ماجد السويدي، رئيس إدارة الامتثال',
    ],
    industry: 'banking',
    solutions: ['totara-learn', 'ilearn'],
    sections: [
      [
        CHALLENGE,
        [
          'Every employee at Rimal Bank spent close to 20 hours a year on compliance training, much of it repeating what they already knew. Completion reports were assembled by hand before each audit.',
          `كان كل موظف في بنك رمال يقضي قرابة 20${N}ساعة في العام على تدريب الامتثال، ومعظمها تكرار لما يعرفه مسبقًا. وكانت تقارير الإتمام تُجمع يدويًا قبل كل تدقيق.`,
        ],
      ],
      [
        BUILT,
        [
          'We moved the bank’s compliance programme onto Totara Learn and replaced long annual courses with iLearn catalogue modules on anti-money laundering, data protection and conduct, each opening with a short test. Staff who pass the test skip the module.',
          'نقلنا برنامج الامتثال في البنك إلى منصّة Totara Learn، واستبدلنا بالدورات السنوية الطويلة وحدات من كتالوجات iLearn في مكافحة غسل الأموال وحماية البيانات وقواعد السلوك، تبدأ كل منها باختبار قصير، ومن يجتزه يتخطّى الوحدة.',
        ],
      ],
      [
        RESULTS,
        [
          'Average time spent on compliance training fell by 40 percent while assessment scores rose. The compliance team now answers regulators’ questions from a live dashboard, by branch and by role.',
          `انخفض متوسط الوقت المخصّص لتدريب الامتثال بنسبة 40${N}بالمئة بينما ارتفعت درجات التقييم. وأصبح فريق الامتثال يجيب عن أسئلة الجهات الرقابية من لوحة متابعة مباشرة، حسب الفرع والوظيفة.`,
        ],
      ],
    ],
    figure: { after: 1, image: FIGURES.compliance },
  }),
  story({
    title: [
      'Najd Grid puts safety training in the pocket of 14,000 field engineers',
      `شركة نجد للشبكات تضع تدريب السلامة في جيب 14${N}ألف مهندس ميداني`,
    ],
    quote: [
      'Our engineers now check a procedure on their phone at the substation, before they open the panel, not after.\n— Faisal Al-Dossary, Head of HSE Training',
      'صار مهندسونا يراجعون الإجراء على هواتفهم في المحطة قبل فتح اللوحة، لا بعدها.\n— فيصل الدوسري، رئيس تدريب الصحة والسلامة والبيئة',
    ],
    industry: 'energy',
    solutions: ['totara-mobile', 'bespoke-content'],
    sections: [
      [
        CHALLENGE,
        [
          'Najd Grid’s engineers spend their days at substations far from any classroom, often without a reliable connection. Safety refreshers meant flying people to Riyadh, so they happened once a year at best.',
          'يقضي مهندسو شركة نجد للشبكات أيامهم في محطات بعيدة عن أي قاعة تدريب، وغالبًا دون اتصال موثوق. وكانت الدورات التنشيطية للسلامة تعني نقل الموظفين جوًّا إلى الرياض، فلم تكن تُعقد أكثر من مرة في العام.',
        ],
      ],
      [
        BUILT,
        [
          'We rolled out Totara Mobile with offline access and wrote 60 microlearning lessons of under five minutes each, filmed at the company’s own substations with its own engineers explaining each procedure.',
          `أطلقنا Totara Mobile مع إمكانية العمل دون اتصال، وكتبنا 60${N}درسًا قصيرًا لا يتجاوز كل منها خمس دقائق، صُوّرت في محطات الشركة نفسها ويشرح فيها مهندسوها كل إجراء.`,
        ],
      ],
      [
        RESULTS,
        [
          'Ninety-three percent of engineers completed the safety path in its first quarter, and recordable incidents at substations fell by a quarter over the following year.',
          `أكمل 93${N}بالمئة من المهندسين مسار السلامة في ربعه الأول، وانخفضت الحوادث المسجّلة في المحطات بمقدار الربع خلال العام التالي.`,
        ],
      ],
    ],
    figure: { after: 1, image: FIGURES.mobile },
  }),
  story({
    title: ['Al Waha Health brings nine hospitals onto one learning record', 'مجموعة الواحة الصحية تجمع تسعة مستشفيات في سجلّ تعلّم واحد'],
    quote: [
      'A nurse who moves between our hospitals no longer repeats training she has already done.\n— Dr Mariam Al-Shehhi, Chief Nursing Officer',
      'لم تعد الممرّضة التي تنتقل بين مستشفياتنا تعيد تدريبًا أنجزته من قبل.\n— د. مريم الشحي، رئيسة التمريض',
    ],
    industry: 'healthcare',
    solutions: ['totara-learn', 'opensesame'],
    sections: [
      [
        CHALLENGE,
        [
          'Each of Al Waha’s nine hospitals tracked licences, certifications and mandatory training in its own way. Accreditation visits meant weeks of chasing paper records across departments.',
          'كان كل مستشفى من مستشفيات الواحة التسعة يتابع التراخيص والشهادات والتدريب الإلزامي بطريقته الخاصة، وكانت زيارات الاعتماد تعني أسابيع من تتبّع السجلّات الورقية بين الأقسام.',
        ],
      ],
      [
        BUILT,
        [
          'We implemented Totara Learn with one learning record per clinician across the group, with expiry reminders for every certification. OpenSesame courses on infection control and patient communication fill the gaps between the group’s own clinical programmes.',
          'نفّذنا منصّة Totara Learn بسجلّ تعلّم واحد لكل موظف سريري على مستوى المجموعة، مع تذكيرات قبل انتهاء كل شهادة. وتسدّ دورات مكتبة OpenSesame في مكافحة العدوى والتواصل مع المرضى الفجوات بين البرامج السريرية الخاصة بالمجموعة.',
        ],
      ],
      [
        RESULTS,
        [
          'The last accreditation visit took two days of preparation instead of three weeks. Expired certifications across the group dropped from 11 percent to under 2 percent.',
          `استغرق التحضير لآخر زيارة اعتماد يومين بدلًا من ثلاثة أسابيع، وانخفضت نسبة الشهادات المنتهية على مستوى المجموعة من 11${N}بالمئة إلى أقل من 2${N}بالمئة.`,
        ],
      ],
    ],
  }),
  story({
    title: [
      'Qimam University opens 60 Arabic courses to the public on Open edX',
      `جامعة قمم تتيح 60${N}دورة عربية للجمهور على منصّة Open edX`,
    ],
    quote: [
      'We reached more learners in one term online than our campus teaches in five years.\n— Prof. Khalid Al-Amri, Vice President for Community Learning',
      'وصلنا في فصل دراسي واحد عبر الإنترنت إلى متعلّمين أكثر ممّن يدرّسهم حرمنا الجامعي في خمس سنوات.\n— أ.د. خالد العامري، وكيل الجامعة للتعلّم المجتمعي',
    ],
    industry: 'education',
    solutions: ['open-edx'],
    sections: [
      [
        CHALLENGE,
        [
          'Qimam University wanted to offer its best lecturers’ courses to anyone in the region, free of charge, without building a technology team to run a platform.',
          'أرادت جامعة قمم أن تتيح دورات أفضل محاضريها لكل من يرغب في المنطقة مجانًا، دون أن تبني فريقًا تقنيًا لتشغيل منصّة.',
        ],
      ],
      [
        BUILT,
        [
          'We set up Open edX in Arabic, right to left throughout, with the university’s branding and certificates verified by a link. Our instructional designers worked with 22 faculty members to turn lectures into weekly units with quizzes and discussion.',
          'أعددنا منصّة Open edX بالعربية ومن اليمين إلى اليسار في كل صفحاتها، بهوية الجامعة وشهادات يمكن التحقّق منها برابط. وعمل مصمّمو التعليم لدينا مع 22 عضو هيئة تدريس لتحويل المحاضرات إلى وحدات أسبوعية فيها اختبارات ونقاشات.',
        ],
      ],
      [
        RESULTS,
        [
          'In its first year the platform enrolled 74,000 learners from 19 countries, and the university now runs its own course releases each term with our team on call.',
          `سجّل في المنصّة خلال عامها الأول 74${N}ألف متعلّم من 19${N}دولة، وتطلق الجامعة اليوم دوراتها بنفسها كل فصل دراسي وفريقنا جاهز للمساندة.`,
        ],
      ],
    ],
    figure: { after: 1, image: FIGURES.platform },
  }),
  story({
    title: ['Falak Airways links cabin crew training to performance reviews', 'طيران الفلك يربط تدريب طواقم الضيافة بتقييم الأداء'],
    quote: [
      'Reviews used to be about opinions. Now they start from what each crew member has completed and what passengers said.\n— Lina Barakat, Head of Cabin Services',
      'كانت التقييمات تقوم على الآراء، وأصبحت اليوم تبدأ ممّا أكمله كل فرد في الطاقم وممّا قاله المسافرون.\n— لينا بركات، رئيسة خدمات المقصورة',
    ],
    industry: 'aviation',
    solutions: ['totara-perform', 'totara-learn'],
    sections: [
      [
        CHALLENGE,
        [
          'Falak Airways’ 2,800 cabin crew took recurrent training on one system and were reviewed on paper forms in another process entirely, so development plans rarely mentioned training at all.',
          `كان أفراد طواقم الضيافة في طيران الفلك، وعددهم 2800 فرد، يتلقّون التدريب الدوري على نظام، ويُقيَّمون باستمارات ورقية في إجراء آخر تمامًا، فنادرًا ما كانت خطط التطوير تذكر التدريب.`,
        ],
      ],
      [
        BUILT,
        [
          'We implemented Totara Learn and Totara Perform together: recurrent training, check rides and passenger feedback now flow into one review, and each crew member leaves it with a development plan built from real courses.',
          'نفّذنا منصّتَي Totara Learn وTotara Perform معًا، فصار التدريب الدوري والرحلات التقييمية وآراء المسافرين تصبّ في تقييم واحد، ويخرج منه كل فرد في الطاقم بخطة تطوير مبنية على دورات حقيقية.',
        ],
      ],
      [
        RESULTS,
        [
          'Every review now includes a training plan, and crew promoted to senior roles are ready three months sooner on average.',
          `أصبح كل تقييم يتضمّن خطة تدريب، وصار أفراد الطاقم المرقّون إلى المناصب الأعلى جاهزين قبل الموعد المعتاد بثلاثة أشهر في المتوسط.`,
        ],
      ],
    ],
  }),
  story({
    title: [
      'Dunes Retail Group onboards seasonal staff in three days, not three weeks',
      'مجموعة ديونز للتجزئة تؤهّل موظفيها الموسميين في ثلاثة أيام بدلًا من ثلاثة أسابيع',
    ],
    quote: [
      'New starters arrive on the shop floor already knowing our returns policy and our tills.\n— Reem Al-Mansoori, Group Learning Manager',
      'يصل الموظفون الجدد إلى صالة العرض وهم يعرفون سياسة الإرجاع لدينا وأجهزة الدفع.\n— ريم المنصوري، مديرة التعلّم في المجموعة',
    ],
    industry: 'retail',
    solutions: ['totara-mobile', 'bespoke-content'],
    sections: [
      [
        CHALLENGE,
        [
          'Before every Ramadan and summer season Dunes hires up to 1,500 temporary staff across 120 stores. Store managers trained them one by one, and customers noticed the difference.',
          'قبل كل موسم رمضاني وصيفي توظّف ديونز حتى 1500\u00A0موظف مؤقت في 120 متجرًا، وكان مديرو المتاجر يدرّبونهم واحدًا تلو الآخر، فيلاحظ العملاء الفرق.',
        ],
      ],
      [
        BUILT,
        [
          'We built a bilingual onboarding path on Totara Mobile that new starters complete on their own phones before their first shift: short videos of real stores, a tour of the tills and a quiz on the policies customers ask about most.',
          'بنينا مسار تأهيل ثنائي اللغة على Totara Mobile يكمله الموظفون الجدد على هواتفهم قبل أول مناوبة: مقاطع قصيرة من متاجر حقيقية، وجولة على أجهزة الدفع، واختبار في السياسات التي يسأل عنها العملاء أكثر من غيرها.',
        ],
      ],
      [
        RESULTS,
        [
          'Time to full productivity for seasonal staff fell from three weeks to three days, and mystery-shopper scores in the peak season rose by 18 points.',
          'انخفض الوقت اللازم ليبلغ الموظف الموسمي كامل إنتاجيته من ثلاثة أسابيع إلى ثلاثة أيام، وارتفعت درجات المتسوّق الخفي في موسم الذروة بمقدار 18 نقطة.',
        ],
      ],
    ],
    figure: { after: 1, image: FIGURES.mobile },
  }),
  story({
    title: [
      'Sadeem Telecom lifts English skills across its customer care centres',
      'سديم للاتصالات ترفع مستوى اللغة الإنجليزية في مراكز خدمة العملاء',
    ],
    quote: [
      'Agents who used to pass English calls to a colleague now take them themselves.\n— Tariq Nasser, Customer Care Director',
      'صار الموظفون الذين كانوا يحوّلون المكالمات الإنجليزية إلى زملائهم يتولّونها بأنفسهم.\n— طارق ناصر، مدير خدمة العملاء',
    ],
    industry: 'telecom',
    solutions: ['rosetta-stone'],
    sections: [
      [
        CHALLENGE,
        [
          'A third of the calls to Sadeem’s care centres come from expatriate customers, but fewer than half of the agents felt confident handling a call in English.',
          'يأتي ثلث المكالمات إلى مراكز خدمة العملاء في سديم من عملاء وافدين، غير أن أقل من نصف الموظفين كانوا يشعرون بالثقة في إدارة مكالمة بالإنجليزية.',
        ],
      ],
      [
        BUILT,
        [
          'We gave 900 agents Rosetta Stone with a placement test, a learning path for telecom vocabulary, and weekly live tutoring sessions scheduled around their shifts. Team leaders follow progress in monthly reports.',
          `وفّرنا برنامج Rosetta Stone لتسعمئة موظف مع اختبار تحديد المستوى، ومسار تعلّم لمفردات الاتصالات، وجلسات دروس مباشرة أسبوعية تُحجز بما يناسب مناوباتهم، ويتابع قادة الفرق التقدّم في تقارير شهرية.`,
        ],
      ],
      [
        RESULTS,
        [
          'After nine months, 68 percent of agents moved up at least one level, and transfers of English calls between agents fell by half.',
          `بعد تسعة أشهر ارتقى 68${N}بالمئة من الموظفين مستوى واحدًا على الأقل، وانخفض تحويل المكالمات الإنجليزية بين الموظفين إلى النصف.`,
        ],
      ],
    ],
  }),
  story({
    title: [
      'Gulf Civil Academy launches a national leadership programme online',
      'الأكاديمية الخليجية للخدمة المدنية تطلق برنامجًا وطنيًا للقيادة عبر الإنترنت',
    ],
    quote: [
      'Leaders from remote regions now join the same cohorts as those in the capital.\n— Abdullah Al-Harbi, Dean of Leadership Programmes',
      'صار القادة من المناطق البعيدة ينضمّون إلى الدفعات نفسها التي ينضمّ إليها قادة العاصمة.\n— عبدالله الحربي، عميد برامج القيادة',
    ],
    industry: 'government',
    solutions: ['open-edx', 'bespoke-content'],
    sections: [
      [
        CHALLENGE,
        [
          'The academy’s leadership programme could take 200 participants a year in its classrooms, while thousands of new managers across the civil service were waiting for a place.',
          `كان برنامج القيادة في الأكاديمية يستوعب 200${N}مشارك سنويًا في قاعاته، بينما ينتظر آلاف المديرين الجدد في أجهزة الخدمة المدنية دورهم.`,
        ],
      ],
      [
        BUILT,
        [
          'We designed a blended programme on Open edX: eight online modules written with the academy’s faculty, case studies from government departments, and two residential weeks for the skills that need a room.',
          'صمّمنا برنامجًا مدمجًا على منصّة Open edX يضمّ ثماني وحدات إلكترونية كُتبت مع أعضاء هيئة التدريس في الأكاديمية، ودراسات حالة من جهات حكومية، وأسبوعين حضوريين للمهارات التي تحتاج إلى قاعة.',
        ],
      ],
      [
        RESULTS,
        [
          'The programme now takes 2,000 managers a year, ten times its previous capacity, with participant ratings of 4.6 out of 5.',
          `يستوعب البرنامج اليوم 2000${N}مدير سنويًا، أي عشرة أضعاف طاقته السابقة، بتقييم من المشاركين يبلغ 4.6 من 5.`,
        ],
      ],
    ],
    figure: { after: 1, image: FIGURES.workshop },
  }),
  story({
    title: ['Noor Takaful replaces annual appraisals with quarterly conversations', 'نور للتكافل تستبدل بالتقييم السنوي محادثات ربع سنوية'],
    quote: [
      'Managers stopped dreading December. Feedback now happens when it is still useful.\n— Sara Al-Jaber, Chief People Officer',
      'لم يعد المديرون يخشون شهر ديسمبر، فالملاحظات تُقدَّم الآن حين تكون مفيدة.\n— سارة الجابر، الرئيسة التنفيذية للموارد البشرية',
    ],
    industry: 'banking',
    solutions: ['totara-perform'],
    sections: [
      [
        CHALLENGE,
        [
          'Noor Takaful’s annual appraisal took managers weeks of form filling, and employees said it rarely told them anything new about their work.',
          'كان التقييم السنوي في نور للتكافل يكلّف المديرين أسابيع من تعبئة الاستمارات، وكان الموظفون يقولون إنه نادرًا ما أضاف جديدًا عن عملهم.',
        ],
      ],
      [
        BUILT,
        [
          'We implemented Totara Perform with quarterly check-ins, goals that cascade from the company plan, and a short template managers fill in during the conversation itself. Our consultants trained every manager in two half-day workshops.',
          'نفّذنا منصّة Totara Perform بلقاءات متابعة ربع سنوية، وأهداف تتدرّج من خطة الشركة، ونموذج قصير يعبّئه المدير أثناء المحادثة نفسها، ودرّب مستشارونا كل مدير في ورشتين مدة كل منهما نصف يوم.',
        ],
      ],
      [
        RESULTS,
        [
          'Ninety-six percent of quarterly check-ins happened on time in the first year, and the share of employees who say they know what is expected of them rose from 61 to 84 percent.',
          `عُقد 96${N}بالمئة من لقاءات المتابعة الربع سنوية في موعدها خلال العام الأول، وارتفعت نسبة الموظفين الذين يقولون إنهم يعرفون المتوقّع منهم من 61 إلى 84${N}بالمئة.`,
        ],
      ],
    ],
  }),
  story({
    title: [
      'Thuraya Energy gives 6,000 employees a digital skills catalogue in Arabic',
      `ثريا للطاقة تمنح 6${N}آلاف موظف كتالوجًا عربيًا للمهارات الرقمية`,
    ],
    quote: [
      'People choose courses because they want them, not because a form told them to.\n— Nawaf Al-Otaibi, Learning and Development Lead',
      'يختار الموظفون الدورات لأنهم يريدونها، لا لأن استمارة طلبت منهم ذلك.\n— نواف العتيبي، رئيس التعلّم والتطوير',
    ],
    industry: 'energy',
    solutions: ['ilearn', 'totara-learn'],
    sections: [
      [
        CHALLENGE,
        [
          'Thuraya’s digital transformation plan asked every employee to build data and automation skills, but most courses on the market were in English only and pitched at IT specialists.',
          'طلبت خطة التحوّل الرقمي في ثريا من كل موظف أن يبني مهارات في البيانات والأتمتة، غير أن معظم الدورات المتاحة في السوق كانت بالإنجليزية فقط وموجّهة إلى المتخصّصين في تقنية المعلومات.',
        ],
      ],
      [
        BUILT,
        [
          'We loaded 340 iLearn catalogue courses in Arabic into the company’s Totara Learn platform, grouped them into five paths from beginner to practitioner, and added a self-assessment that recommends where each person should start.',
          `أضفنا 340${N}دورة من كتالوجات iLearn العربية إلى منصّة Totara Learn في الشركة، وجمعناها في خمسة مسارات من المبتدئ إلى الممارس، وأضفنا تقييمًا ذاتيًا يقترح على كل موظف نقطة البداية المناسبة له.`,
        ],
      ],
      [
        RESULTS,
        [
          'Within a year 71 percent of employees completed at least one path, most of them by choice, and the internal automation team received three times as many project ideas from the business.',
          `خلال عام أكمل 71${N}بالمئة من الموظفين مسارًا واحدًا على الأقل، ومعظمهم باختيارهم، وتلقّى فريق الأتمتة الداخلي ثلاثة أضعاف أفكار المشاريع من وحدات العمل.`,
        ],
      ],
    ],
  }),
  story({
    title: [
      'Shifa Laboratories turns lab safety procedures into 12-minute simulations',
      `مختبرات شفاء تحوّل إجراءات السلامة المخبرية إلى محاكاة مدتها 12${N}دقيقة`,
    ],
    quote: [
      'Technicians practise a spill response on screen before they ever have to do it for real.\n— Dr Yousef Saleh, Quality and Safety Manager',
      'يتدرّب الفنّيون على التعامل مع الانسكاب على الشاشة قبل أن يضطرّوا إليه فعلًا.\n— د. يوسف صالح، مدير الجودة والسلامة',
    ],
    industry: 'healthcare',
    solutions: ['bespoke-content'],
    sections: [
      [
        CHALLENGE,
        [
          'Shifa’s laboratory procedures ran to hundreds of pages. New technicians signed to say they had read them, and the quality team knew that few had.',
          'كانت إجراءات المختبرات في شفاء تمتدّ إلى مئات الصفحات، وكان الفنّيون الجدد يوقّعون بأنهم قرؤوها، ويعلم فريق الجودة أن قلّة منهم فعلوا.',
        ],
      ],
      [
        BUILT,
        [
          'Our studio turned the eight highest-risk procedures into interactive simulations in Arabic and English. Each one puts the technician in a real situation, a broken sample tube or a failed centrifuge, and lets them make the decisions.',
          'حوّل الاستوديو لدينا الإجراءات الثمانية الأعلى خطورة إلى محاكاة تفاعلية بالعربية والإنجليزية، تضع كل منها الفنّي في موقف حقيقي، مثل أنبوب عيّنة مكسور أو جهاز طرد مركزي متعطّل، وتتركه يتّخذ القرارات.',
        ],
      ],
      [
        RESULTS,
        [
          'Audit findings related to procedure breaches fell by 60 percent, and new technicians now reach sign-off two weeks earlier.',
          `انخفضت ملاحظات التدقيق المتعلّقة بمخالفة الإجراءات بنسبة 60${N}بالمئة، وأصبح الفنّيون الجدد يحصلون على الاعتماد قبل أسبوعين من الموعد السابق.`,
        ],
      ],
    ],
    figure: { after: 1, image: FIGURES.compliance },
  }),
  story({
    title: [
      'Hadeel Schools builds a professional learning path for 2,400 teachers',
      `مدارس هديل تبني مسارًا للتطوير المهني يخدم 2400${N}معلّم`,
    ],
    quote: [
      'Our teachers finally have one place for every workshop, certificate and lesson observation.\n— Amal Al-Saadi, Director of Teacher Development',
      'أصبح لدى معلّمينا أخيرًا مكان واحد لكل ورشة وشهادة وزيارة صفّية.\n— أمل السعدي، مديرة تطوير المعلّمين',
    ],
    industry: 'education',
    solutions: ['totara-learn', 'rosetta-stone'],
    sections: [
      [
        CHALLENGE,
        [
          'Hadeel’s 31 schools each organised their own teacher training, and the group could not tell which teachers met the ministry’s new professional development hours.',
          'كانت كل مدرسة من مدارس هديل الإحدى والثلاثين تنظّم تدريب معلّميها بنفسها، ولم تستطع المجموعة أن تعرف أيّ المعلّمين استوفى ساعات التطوير المهني الجديدة التي تشترطها الوزارة.',
        ],
      ],
      [
        BUILT,
        [
          'We implemented Totara Learn with a path for each career stage, records of classroom observations, and Rosetta Stone for teachers who teach in English. Principals see their school’s progress against the ministry’s requirement at a glance.',
          'نفّذنا منصّة Totara Learn بمسار لكل مرحلة مهنية، وسجلّات للزيارات الصفّية، وبرنامج Rosetta Stone للمعلّمين الذين يدرّسون بالإنجليزية، ويرى مديرو المدارس تقدّم مدارسهم مقارنة باشتراطات الوزارة في لمحة واحدة.',
        ],
      ],
      [
        RESULTS,
        [
          'All 2,400 teachers met the required hours a term early, and the group now plans training from data rather than from requests.',
          `استوفى جميع المعلّمين البالغ عددهم 2400${N}معلّم الساعات المطلوبة قبل نهاية العام بفصل دراسي، وصارت المجموعة تخطّط للتدريب بناءً على البيانات لا على الطلبات.`,
        ],
      ],
    ],
  }),
  story({
    title: [
      'Sahel Logistics trains warehouse supervisors across four countries',
      'ساحل للخدمات اللوجستية تدرّب مشرفي المستودعات في أربع دول',
    ],
    quote: [
      'A supervisor in Muscat and one in Jeddah now run the same shift handover, the same way.\n— Karim Haddad, Regional Operations Director',
      'صار مشرف في مسقط وآخر في جدّة يجريان تسليم المناوبة نفسه وبالطريقة نفسها.\n— كريم حداد، مدير العمليات الإقليمي',
    ],
    industry: 'aviation',
    solutions: ['opensesame', 'totara-learn'],
    sections: [
      [
        CHALLENGE,
        [
          'Sahel runs 26 warehouses in Saudi Arabia, the UAE, Oman and Bahrain. Supervisors were promoted from the floor and learned the role by watching whoever came before them.',
          'تدير ساحل 26 مستودعًا في المملكة العربية السعودية والإمارات وعُمان والبحرين، وكان المشرفون يُرقَّون من صالات العمل ويتعلّمون الدور بمراقبة من سبقهم.',
        ],
      ],
      [
        BUILT,
        [
          'We combined OpenSesame courses on supervision, safety and inventory with short videos of Sahel’s own procedures, in a twelve-week path on Totara Learn that supervisors follow alongside their work.',
          `جمعنا دورات مكتبة OpenSesame في الإشراف والسلامة وإدارة المخزون مع مقاطع قصيرة عن إجراءات ساحل نفسها، في مسار مدته 12${N}أسبوعًا على منصّة Totara Learn يتابعه المشرفون إلى جانب عملهم.`,
        ],
      ],
      [
        RESULTS,
        [
          'Picking errors fell by 22 percent in warehouses whose supervisors completed the path, and supervisor turnover dropped to its lowest level in five years.',
          `انخفضت أخطاء التجهيز بنسبة 22${N}بالمئة في المستودعات التي أكمل مشرفوها المسار، وتراجع معدّل دوران المشرفين إلى أدنى مستوى له منذ خمس سنوات.`,
        ],
      ],
    ],
  }),
  story({
    title: [
      'Saffron Hotels raises guest satisfaction with service training in two languages',
      'فنادق زعفران ترفع رضا النزلاء بتدريب على الخدمة بلغتين',
    ],
    quote: [
      'Our staff come from eleven countries. Training that speaks to all of them made our service feel like one hotel.\n— Hala Mansour, Director of Guest Experience',
      'يأتي موظفونا من أحد عشر بلدًا، والتدريب الذي يخاطبهم جميعًا جعل خدمتنا تبدو كأنها في فندق واحد.\n— هالة منصور، مديرة تجربة النزلاء',
    ],
    industry: 'retail',
    solutions: ['ilearn', 'totara-learn'],
    sections: [
      [
        CHALLENGE,
        [
          'Saffron’s seven hotels each trained front-office and restaurant staff differently, and guest reviews kept mentioning the same problems at check-in.',
          'كانت فنادق زعفران السبعة تدرّب موظفي الاستقبال والمطاعم كلٌّ بطريقته، وظلّت تقييمات النزلاء تذكر المشكلات نفسها عند تسجيل الوصول.',
        ],
      ],
      [
        BUILT,
        [
          'We built a service standards path on Totara Learn from iLearn catalogue courses on hospitality and communication, in Arabic and English, and added a monthly quiz on the group’s own standards.',
          'بنينا مسارًا لمعايير الخدمة على منصّة Totara Learn من دورات كتالوجات iLearn في الضيافة والتواصل بالعربية والإنجليزية، وأضفنا اختبارًا شهريًا في معايير المجموعة نفسها.',
        ],
      ],
      [
        RESULTS,
        [
          'Guest satisfaction scores for check-in rose from 7.9 to 8.8 out of 10 within a year, and complaints about waiting times halved.',
          'ارتفعت درجات رضا النزلاء عن تسجيل الوصول من 7.9 إلى 8.8 من 10 خلال عام، وانخفضت الشكاوى من أوقات الانتظار إلى النصف.',
        ],
      ],
    ],
  }),
  story({
    title: [
      'Jazeera Mobile builds a sales academy for 3,000 retail advisers',
      `جزيرة موبايل تبني أكاديمية مبيعات لثلاثة آلاف مستشار مبيعات`,
    ],
    quote: [
      'When a new phone launches, every adviser knows it before the customers do.\n— Mohammed Al-Zahrani, Head of Retail Sales',
      'حين يُطرح هاتف جديد يعرفه كل مستشار قبل أن يعرفه العملاء.\n— محمد الزهراني، رئيس مبيعات التجزئة',
    ],
    industry: 'telecom',
    solutions: ['totara-learn', 'totara-mobile'],
    sections: [
      [
        CHALLENGE,
        [
          'Jazeera launches dozens of devices and plans every year. Product briefings went out as slides by e-mail, and advisers in the stores rarely had time to read them.',
          'تطلق جزيرة عشرات الأجهزة والباقات كل عام، وكانت نشرات المنتجات تُرسل شرائح عبر البريد الإلكتروني، ونادرًا ما وجد مستشارو المتاجر وقتًا لقراءتها.',
        ],
      ],
      [
        BUILT,
        [
          'We set up a sales academy on Totara Learn and Totara Mobile: three-minute launch briefings, a badge for each product family and a monthly leaderboard by store, so briefings happen on the shop floor between customers.',
          'أنشأنا أكاديمية مبيعات على منصّة Totara Learn وTotara Mobile: نشرات إطلاق مدة كل منها ثلاث دقائق، وشارة لكل فئة منتجات، ولوحة صدارة شهرية حسب المتجر، فتجري النشرات في صالة العرض بين عميل وآخر.',
        ],
      ],
      [
        RESULTS,
        [
          'Ninety percent of advisers complete each launch briefing before launch day, and stores in the top quarter of the leaderboard sell 14 percent more accessories.',
          `يكمل 90${N}بالمئة من المستشارين كل نشرة إطلاق قبل يوم الإطلاق، وتبيع المتاجر التي تحتلّ الربع الأعلى في لوحة الصدارة ملحقات أكثر بنسبة 14${N}بالمئة.`,
        ],
      ],
    ],
  }),
  story({
    title: [
      'Digital Services Office aligns learning with its national digital strategy',
      'مكتب الخدمات الرقمية يربط التعلّم باستراتيجيته الرقمية الوطنية',
    ],
    quote: [
      'We can now show which strategic goals our training supports, and where the gaps are.\n— Aisha Al-Marzouqi, Head of Strategy Office',
      'أصبح بإمكاننا أن نبيّن الأهداف الاستراتيجية التي يدعمها تدريبنا، وأين تقع الفجوات.\n— عائشة المرزوقي، رئيسة مكتب الاستراتيجية',
    ],
    industry: 'government',
    solutions: ['totara-perform', 'totara-learn'],
    sections: [
      [
        CHALLENGE,
        [
          'The office’s strategy set clear goals for digital services, but employee goals and training plans were written separately and never referred to it.',
          'حدّدت استراتيجية المكتب أهدافًا واضحة للخدمات الرقمية، لكن أهداف الموظفين وخطط تدريبهم كانت تُكتب بمعزل عنها ولا تشير إليها.',
        ],
      ],
      [
        BUILT,
        [
          'We implemented Totara Perform and Totara Learn so every employee goal links to a strategic objective and every competency gap links to a course. Leaders see coverage by objective on one dashboard.',
          'نفّذنا منصّتَي Totara Perform وTotara Learn بحيث يرتبط كل هدف للموظف بهدف استراتيجي، وكل فجوة في الكفاءات بدورة تدريبية، ويرى القادة مدى التغطية لكل هدف في لوحة متابعة واحدة.',
        ],
      ],
      [
        RESULTS,
        [
          'Every employee goal is now linked to the strategy, and training spend moved towards the three objectives the dashboard showed were least covered.',
          'أصبح كل هدف للموظفين مرتبطًا بالاستراتيجية، واتّجه الإنفاق على التدريب نحو الأهداف الثلاثة التي أظهرت لوحة المتابعة أنها الأقل تغطية.',
        ],
      ],
    ],
    figure: { after: 2, image: FIGURES.analytics },
  }),
  story({
    title: ['Ruwad Capital makes anti-money-laundering training stick', 'رواد كابيتال تجعل تدريب مكافحة غسل الأموال راسخًا'],
    quote: [
      'Staff remember the case of the shell company long after they have forgotten the slides.\n— Hassan Al-Ali, Head of Financial Crime',
      'يتذكّر الموظفون قضية الشركة الوهمية طويلًا بعد أن ينسوا الشرائح.\n— حسن العلي، رئيس مكافحة الجرائم المالية',
    ],
    industry: 'banking',
    solutions: ['bespoke-content', 'opensesame'],
    sections: [
      [
        CHALLENGE,
        [
          'Ruwad’s annual anti-money-laundering course was a 90-slide deck. Staff passed the test and, a month later, could not spot a suspicious transaction in a review exercise.',
          `كانت دورة مكافحة غسل الأموال السنوية في رواد عرضًا من 90 شريحة، ينجح الموظفون في اختباره، ثم يعجزون بعد شهر عن اكتشاف معاملة مشبوهة في تمرين مراجعة.`,
        ],
      ],
      [
        BUILT,
        [
          'Our studio wrote five investigation scenarios based on anonymised cases from the region, in which staff follow a trail of transactions and decide when to raise a report. OpenSesame courses cover the regulatory background.',
          'كتب الاستوديو لدينا خمسة سيناريوهات تحقيق مبنية على قضايا من المنطقة بعد إخفاء هوياتها، يتتبّع فيها الموظف سلسلة معاملات ويقرّر متى يرفع بلاغًا، وتغطّي دورات مكتبة OpenSesame الخلفية التنظيمية.',
        ],
      ],
      [
        RESULTS,
        [
          'Three months after training, staff identified 82 percent of the suspicious cases in the review exercise, up from 47 percent, and internal reports of suspicious activity doubled in quality.',
          `بعد ثلاثة أشهر من التدريب اكتشف الموظفون 82${N}بالمئة من الحالات المشبوهة في تمرين المراجعة بعد أن كانت النسبة 47${N}بالمئة، وتضاعفت جودة البلاغات الداخلية عن النشاط المشبوه.`,
        ],
      ],
    ],
  }),
  story({
    title: [
      'Baraka Water shares operator training with municipalities across the region',
      'بركة للمياه تشارك تدريب المشغّلين مع البلديات في أنحاء المنطقة',
    ],
    quote: [
      'Small municipalities get the same training as our largest plant, at a fraction of the cost.\n— Eng. Salem Al-Kaabi, Technical Training Manager',
      'تحصل البلديات الصغيرة على التدريب نفسه الذي تحصل عليه أكبر محطاتنا، وبجزء يسير من التكلفة.\n— م. سالم الكعبي، مدير التدريب الفني',
    ],
    industry: 'energy',
    solutions: ['open-edx', 'bespoke-content'],
    sections: [
      [
        CHALLENGE,
        [
          'Baraka trains its own desalination operators well, and neighbouring municipalities kept asking to send their staff. The classroom could not take them all.',
          'تدرّب بركة مشغّلي محطات التحلية لديها تدريبًا جيدًا، وظلّت البلديات المجاورة تطلب إرسال موظفيها، ولم تتّسع القاعات لهم جميعًا.',
        ],
      ],
      [
        BUILT,
        [
          'We built an operator academy on Open edX with 14 courses on treatment processes, maintenance and water quality, with animated plant walkthroughs produced by our studio. Municipalities enrol their own staff and receive their reports.',
          `بنينا أكاديمية للمشغّلين على منصّة Open edX تضمّ 14${N}دورة في عمليات المعالجة والصيانة وجودة المياه، مع جولات متحرّكة داخل المحطة أنتجها الاستوديو لدينا، وتسجّل البلديات موظفيها بنفسها وتتلقّى تقاريرهم.`,
        ],
      ],
      [
        RESULTS,
        [
          'Operators from 23 municipalities have completed the academy’s core path, and Baraka now licenses the content to two national water authorities.',
          'أكمل مشغّلون من 23 بلدية المسار الأساسي في الأكاديمية، وتمنح بركة اليوم تراخيص هذا المحتوى لهيئتين وطنيتين للمياه.',
        ],
      ],
    ],
  }),
  story({
    title: ['Marasi Ports certifies crane operators with blended training', 'مراسي للموانئ تعتمد مشغّلي الرافعات بتدريب مدمج'],
    quote: [
      'Trainees arrive at the simulator already knowing the signals, so simulator hours go on real skill.\n— Capt. Rashid Al-Nuaimi, Training Superintendent',
      'يصل المتدرّبون إلى جهاز المحاكاة وهم يعرفون الإشارات، فتُصرف ساعات المحاكاة على المهارة الحقيقية.\n— الربّان راشد النعيمي، مشرف التدريب',
    ],
    industry: 'aviation',
    solutions: ['totara-learn', 'bespoke-content'],
    sections: [
      [
        CHALLENGE,
        [
          'Crane simulator time is expensive, and Marasi’s trainees were spending much of it learning hand signals and safety rules that could be learned anywhere.',
          'وقت جهاز محاكاة الرافعات مكلف، وكان المتدرّبون في مراسي يقضون جزءًا كبيرًا منه في تعلّم إشارات اليد وقواعد السلامة التي يمكن تعلّمها في أي مكان.',
        ],
      ],
      [
        BUILT,
        [
          'We moved the theory into a bespoke online course on Totara Learn, with 3D animations of the port’s own cranes and a signals game, and linked it to the simulator booking so only trainees who pass can book a session.',
          'نقلنا الجانب النظري إلى دورة إلكترونية مخصّصة على منصّة Totara Learn، فيها رسوم ثلاثية الأبعاد لرافعات الميناء نفسه ولعبة للإشارات، وربطناها بحجز جهاز المحاكاة فلا يحجز جلسة إلا من اجتاز الدورة.',
        ],
      ],
      [
        RESULTS,
        [
          'Simulator hours per certified operator fell by 35 percent, and first-attempt certification rose from 64 to 88 percent.',
          `انخفضت ساعات المحاكاة لكل مشغّل معتمد بنسبة 35${N}بالمئة، وارتفعت نسبة الاعتماد من المحاولة الأولى من 64 إلى 88${N}بالمئة.`,
        ],
      ],
    ],
  }),
]

/** Customer stories block 2: the stories, filtered by the industries and solutions clients share. */
export const storiesSeed = seedOf(storiesType, {
  'customer-stories': [
    {
      order: 2,
      content: {
        title: both('Stories from our clients', 'قصص من عملائنا'),
        subtitle: both(
          'Choose an industry or a solution to find organisations like yours, and read what they set out to change and what they measured.',
          'اختاروا قطاعًا أو حلًا لتجدوا مؤسسات تشبه مؤسستكم، واقرؤوا ما أرادت تغييره وما الذي قاسته.',
        ),
        buttonText: both('Read all customer stories', 'اقرؤوا جميع قصص العملاء'),
        buttonLink: '/customer-stories',
        filters: categoryFilters,
        stories,
      },
    },
  ],
})
