import type { z } from 'zod'
import { seedOf } from '../../../schemas/block-type.ts'
import { categoryFilters, type Industry } from '../../../schemas/seed-categories.ts'
import { NBSP as N, both, picture } from '../../../schemas/seed-media.ts'
import { clientsType, type clientItem } from './schema.ts'

type Pair = [en: string, ar: string]

interface ClientSeed {
  /** Its id and the name of its logo in public/media/clients. */
  id: string
  name: Pair
  industry: Industry
  solutions: string[]
  description: Pair
  /** The opening paragraph of its details. */
  story: Pair
  /** What we delivered, one line each. */
  delivered: Pair[]
}

const DELIVERED: Pair = ['What we delivered', 'ما الذي قدّمناه؟']

function client(seed: ClientSeed): z.input<typeof clientItem> {
  return {
    id: seed.id,
    name: both(...seed.name),
    logo: picture(`/media/clients/${seed.id}.svg`, 240, 120, `${seed.name[0]} logo`, `شعار ${seed.name[1]}`),
    description: both(...seed.description),
    categories: [seed.industry, ...seed.solutions],
    details: [
      { id: `${seed.id}-story`, type: 'paragraph', text: both(...seed.story), items: [] },
      { id: `${seed.id}-delivered`, type: 'subheading', text: both(...DELIVERED), items: [] },
      {
        id: `${seed.id}-list`,
        type: 'list',
        text: both('', ''),
        items: seed.delivered.map((line, i) => ({ id: `${seed.id}-point-${i + 1}`, content: both(...line) })),
      },
    ],
  }
}

