import type { z } from 'zod'
import { seedOf } from '../../../schemas/block-type.ts'
import { idFromTitle } from '../../../schemas/ids.ts'
import { NBSP as N, both, picture } from '../../../schemas/seed-media.ts'
import { postsType, type postItem } from './schema.ts'

type Pair = [en: string, ar: string]

const SCENES = {
  webinar: [
    'A video call on a laptop with a presenter and three attendees, and a live badge',
    'مكالمة فيديو على حاسوب محمول فيها مقدّم وثلاثة حاضرين، وشارة بثّ مباشر',
  ],
  workshop: ['Four colleagues in a workshop in front of a chart and a sticky note', 'أربعة زملاء في ورشة عمل أمام مخطّط وورقة ملاحظات'],
  platform: [
    'A learning platform on a laptop and a phone, with courses and progress bars',
    'منصّة تعلّم على حاسوب محمول وهاتف، فيها دورات وأشرطة تقدّم',
  ],
  content: ['A video lesson on a screen beside a studio microphone', 'درس مصوّر على شاشة بجانب ميكروفون استوديو'],
  mobile: ['Three phones showing short lessons and a progress bar', 'ثلاثة هواتف تعرض دروسًا قصيرة وشريط تقدّم'],
  compliance: ['A checklist with ticked items beside a shield', 'قائمة تحقّق بنودها مؤشّرة بجانب درع'],
  analytics: ['A results dashboard with bars and a rising line', 'لوحة نتائج فيها أعمدة وخطّ صاعد'],
  language: ['Two speech bubbles, one in each language', 'فقاعتا كلام، واحدة لكل لغة'],
} as const satisfies Record<string, Pair>

type Scene = keyof typeof SCENES

interface PostSeed {
  type: 'blog' | 'event'
  title: Pair
  tag: Pair
  date: Pair
  description: Pair
  scene: Scene
  /** The line under the title: author and reading time, or where and when. */
  meta: Pair
  sections: [heading: Pair, ...paragraphs: Pair[]][]
  layout?: 'article' | 'simple'
}

const NO_IMAGE = { src: '', alt: { en: '', ar: '' } }

function post(seed: PostSeed): z.input<typeof postItem> {
  const [altEn, altAr] = SCENES[seed.scene]
  const image = picture(`/media/resources/${seed.scene}.svg`, 640, 360, altEn, altAr)
  const body = [
    { id: 'meta', type: 'paragraph' as const, text: both(...seed.meta), image: NO_IMAGE },
    ...seed.sections.flatMap(([heading, ...paragraphs]) => {
      const id = idFromTitle(heading[0])
      return [
        { id, type: 'heading' as const, text: both(...heading), image: NO_IMAGE },
        ...paragraphs.map((p, i) => ({ id: `${id}-${i + 1}`, type: 'paragraph' as const, text: both(...p), image: NO_IMAGE })),
      ]
    }),
  ]
  return {
    id: idFromTitle(seed.title[0]),
    type: seed.type,
    image,
    tag: both(...seed.tag),
    date: both(...seed.date),
    title: both(...seed.title),
    description: both(...seed.description),
    layoutType: seed.layout ?? 'article',
    detailContent: {
      backLinkText: both('Back to resources', 'العودة إلى الموارد'),
      introImage: image,
      shareTitle: both('Share', 'شاركوا'),
      body,
    },
  }
}

const WEBINAR: Pair = ['Webinar', 'ندوة إلكترونية']
const WORKSHOP: Pair = ['Workshop', 'ورشة عمل']
const FORUM: Pair = ['Forum', 'ملتقى']
const PLATFORMS: Pair = ['Platforms', 'المنصّات']
const CONTENT: Pair = ['Content', 'المحتوى']
const STRATEGY: Pair = ['Strategy', 'الاستراتيجية']
const ABOUT: Pair = ['About the event', 'عن الفعالية']
const AGENDA: Pair = ['What we will cover', 'محاور الفعالية']
const WHO: Pair = ['Who should attend', 'لمن هذه الفعالية؟']

/** Resources: articles by our consultants and events, newest first. */
export const posts = [
  post({
    type: 'event',
    title: ['Webinar: choosing an LMS for a government entity', 'ندوة إلكترونية: كيف تختار الجهة الحكومية نظام إدارة التعلّم؟'],
    tag: WEBINAR,
    date: ['10 December 2026', `10 ديسمبر 2026`],
    description: [
      'Hosting, Arabic, integration with government HR systems and procurement: what to check before you sign.',
      'الاستضافة، والعربية، والربط بأنظمة الموارد البشرية الحكومية، والمشتريات: ما الذي ينبغي التحقّق منه قبل التوقيع؟',
    ],
    scene: 'webinar',
    meta: [
      'Online · 10 December 2026 · 11:00 Riyadh time · 60 minutes',
      `عبر الإنترنت · 10 ديسمبر 2026 · الساعة 11:00 بتوقيت الرياض · 60${N}دقيقة`,
    ],
    sections: [
      [
        ABOUT,
        [
          'Government entities buy learning platforms under rules that private companies never meet: data must stay in the country, interfaces must work in Arabic, and the platform must connect to national HR and identity systems.',
          'تشتري الجهات الحكومية منصّات التعلّم وفق قواعد لا تواجهها الشركات الخاصة، فالبيانات يجب أن تبقى داخل الدولة، والواجهات يجب أن تعمل بالعربية، والمنصّة يجب أن ترتبط بأنظمة الموارد البشرية والهوية الوطنية.',
        ],
      ],
      [
        AGENDA,
        [
          'Our consultants walk through a real evaluation checklist, show how three authorities scored their shortlists, and answer your questions live.',
          'يستعرض مستشارونا قائمة تقييم حقيقية، ويعرضون كيف قيّمت ثلاث هيئات قوائمها المختصرة، ويجيبون عن أسئلتكم مباشرة.',
        ],
      ],
      [
        WHO,
        [
          'Learning and HR leaders, IT managers and procurement teams in ministries and authorities. Attendance is free; register through our contact page.',
          'قادة التعلّم والموارد البشرية، ومديرو تقنية المعلومات، وفرق المشتريات في الوزارات والهيئات. الحضور مجاني، ويمكنكم التسجيل عبر صفحة التواصل.',
        ],
      ],
    ],
  }),
  post({
    type: 'blog',
    title: ['Five questions to ask before you replace your LMS', 'خمسة أسئلة اطرحوها قبل أن تستبدلوا نظام إدارة التعلّم'],
    tag: PLATFORMS,
    date: ['18 November 2026', '18 نوفمبر 2026'],
    description: [
      'Most platform replacements fail for reasons that have nothing to do with the platform. Start with these five questions.',
      'تتعثّر معظم مشاريع استبدال المنصّات لأسباب لا علاقة لها بالمنصّة نفسها، فابدؤوا بهذه الأسئلة الخمسة.',
    ],
    scene: 'platform',
    meta: ['By Layla Haddad, Principal Consultant · 6 min read', `بقلم ليلى حداد، مستشارة رئيسية · مدة القراءة: 6${N}دقائق`],
    sections: [
      [
        ['Who actually uses it today?', 'من يستخدم المنصّة اليوم فعلًا؟'],
        [
          'Before you compare vendors, look at your own logs. If 80 percent of logins are for one compliance course, you are replacing a compliance tool, and your requirements should say so.',
          `قبل أن تقارنوا بين الموردين، انظروا إلى سجلّاتكم. إن كانت 80${N}بالمئة من عمليات الدخول لدورة امتثال واحدة، فأنتم تستبدلون أداة امتثال، وينبغي أن تقول متطلّباتكم ذلك.`,
        ],
      ],
      [
        ['What must it connect to?', 'بماذا يجب أن ترتبط المنصّة؟'],
        [
          'List every system that feeds people, roles and results into the platform, and every system that reads from it. Integrations are where timelines slip.',
          'اكتبوا كل نظام يزوّد المنصّة بالموظفين والوظائف والنتائج، وكل نظام يقرأ منها، فالتكامل هو الموضع الذي تتأخّر فيه الجداول الزمنية.',
        ],
      ],
      [
        ['Who will run it on day 100?', 'من سيديرها في اليوم المئة؟'],
        [
          'A launch is a project; running a platform is a job. Decide now who administers it, who writes reports and who decides what gets published.',
          'الإطلاق مشروع، أما تشغيل المنصّة فعمل دائم. حدّدوا الآن من يديرها، ومن يعدّ التقارير، ومن يقرّر ما يُنشر عليها.',
        ],
        [
          'The other two questions, about content and about measuring success, are the subject of our next two articles.',
          'أما السؤالان الآخران، عن المحتوى وعن قياس النجاح، فهما موضوع مقالينا القادمين.',
        ],
      ],
    ],
  }),
  post({
    type: 'event',
    title: ['Workshop in Riyadh: designing Arabic-first e-learning', 'ورشة عمل في الرياض: تصميم التعلّم الإلكتروني بالعربية أولًا'],
    tag: WORKSHOP,
    date: ['21 January 2027', '21 يناير 2027'],
    description: [
      'A hands-on day with our content studio: from a policy document to a short Arabic scenario your staff will finish.',
      'يوم تطبيقي مع الاستوديو لدينا: من وثيقة سياسة إلى سيناريو عربي قصير يكمله موظفوكم.',
    ],
    scene: 'workshop',
    meta: ['Riyadh office · 21 January 2027 · 9:00 to 15:00', 'مكتب الرياض · 21 يناير 2027 · من الساعة 9:00 إلى 15:00'],
    sections: [
      [
        ABOUT,
        [
          'Bring a real document from your organisation. By the end of the day you will have storyboarded a scenario from it with our writers and instructional designers.',
          'أحضروا وثيقة حقيقية من مؤسستكم، وبنهاية اليوم ستكونون قد رسمتم منها مخطّط سيناريو مع كتّابنا ومصمّمي التعليم لدينا.',
        ],
      ],
      [
        AGENDA,
        [
          'Writing for Arabic readers first; turning rules into decisions; choosing between video, simulation and text; testing a draft with real learners.',
          'الكتابة للقارئ العربي أولًا، وتحويل القواعد إلى قرارات، والاختيار بين الفيديو والمحاكاة والنص، واختبار المسودة مع متعلّمين حقيقيين.',
        ],
      ],
      [
        WHO,
        [
          'Instructional designers and subject-matter experts. Places are limited to 20 people.',
          'مصمّمو التعليم والخبراء في مجالات العمل، والمقاعد محدودة بعشرين مشاركًا.',
        ],
      ],
    ],
  }),
  post({
    type: 'blog',
    title: ['Why Arabic-first content outperforms translated courses', 'لماذا يتفوّق المحتوى المكتوب بالعربية أولًا على الدورات المترجمة؟'],
    tag: CONTENT,
    date: ['29 October 2026', '29 أكتوبر 2026'],
    description: [
      'Completion rates tell the story: people finish courses that sound like their own workplace.',
      'تروي نسب الإتمام القصة: يكمل الموظفون الدورات التي تشبه لغة مكان عملهم.',
    ],
    scene: 'content',
    meta: ['By Nadia Salem, Head of Content Studio · 5 min read', `بقلم نادية سالم، رئيسة استوديو المحتوى · مدة القراءة: 5${N}دقائق`],
    sections: [
      [
        ['Translation keeps the wrong examples', 'الترجمة تُبقي على الأمثلة غير المناسبة'],
        [
          'A translated course keeps its original cases: a customer in Ohio, a pension rule from London. Learners notice at once that it was not written for them.',
          'تحتفظ الدورة المترجمة بحالاتها الأصلية: عميل في ولاية أوهايو، وقاعدة تقاعد من لندن، فيدرك المتعلّم فورًا أنها لم تُكتب له.',
        ],
      ],
      [
        ['What we do instead', 'ما الذي نفعله بدلًا من ذلك؟'],
        [
          'Our writers draft in Arabic from interviews with your staff, then write the English version from the Arabic. Examples, names and numbers come from your own work.',
          'يكتب كتّابنا المسودة بالعربية انطلاقًا من مقابلات مع موظفيكم، ثم يكتبون النسخة الإنجليزية انطلاقًا من العربية، وتأتي الأمثلة والأسماء والأرقام من عملكم أنتم.',
        ],
      ],
      [
        ['The difference in numbers', 'الفرق بالأرقام'],
        [
          'Across 40 projects, courses written Arabic-first were completed 1.6 times as often as the translated courses they replaced.',
          `في 40${N}مشروعًا، أُكملت الدورات المكتوبة بالعربية أولًا بمعدّل يبلغ 1.6${N}ضعف الدورات المترجمة التي حلّت محلّها.`,
        ],
      ],
    ],
  }),
  post({
    type: 'blog',
    title: ['Measuring learning impact without a data team', 'كيف تقيسون أثر التعلّم دون فريق بيانات؟'],
    tag: STRATEGY,
    date: ['8 October 2026', '8 أكتوبر 2026'],
    description: [
      'Three measures any learning team can report every quarter, using the data your platform already holds.',
      'ثلاثة مقاييس يستطيع أي فريق تعلّم أن يقدّم تقاريرها كل ربع سنة، من البيانات الموجودة أصلًا في منصّتكم.',
    ],
    scene: 'analytics',
    meta: ['By Omar Khalil, Learning Analytics Lead · 7 min read', `بقلم عمر خليل، رئيس تحليلات التعلّم · مدة القراءة: 7${N}دقائق`],
    sections: [
      [
        ['Start with one business number', 'ابدؤوا برقم واحد من العمل'],
        [
          'Pick one number the business already tracks, such as incidents, complaints or time to productivity, and agree with its owner which programme should move it.',
          'اختاروا رقمًا واحدًا تتابعه وحدات العمل أصلًا، مثل الحوادث أو الشكاوى أو الوقت اللازم لبلوغ الإنتاجية، واتّفقوا مع صاحبه على البرنامج الذي ينبغي أن يحرّكه.',
        ],
      ],
      [
        ['Compare groups, not people', 'قارنوا بين المجموعات لا الأفراد'],
        [
          'Your platform knows who finished the programme and when. Compare teams before and after, or teams that started early with those that started late.',
          'تعرف منصّتكم من أكمل البرنامج ومتى، فقارنوا الفرق قبل البرنامج وبعده، أو الفرق التي بدأت مبكرًا بتلك التي بدأت متأخرة.',
        ],
      ],
      [
        ['Report the same way every quarter', 'قدّموا التقرير بالطريقة نفسها كل ربع سنة'],
        [
          'Consistency matters more than sophistication. A simple chart that appears every quarter earns more trust than a one-off study.',
          'الثبات أهمّ من التعقيد، فالمخطّط البسيط الذي يظهر كل ربع سنة يكسب ثقة أكبر من دراسة تُجرى مرة واحدة.',
        ],
      ],
    ],
  }),
  post({
    type: 'event',
    title: ['Totara user group, Dubai 2027', 'ملتقى مستخدمي Totara، دبي 2027'],
    tag: FORUM,
    date: ['17 February 2027', '17 فبراير 2027'],
    description: [
      'Our clients share what worked on their Totara platforms this year, and what they would do differently.',
      'يشارك عملاؤنا ما نجح على منصّات Totara لديهم هذا العام، وما الذي كانوا سيفعلونه بطريقة مختلفة.',
    ],
    scene: 'workshop',
    meta: ['Dubai · 17 February 2027 · a full day', 'دبي · 17 فبراير 2027 · يوم كامل'],
    sections: [
      [
        ABOUT,
        [
          'Our yearly gathering of administrators and learning leaders who run Totara in the region, with talks from clients in government, banking and energy.',
          'لقاؤنا السنوي لمسؤولي المنصّات وقادة التعلّم الذين يديرون Totara في المنطقة، مع كلمات لعملاء من القطاع الحكومي والبنوك والطاقة.',
        ],
      ],
      [
        AGENDA,
        [
          'What is new in Totara this year, three client case studies, an administrators’ clinic with our support engineers, and a roadmap session.',
          'الجديد في Totara هذا العام، وثلاث دراسات حالة من عملائنا، وجلسة استشارية للمسؤولين مع مهندسي الدعم لدينا، وجلسة عن خطط التطوير القادمة.',
        ],
      ],
    ],
    layout: 'simple',
  }),
  post({
    type: 'blog',
    title: ['Microlearning for frontline teams: what works on a phone', 'التعلّم المصغّر لفرق الميدان: ما الذي ينجح على الهاتف؟'],
    tag: CONTENT,
    date: ['16 September 2026', '16 سبتمبر 2026'],
    description: [
      'Five minutes, one decision, real footage: what we learned from lessons watched on 14,000 phones.',
      `خمس دقائق، وقرار واحد، ولقطات حقيقية: ما تعلّمناه من دروس شوهدت على 14${N}ألف هاتف.`,
    ],
    scene: 'mobile',
    meta: ['By Faisal Rahman, Senior Instructional Designer · 5 min read', `بقلم فيصل رحمن، مصمّم تعليم أول · مدة القراءة: 5${N}دقائق`],
    sections: [
      [
        ['One lesson, one decision', 'درس واحد لقرار واحد'],
        [
          'The lessons people finish teach one decision each: when to stop work, who to call, which form to use. Anything broader belongs in a longer course.',
          'الدروس التي يكملها الموظفون يعلّم كل منها قرارًا واحدًا: متى يتوقّف العمل، ومن يُستدعى، وأي نموذج يُستخدم. وما هو أوسع من ذلك مكانه دورة أطول.',
        ],
      ],
      [
        ['Film where the work happens', 'صوّروا حيث يجري العمل'],
        [
          'Footage from your own sites, with your own people, beats any stock video. It also costs less than most teams expect.',
          'اللقطات من مواقعكم ومع موظفيكم تتفوّق على أي مقطع جاهز، وتكلّف أقل ممّا تتوقّعه معظم الفرق.',
        ],
      ],
      [
        ['Make it work offline', 'اجعلوها تعمل دون اتصال'],
        [
          'Field teams lose signal. A lesson that downloads in the morning and syncs results later is one that gets watched.',
          'تفقد فرق الميدان الإشارة، والدرس الذي يُنزَّل صباحًا وتُزامن نتائجه لاحقًا هو الدرس الذي يُشاهَد فعلًا.',
        ],
      ],
    ],
  }),
  post({
    type: 'blog',
    title: ['Compliance training your auditors and your staff will both like', 'تدريب امتثال يرضي المدقّقين والموظفين معًا'],
    tag: CONTENT,
    date: ['20 August 2026', '20 أغسطس 2026'],
    description: [
      'Test-out assessments, real scenarios and evidence on demand: how to shorten compliance training without weakening it.',
      'اختبارات التخطّي، والسيناريوهات الحقيقية، والأدلّة عند الطلب: كيف تختصرون تدريب الامتثال دون أن تضعفوه.',
    ],
    scene: 'compliance',
    meta: ['By Layla Haddad, Principal Consultant · 6 min read', `بقلم ليلى حداد، مستشارة رئيسية · مدة القراءة: 6${N}دقائق`],
    sections: [
      [
        ['Let people prove what they know', 'دعوا الموظفين يثبتون ما يعرفونه'],
        [
          'A short test at the start of each module lets experienced staff skip what they already know. Auditors accept it when the test is as demanding as the module.',
          'يتيح اختبار قصير في بداية كل وحدة للموظفين ذوي الخبرة أن يتخطّوا ما يعرفونه، ويقبل المدقّقون ذلك حين يكون الاختبار بمستوى الوحدة نفسها.',
        ],
      ],
      [
        ['Teach decisions, not rules', 'علّموا القرارات لا القواعد'],
        [
          'Scenarios in which staff decide what to do are remembered far longer than lists of rules. They also show auditors that people can apply the policy.',
          'تبقى السيناريوهات التي يقرّر فيها الموظف ما يفعل في الذاكرة أطول بكثير من قوائم القواعد، وتبيّن للمدقّقين أن الموظفين قادرون على تطبيق السياسة.',
        ],
      ],
    ],
    layout: 'simple',
  }),
  post({
    type: 'event',
    title: ['Webinar recording: Open edX for academies and universities', 'تسجيل ندوة إلكترونية: منصّة Open edX للأكاديميات والجامعات'],
    tag: WEBINAR,
    date: ['9 July 2026', '9 يوليو 2026'],
    description: [
      'How three institutions in the region launched public courses on Open edX, and what it took to run them.',
      'كيف أطلقت ثلاث مؤسسات في المنطقة دورات عامة على منصّة Open edX، وما الذي تطلّبه تشغيلها.',
    ],
    scene: 'webinar',
    meta: ['Online · recorded on 9 July 2026 · 55 minutes', `عبر الإنترنت · سُجّلت في 9 يوليو 2026 · 55${N}دقيقة`],
    sections: [
      [
        ABOUT,
        [
          'A conversation with the teams behind three Open edX platforms in the region, from the first course to tens of thousands of learners.',
          'حوار مع الفرق التي تقف وراء ثلاث منصّات Open edX في المنطقة، من الدورة الأولى إلى عشرات الآلاف من المتعلّمين.',
        ],
      ],
      [
        AGENDA,
        [
          'Arabic interfaces, certificates, working with faculty, and the costs of running a public platform. The recording is available on request through our contact page.',
          'الواجهات العربية، والشهادات، والعمل مع أعضاء هيئة التدريس، وتكاليف تشغيل منصّة عامة. والتسجيل متاح عند الطلب عبر صفحة التواصل.',
        ],
      ],
    ],
  }),
  post({
    type: 'blog',
    title: ['From annual appraisal to continuous conversations', 'من التقييم السنوي إلى المحادثات المستمرة'],
    tag: STRATEGY,
    date: ['2 July 2026', '2 يوليو 2026'],
    description: [
      'What changes, and what does not, when an organisation moves its reviews onto Totara Perform.',
      'ما الذي يتغيّر وما الذي يبقى حين تنقل مؤسسة تقييماتها إلى منصّة Totara Perform.',
    ],
    scene: 'analytics',
    meta: ['By Sara Mahmoud, Performance Consultant · 6 min read', `بقلم سارة محمود، مستشارة إدارة الأداء · مدة القراءة: 6${N}دقائق`],
    sections: [
      [
        ['The form is not the problem', 'الاستمارة ليست المشكلة'],
        [
          'Organisations often redesign the appraisal form and expect a different result. What changes the result is how often managers and employees talk.',
          'كثيرًا ما تعيد المؤسسات تصميم استمارة التقييم وتتوقّع نتيجة مختلفة، بينما الذي يغيّر النتيجة هو عدد المرات التي يتحدّث فيها المدير والموظف.',
        ],
      ],
      [
        ['Quarterly is often enough', 'ربع سنوي يكفي غالبًا'],
        [
          'Monthly check-ins sound ideal and rarely survive a busy season. Quarterly conversations with a short template are the rhythm most of our clients keep.',
          'تبدو لقاءات المتابعة الشهرية مثالية، لكنها نادرًا ما تصمد في موسم مزدحم، والمحادثات الربع سنوية بنموذج قصير هي الإيقاع الذي يحافظ عليه معظم عملائنا.',
        ],
      ],
    ],
  }),
  post({
    type: 'blog',
    title: ['Building a content catalogue your people will actually use', 'كيف تبنون كتالوج محتوى يستخدمه موظفوكم فعلًا؟'],
    tag: CONTENT,
    date: ['11 June 2026', '11 يونيو 2026'],
    description: [
      'Ten thousand courses is not a strategy. Curate by role, start small and retire what nobody opens.',
      `عشرة آلاف دورة ليست استراتيجية، فانتقوا المحتوى حسب الوظيفة، وابدؤوا بنطاق محدود، واحذفوا ما لا يفتحه أحد.`,
    ],
    scene: 'platform',
    meta: ['By Nadia Salem, Head of Content Studio · 4 min read', `بقلم نادية سالم، رئيسة استوديو المحتوى · مدة القراءة: 4${N}دقائق`],
    sections: [
      [
        ['Curate by role', 'انتقوا حسب الوظيفة'],
        [
          'A catalogue organised by job family lets each person see thirty relevant courses instead of thousands. OpenSesame and iLearn both make this easy.',
          'يتيح الكتالوج المنظّم حسب الفئات الوظيفية لكل موظف أن يرى ثلاثين دورة تخصّه بدلًا من الآلاف، وتسهّل مكتبة OpenSesame وكتالوجات iLearn ذلك.',
        ],
      ],
      [
        ['Retire what nobody opens', 'احذفوا ما لا يفتحه أحد'],
        [
          'Every six months, remove courses with no enrolments. A smaller catalogue is easier to search and easier to trust.',
          'احذفوا كل ستة أشهر الدورات التي لم يسجّل فيها أحد، فالكتالوج الأصغر أسهل في البحث وأجدر بالثقة.',
        ],
      ],
    ],
  }),
  post({
    type: 'event',
    title: ['Learning Leaders Forum, Jeddah', 'ملتقى قادة التعلّم، جدّة'],
    tag: FORUM,
    date: ['14 May 2026', '14 مايو 2026'],
    description: [
      'Learning leaders from 40 organisations compared notes on platforms, content and measurement.',
      'تبادل قادة التعلّم من 40\u00A0مؤسسة تجاربهم في المنصّات والمحتوى والقياس.',
    ],
    scene: 'workshop',
    meta: ['Jeddah · 14 May 2026 · held', 'جدّة · 14 مايو 2026 · أُقيمت'],
    sections: [
      [
        ['What we heard', 'ما الذي سمعناه؟'],
        [
          'The common thread was measurement: every organisation wanted to show impact, and few had agreed with the business what impact meant.',
          'كان القياس هو القاسم المشترك، فكل مؤسسة أرادت أن تثبت الأثر، وقلّة منها اتّفقت مع وحدات العمل على معنى هذا الأثر.',
        ],
      ],
      [
        ['Next year', 'في العام القادم'],
        [
          'The next forum will take place in Riyadh. Write to us through the contact page to receive the invitation.',
          'سيُعقد الملتقى القادم في الرياض، ويمكنكم مراسلتنا عبر صفحة التواصل لتصلكم الدعوة.',
        ],
      ],
    ],
  }),
  post({
    type: 'blog',
    title: [
      'Hosting your learning platform in the region: what data residency means',
      'استضافة منصّة التعلّم داخل المنطقة: ماذا يعني توطين البيانات؟',
    ],
    tag: PLATFORMS,
    date: ['6 May 2026', '6 مايو 2026'],
    description: [
      'Where learner data lives, who can reach it and what regulators ask for, explained without the jargon.',
      'أين تُحفظ بيانات المتعلّمين، ومن يستطيع الوصول إليها، وما الذي تطلبه الجهات التنظيمية، بلا مصطلحات معقّدة.',
    ],
    scene: 'platform',
    meta: ['By Khalid Al-Mutairi, Head of Hosting · 5 min read', `بقلم خالد المطيري، رئيس الاستضافة · مدة القراءة: 5${N}دقائق`],
    sections: [
      [
        ['Data at rest and in transit', 'البيانات المخزّنة والمنقولة'],
        [
          'Residency rules usually cover where data is stored and backed up. We host in data centres in Saudi Arabia and the UAE, and backups stay in the same country.',
          'تشمل قواعد التوطين عادةً مكان تخزين البيانات ونسخها الاحتياطية، ونحن نستضيف في مراكز بيانات داخل المملكة العربية السعودية والإمارات، وتبقى النسخ الاحتياطية في البلد نفسه.',
        ],
      ],
      [
        ['Support from outside the country', 'الدعم من خارج الدولة'],
        [
          'Ask who can reach the servers. Our support engineers work from Riyadh and Dubai, so your data is never opened from abroad.',
          'اسألوا عمّن يستطيع الوصول إلى الخوادم. يعمل مهندسو الدعم لدينا من الرياض ودبي، فلا تُفتح بياناتكم من الخارج أبدًا.',
        ],
      ],
    ],
  }),
  post({
    type: 'blog',
    title: [
      'Language learning at work: lessons from 900 customer care agents',
      `تعلّم اللغات في العمل: دروس من تجربة 900${N}موظف لخدمة العملاء`,
    ],
    tag: CONTENT,
    date: ['22 April 2026', '22 أبريل 2026'],
    description: [
      'Short daily practice, live tutoring around shifts and managers who ask about progress: what kept agents learning.',
      'تدريب يومي قصير، ودروس مباشرة تُحجز بما يناسب المناوبات، ومديرون يسألون عن التقدّم: هذا ما جعل الموظفين يواصلون التعلّم.',
    ],
    scene: 'language',
    meta: ['By Tariq Aziz, Language Programmes Manager · 5 min read', `بقلم طارق عزيز، مدير برامج اللغات · مدة القراءة: 5${N}دقائق`],
    sections: [
      [
        ['Fifteen minutes a day', 'خمس عشرة دقيقة يوميًا'],
        [
          'Agents who practised for fifteen minutes on most days progressed twice as fast as those who did one long session a week.',
          'تقدّم الموظفون الذين تدرّبوا خمس عشرة دقيقة في معظم الأيام بضعف سرعة من خصّصوا جلسة طويلة واحدة في الأسبوع.',
        ],
      ],
      [
        ['Managers make the difference', 'المديرون يصنعون الفرق'],
        [
          'Teams whose leaders mentioned progress in weekly meetings kept learning after the first month. Teams whose leaders did not, mostly stopped.',
          'واصلت الفرق التي ذكر قادتها التقدّم في اجتماعاتهم الأسبوعية التعلّم بعد الشهر الأول، أما الفرق التي لم يفعل قادتها ذلك فتوقّف معظمها.',
        ],
      ],
    ],
  }),
]

/** Resources block 3: articles and events, each with its own page. */
export const postsSeed = seedOf(postsType, {
  resources: [
    {
      order: 3,
      content: {
        featuredTitle: both('Featured', 'مختارات'),
        listTitle: both('All articles and events', 'جميع المقالات والفعاليات'),
        filters: {
          label: both('Show', 'اعرضوا'),
          all: both('All', 'الكل'),
          blog: both('Blog', 'المدوّنة'),
          events: both('Events', 'الفعاليات'),
        },
        posts,
      },
    },
  ],
})