/** Our clients: made-up organisations of the Gulf, across the industries and solutions of the filters. */
export const clients = [
  client({
    id: 'tamkeen-ministry',
    name: ['Tamkeen Authority', 'هيئة تمكين'],
    industry: 'government',
    solutions: ['totara-learn', 'bespoke-content'],
    description: [
      'A federal authority of 38,000 civil servants, learning on one platform since 2024.',
      `هيئة اتحادية تضمّ 38${N}ألف موظف، يتعلّمون على منصّة واحدة منذ عام 2024.`,
    ],
    story: [
      'Tamkeen merged four training systems into one Totara Learn platform, hosted in Riyadh and connected to its HR system.',
      'دمجت هيئة تمكين أربعة أنظمة تدريب في منصّة Totara Learn واحدة، مستضافة في الرياض ومرتبطة بنظام الموارد البشرية لديها.',
    ],
    delivered: [
      ['Platform implementation and HR integration', 'تنفيذ المنصّة وربطها بنظام الموارد البشرية'],
      [`45 courses rewritten in Arabic first`, `إعادة كتابة 45${N}دورة بالعربية أولًا`],
      ['Reports for every directorate', 'تقارير لكل إدارة'],
    ],
  }),
  client({
    id: 'rimal-bank',
    name: ['Rimal Bank', 'بنك رمال'],
    industry: 'banking',
    solutions: ['totara-learn', 'ilearn'],
    description: [
      'A retail bank with 140 branches, whose compliance training now takes 40 percent less time.',
      `بنك للأفراد لديه 140${N}فرعًا، وصار تدريب الامتثال فيه يستغرق وقتًا أقل بنسبة 40${N}بالمئة.`,
    ],
    story: [
      'Rimal replaced long annual courses with short iLearn modules that staff can test out of.',
      'استبدل بنك رمال بالدورات السنوية الطويلة وحدات قصيرة من كتالوجات iLearn يمكن للموظف تخطّيها باجتياز اختبارها.',
    ],
    delivered: [
      ['Compliance training on Totara Learn', 'تدريب الامتثال على منصّة Totara Learn'],
      ['Test-out assessments for every module', 'اختبارات تخطٍّ لكل وحدة'],
      ['A live dashboard for regulators’ questions', 'لوحة متابعة مباشرة لأسئلة الجهات الرقابية'],
    ],
  }),
  client({
    id: 'najd-grid',
    name: ['Najd Grid', 'شركة نجد للشبكات'],
    industry: 'energy',
    solutions: ['totara-mobile', 'bespoke-content'],
    description: [
      'The electricity transmission company whose field engineers learn safety on their phones.',
      'شركة نقل الكهرباء التي يتعلّم مهندسوها الميدانيون السلامة على هواتفهم.',
    ],
    story: [
      'Najd Grid’s engineers work at remote substations, so the training had to work offline and fit into a break.',
      'يعمل مهندسو شركة نجد للشبكات في محطات بعيدة، فكان لا بدّ أن يعمل التدريب دون اتصال وأن يتّسع له وقت الاستراحة.',
    ],
    delivered: [
      ['Totara Mobile with offline lessons', 'Totara Mobile مع دروس تعمل دون اتصال'],
      [`60 safety lessons filmed at the company’s substations`, `60${N}درسًا في السلامة صُوّرت في محطات الشركة`],
      ['Quarterly refreshers by role', 'دورات تنشيطية ربع سنوية حسب الوظيفة'],
    ],
  }),
  client({
    id: 'al-waha-health',
    name: ['Al Waha Health', 'مجموعة الواحة الصحية'],
    industry: 'healthcare',
    solutions: ['totara-learn', 'opensesame'],
    description: [
      'Nine hospitals and 30 clinics with one learning record for every clinician.',
      `تسعة مستشفيات و30${N}عيادة بسجلّ تعلّم واحد لكل موظف سريري.`,
    ],
    story: [
      'Al Waha tracks licences, certifications and mandatory training for the whole group in one place.',
      'تتابع الواحة التراخيص والشهادات والتدريب الإلزامي للمجموعة كلها في مكان واحد.',
    ],
    delivered: [
      ['One learning record across nine hospitals', 'سجلّ تعلّم واحد في المستشفيات التسعة'],
      ['Reminders before every certification expires', 'تذكيرات قبل انتهاء كل شهادة'],
      ['OpenSesame courses on infection control', 'دورات مكتبة OpenSesame في مكافحة العدوى'],
    ],
  }),
  client({
    id: 'qimam-university',
    name: ['Qimam University', 'جامعة قمم'],
    industry: 'education',
    solutions: ['open-edx'],
    description: [
      'A public university sharing 60 Arabic courses with learners across the region.',
      `جامعة حكومية تشارك 60${N}دورة عربية مع المتعلّمين في أنحاء المنطقة.`,
    ],
    story: [
      'Qimam’s Open edX platform enrolled 74,000 learners from 19 countries in its first year.',
      `سجّل في منصّة Open edX لدى جامعة قمم 74${N}ألف متعلّم من 19${N}دولة في عامها الأول.`,
    ],
    delivered: [
      ['Open edX in Arabic, right to left throughout', 'منصّة Open edX بالعربية ومن اليمين إلى اليسار في كل صفحاتها'],
      ['Course design with 22 faculty members', 'تصميم الدورات مع 22 عضو هيئة تدريس'],
      ['Certificates verified by a link', 'شهادات يمكن التحقّق منها برابط'],
    ],
  }),
  client({
    id: 'falak-airways',
    name: ['Falak Airways', 'طيران الفلك'],
    industry: 'aviation',
    solutions: ['totara-perform', 'totara-learn'],
    description: [
      'A regional airline linking cabin crew training with their performance reviews.',
      'شركة طيران إقليمية تربط تدريب طواقم الضيافة بتقييم أدائهم.',
    ],
    story: [
      'Recurrent training, check rides and passenger feedback now meet in one review for each crew member.',
      'يجتمع التدريب الدوري والرحلات التقييمية وآراء المسافرين اليوم في تقييم واحد لكل فرد في الطاقم.',
    ],
    delivered: [
      ['Totara Learn and Totara Perform together', 'منصّتا Totara Learn وTotara Perform معًا'],
      ['Development plans built from real courses', 'خطط تطوير مبنية على دورات حقيقية'],
      ['Reports by fleet and base', 'تقارير حسب الأسطول والقاعدة'],
    ],
  }),
  client({
    id: 'dunes-retail',
    name: ['Dunes Retail Group', 'مجموعة ديونز للتجزئة'],
    industry: 'retail',
    solutions: ['totara-mobile', 'bespoke-content'],
    description: [
      'A fashion and home retailer with 120 stores that onboards seasonal staff in three days.',
      'شركة لتجارة الأزياء والمستلزمات المنزلية لديها 120 متجرًا، وتؤهّل موظفيها الموسميين في ثلاثة أيام.',
    ],
    story: [
      'New starters complete a bilingual onboarding path on their own phones before their first shift.',
      'يكمل الموظفون الجدد مسار تأهيل ثنائي اللغة على هواتفهم قبل أول مناوبة.',
    ],
    delivered: [
      ['Onboarding on Totara Mobile', 'التأهيل على Totara Mobile'],
      ['Short videos filmed in the group’s stores', 'مقاطع قصيرة صُوّرت في متاجر المجموعة'],
      ['Quizzes on the policies customers ask about', 'اختبارات في السياسات التي يسأل عنها العملاء'],
    ],
  }),
  client({
    id: 'sadeem-telecom',
    name: ['Sadeem Telecom', 'سديم للاتصالات'],
    industry: 'telecom',
    solutions: ['rosetta-stone'],
    description: [
      'A mobile and broadband operator whose care agents now take English calls with confidence.',
      'مشغّل للهاتف المتنقل والنطاق العريض صار موظفو خدمة العملاء فيه يتولّون المكالمات الإنجليزية بثقة.',
    ],
    story: [
      `900 agents learn English on Rosetta Stone, with live tutoring around their shifts.`,
      `يتعلّم 900${N}موظف الإنجليزية على برنامج Rosetta Stone، مع دروس مباشرة تُحجز بما يناسب مناوباتهم.`,
    ],
    delivered: [
      ['Placement tests and learning paths', 'اختبارات تحديد المستوى ومسارات التعلّم'],
      ['Telecom vocabulary for care agents', 'مفردات الاتصالات لموظفي خدمة العملاء'],
      ['Monthly progress reports for team leaders', 'تقارير تقدّم شهرية لقادة الفرق'],
    ],
  }),
  client({
    id: 'gulf-civil-academy',
    name: ['Gulf Civil Academy', 'الأكاديمية الخليجية للخدمة المدنية'],
    industry: 'government',
    solutions: ['open-edx', 'bespoke-content'],
    description: [
      'The civil service academy that now prepares 2,000 new managers a year.',
      `أكاديمية الخدمة المدنية التي تؤهّل اليوم 2000${N}مدير جديد سنويًا.`,
    ],
    story: [
      'Its national leadership programme moved online on Open edX, with two residential weeks kept for practice.',
      'انتقل برنامجها الوطني للقيادة إلى منصّة Open edX، مع الإبقاء على أسبوعين حضوريين للتطبيق العملي.',
    ],
    delivered: [
      ['Eight online leadership modules', 'ثماني وحدات إلكترونية في القيادة'],
      ['Case studies from government departments', 'دراسات حالة من جهات حكومية'],
      ['Cohort management and certificates', 'إدارة الدفعات والشهادات'],
    ],
  }),
  client({
    id: 'noor-insurance',
    name: ['Noor Takaful', 'نور للتكافل'],
    industry: 'banking',
    solutions: ['totara-perform'],
    description: [
      'A takaful insurer that replaced its annual appraisal with quarterly check-ins.',
      'شركة تأمين تكافلي استبدلت بالتقييم السنوي لقاءات متابعة ربع سنوية.',
    ],
    story: [
      'Managers hold short quarterly conversations, with goals that cascade from the company plan.',
      'يعقد المديرون محادثات قصيرة كل ربع سنة، بأهداف تتدرّج من خطة الشركة.',
    ],
    delivered: [
      ['Totara Perform with quarterly check-ins', 'منصّة Totara Perform بلقاءات متابعة ربع سنوية'],
      ['Goals linked to the company plan', 'أهداف مرتبطة بخطة الشركة'],
      ['Workshops for every manager', 'ورش عمل لكل مدير'],
    ],
  }),
  client({
    id: 'thuraya-energy',
    name: ['Thuraya Energy', 'ثريا للطاقة'],
    industry: 'energy',
    solutions: ['ilearn', 'totara-learn'],
    description: [
      `An oil and gas services company building digital skills for 6,000 employees in Arabic.`,
      `شركة خدمات نفط وغاز تبني المهارات الرقمية لستة آلاف موظف بالعربية.`,
    ],
    story: [
      'Five learning paths from beginner to practitioner, chosen through a self-assessment.',
      'خمسة مسارات تعلّم من المبتدئ إلى الممارس، يختار الموظف منها عبر تقييم ذاتي.',
    ],
    delivered: [
      [`340 iLearn catalogue courses in Arabic`, `340${N}دورة من كتالوجات iLearn العربية`],
      ['A self-assessment that recommends a path', 'تقييم ذاتي يقترح المسار المناسب'],
      ['Progress reports for the transformation office', 'تقارير تقدّم لمكتب التحوّل'],
    ],
  }),
  client({
    id: 'shifa-labs',
    name: ['Shifa Laboratories', 'مختبرات شفاء'],
    industry: 'healthcare',
    solutions: ['bespoke-content'],
    description: [
      'A network of diagnostic laboratories training technicians with safety simulations.',
      'شبكة مختبرات تشخيصية تدرّب فنّييها بمحاكاة السلامة.',
    ],
    story: [
      'The eight highest-risk procedures became interactive simulations in Arabic and English.',
      'تحوّلت الإجراءات الثمانية الأعلى خطورة إلى محاكاة تفاعلية بالعربية والإنجليزية.',
    ],
    delivered: [
      ['Eight interactive simulations', 'ثماني محاكيات تفاعلية'],
      ['Scenarios written with the quality team', 'سيناريوهات كُتبت مع فريق الجودة'],
      ['Sign-off records for each technician', 'سجلّات اعتماد لكل فنّي'],
    ],
  }),
  client({
    id: 'hadeel-schools',
    name: ['Hadeel Schools', 'مدارس هديل'],
    industry: 'education',
    solutions: ['totara-learn', 'rosetta-stone'],
    description: [
      `A group of 31 private schools with a professional learning path for 2,400 teachers.`,
      `مجموعة من 31${N}مدرسة خاصة لديها مسار للتطوير المهني يخدم 2400${N}معلّم.`,
    ],
    story: [
      'Principals see their school’s progress against the ministry’s professional development hours at a glance.',
      'يرى مديرو المدارس تقدّم مدارسهم مقارنة بساعات التطوير المهني التي تشترطها الوزارة في لمحة واحدة.',
    ],
    delivered: [
      ['A path for each career stage', 'مسار لكل مرحلة مهنية'],
      ['Records of classroom observations', 'سجلّات الزيارات الصفّية'],
      ['Rosetta Stone for teachers who teach in English', 'برنامج Rosetta Stone للمعلّمين الذين يدرّسون بالإنجليزية'],
    ],
  }),
  client({
    id: 'sahel-logistics',
    name: ['Sahel Logistics', 'ساحل للخدمات اللوجستية'],
    industry: 'aviation',
    solutions: ['opensesame', 'totara-learn'],
    description: [
      'A logistics company training warehouse supervisors in four countries the same way.',
      'شركة خدمات لوجستية تدرّب مشرفي مستودعاتها في أربع دول بالطريقة نفسها.',
    ],
    story: [
      'A twelve-week supervision path combines OpenSesame courses with videos of Sahel’s own procedures.',
      `يجمع مسار للإشراف مدته 12${N}أسبوعًا بين دورات مكتبة OpenSesame ومقاطع عن إجراءات ساحل نفسها.`,
    ],
    delivered: [
      ['A supervision path on Totara Learn', 'مسار للإشراف على منصّة Totara Learn'],
      ['Procedure videos filmed in the warehouses', 'مقاطع للإجراءات صُوّرت في المستودعات'],
      ['Reports by country and warehouse', 'تقارير حسب الدولة والمستودع'],
    ],
  }),
  client({
    id: 'saffron-hotels',
    name: ['Saffron Hotels', 'فنادق زعفران'],
    industry: 'retail',
    solutions: ['ilearn', 'totara-learn'],
    description: [
      'Seven hotels with one service standard, taught in Arabic and English.',
      'سبعة فنادق بمعيار خدمة واحد، يُدرَّس بالعربية والإنجليزية.',
    ],
    story: [
      'Front-office and restaurant staff follow the same service path, with a monthly quiz on the group’s standards.',
      'يتبع موظفو الاستقبال والمطاعم مسار الخدمة نفسه، مع اختبار شهري في معايير المجموعة.',
    ],
    delivered: [
      ['A service standards path', 'مسار لمعايير الخدمة'],
      ['iLearn courses on hospitality and communication', 'دورات iLearn في الضيافة والتواصل'],
      ['Monthly quizzes by hotel', 'اختبارات شهرية حسب الفندق'],
    ],
  }),
  client({
    id: 'jazeera-mobile',
    name: ['Jazeera Mobile', 'جزيرة موبايل'],
    industry: 'telecom',
    solutions: ['totara-learn', 'totara-mobile'],
    description: [
      `A mobile operator whose sales academy briefs 3,000 advisers before every launch.`,
      `مشغّل اتصالات متنقلة تطلع أكاديميته للمبيعات 3${N}آلاف مستشار على كل منتج قبل إطلاقه.`,
    ],
    story: [
      'Three-minute launch briefings, product badges and a monthly leaderboard by store.',
      'نشرات إطلاق مدة كل منها ثلاث دقائق، وشارات للمنتجات، ولوحة صدارة شهرية حسب المتجر.',
    ],
    delivered: [
      ['A sales academy on Totara Learn and Totara Mobile', 'أكاديمية مبيعات على منصّة Totara Learn وTotara Mobile'],
      ['Launch briefings for every device', 'نشرات إطلاق لكل جهاز'],
      ['Badges and leaderboards by store', 'شارات ولوحات صدارة حسب المتجر'],
    ],
  }),
  client({
    id: 'emirates-digital-gov',
    name: ['Digital Services Office', 'مكتب الخدمات الرقمية'],
    industry: 'government',
    solutions: ['totara-perform', 'totara-learn'],
    description: [
      'A government office linking every employee goal and course to its digital strategy.',
      'مكتب حكومي يربط كل هدف للموظفين وكل دورة باستراتيجيته الرقمية.',
    ],
    story: [
      'Leaders see, on one dashboard, which strategic objectives the training supports.',
      'يرى القادة في لوحة متابعة واحدة الأهداف الاستراتيجية التي يدعمها التدريب.',
    ],
    delivered: [
      ['Goals linked to strategic objectives', 'أهداف مرتبطة بالأهداف الاستراتيجية'],
      ['Competency gaps linked to courses', 'فجوات الكفاءات مرتبطة بالدورات'],
      ['A coverage dashboard for leaders', 'لوحة تغطية للقادة'],
    ],
  }),
  client({
    id: 'ruwad-capital',
    name: ['Ruwad Capital', 'رواد كابيتال'],
    industry: 'banking',
    solutions: ['bespoke-content', 'opensesame'],
    description: [
      'An investment bank that teaches anti-money laundering through investigation scenarios.',
      'بنك استثماري يدرّس مكافحة غسل الأموال من خلال سيناريوهات تحقيق.',
    ],
    story: [
      'Staff follow a trail of transactions in five scenarios and decide when to raise a report.',
      'يتتبّع الموظفون سلسلة من المعاملات في خمسة سيناريوهات ويقرّرون متى يرفعون بلاغًا.',
    ],
    delivered: [
      ['Five investigation scenarios', 'خمسة سيناريوهات تحقيق'],
      ['OpenSesame courses on regulation', 'دورات مكتبة OpenSesame في الأنظمة'],
      ['A review exercise three months later', 'تمرين مراجعة بعد ثلاثة أشهر'],
    ],
  }),
  client({
    id: 'baraka-water',
    name: ['Baraka Water', 'بركة للمياه'],
    industry: 'energy',
    solutions: ['open-edx', 'bespoke-content'],
    description: [
      'A desalination company sharing its operator academy with municipalities.',
      'شركة تحلية تشارك أكاديمية المشغّلين لديها مع البلديات.',
    ],
    story: [
      'Operators from 23 municipalities have completed the academy’s core path on Open edX.',
      'أكمل مشغّلون من 23 بلدية المسار الأساسي للأكاديمية على منصّة Open edX.',
    ],
    delivered: [
      [`14 courses on treatment, maintenance and water quality`, `14${N}دورة في المعالجة والصيانة وجودة المياه`],
      ['Animated plant walkthroughs', 'جولات متحرّكة داخل المحطة'],
      ['Enrolment and reports for each municipality', 'التسجيل والتقارير لكل بلدية'],
    ],
  }),
  client({
    id: 'marasi-ports',
    name: ['Marasi Ports', 'مراسي للموانئ'],
    industry: 'aviation',
    solutions: ['totara-learn', 'bespoke-content'],
    description: [
      'A port operator certifying crane operators with online theory and simulator practice.',
      'مشغّل موانئ يعتمد مشغّلي الرافعات بجانب نظري إلكتروني وتدريب على جهاز المحاكاة.',
    ],
    story: [
      'Only trainees who pass the online course can book the simulator, so its hours go on real skill.',
      'لا يحجز جهاز المحاكاة إلا من اجتاز الدورة الإلكترونية، فتُصرف ساعاته على المهارة الحقيقية.',
    ],
    delivered: [
      ['A bespoke crane theory course', 'دورة مخصّصة في الجانب النظري لتشغيل الرافعات'],
      ['3D animations of the port’s own cranes', 'رسوم ثلاثية الأبعاد لرافعات الميناء'],
      ['Simulator booking linked to the course', 'حجز جهاز المحاكاة مرتبط بالدورة'],
    ],
  }),
]

/** Our clients block 2: the clients, filtered by the industries and solutions stories share. */
export const clientsSeed = seedOf(clientsType, {
  'our-clients': [
    {
      order: 2,
      content: {
        title: both('Who we work with', 'من نعمل معهم؟'),
        subtitle: both(
          'A few of the organisations that learn with us. Filter by industry or solution, and open a card to see what we delivered.',
          'بعض المؤسسات التي تتعلّم معنا. استعرضوها حسب القطاع أو الحل، وافتحوا البطاقة لتعرفوا ما الذي قدّمناه.',
        ),
        filters: categoryFilters,
        clients,
      },
    },
  ],
})
