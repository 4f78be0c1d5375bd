import type { SeedBlock } from '../../seed-block.ts'
import { benefits, demo, faq, features, hero, imageText, timeline } from './blocks.ts'
import { heroArt } from './media.ts'

export const totaraPerform: SeedBlock[] = [
  hero({
    logo: 'totara-perform',
    title: ['Totara Perform: performance management that never stops', 'Totara Perform: إدارة أداء مستمرة طوال العام'],
    subtitle: [
      'Replace the annual appraisal form with goals, regular check-ins, 360° feedback and competency reviews that link straight to learning. Managers see who needs support, and employees see how to grow.',
      'استبدلوا نموذج التقييم السنوي بأهداف ولقاءات متابعة منتظمة وتقييمات بزاوية 360\u00A0درجة ومراجعات للكفاءات ترتبط مباشرة بالتعلّم، فيرى المديرون من يحتاج إلى الدعم، ويعرف الموظفون طريقهم إلى التطوّر.',
    ],
    secondary: { text: ['Talk to a Totara consultant', 'تحدّثوا إلى مستشار Totara'] },
    image: heroArt('totara-perform'),
    palette: 'totara',
  }),
  imageText({
    order: 2,
    id: 'perform-why',
    title: ['Reviews people finish, and conversations that matter', 'تقييمات يُكملها الموظفون، وحوارات ذات قيمة'],
    paragraphs: [
      [
        'An appraisal written once a year describes last year. Totara Perform spreads the work across the year: short check-ins, goals that can change with the business, and feedback asked for when the project ends rather than months later.',
        'التقييم الذي يُكتب مرة في العام يصف عامًا مضى. أما Totara Perform فيوزّع العمل على مدار السنة: لقاءات متابعة قصيرة، وأهداف تتغيّر مع تغيّر أولويات العمل، وملاحظات تُطلب عند انتهاء المشروع لا بعد أشهر منه.',
      ],
      [
        'Because it shares its data with Totara Learn, a competency rated below target can open a learning plan on the spot, and completed courses show up in the next review.',
        'ولأنه يتشارك البيانات مع Totara Learn، فإن الكفاءة التي تُقيَّم دون المستوى المستهدف يمكن أن تفتح خطة تعلّم في الحال، وتظهر الدورات المكتملة في المراجعة التالية.',
      ],
    ],
    image: 'check-ins',
  }),
  features({
    order: 3,
    title: ['The building blocks of continuous performance', 'مكوّنات إدارة الأداء المستمرة'],
    features: [
      {
        title: ['Goals that cascade', 'أهداف تتدرّج من الأعلى'],
        description: [
          'Set organisation and team goals, let employees link their personal goals to them, and track progress in one place.\nGoals can be weighted, shared between colleagues and updated when priorities change.',
          'حدّدوا أهداف المؤسسة والفرق، ودعوا الموظفين يربطون أهدافهم الشخصية بها، وتابعوا التقدّم في مكان واحد.\nويمكن منح الأهداف أوزانًا، ومشاركتها بين الزملاء، وتحديثها عند تغيّر الأولويات.',
        ],
        image: 'goals',
      },
      {
        title: ['360° feedback on request', 'ملاحظات بزاوية 360\u00A0درجة عند الطلب'],
        description: [
          'Employees and managers ask colleagues, direct reports or external partners for feedback at any time, anonymously if you wish.',
          'يطلب الموظفون والمديرون الملاحظات من الزملاء أو المرؤوسين أو الشركاء الخارجيين في أي وقت، ودون ذكر الأسماء إن رغبتم.',
        ],
        image: 'feedback-360',
      },
      {
        title: ['Competencies with evidence', 'كفاءات مدعومة بالأدلة'],
        description: [
          'Competency frameworks with proficiency scales, achievement paths through courses or manager rating, and a clear record of how each level was reached.',
          'أُطر كفاءات بمقاييس إتقان، ومسارات للوصول إليها عبر الدورات أو تقييم المدير، وسجلّ واضح لطريقة بلوغ كل مستوى.',
        ],
        image: 'competencies',
      },
    ],
  }),
  benefits({
    order: 4,
    title: ['Why HR teams move to Totara Perform', 'لماذا تنتقل فرق الموارد البشرية إلى Totara Perform؟'],
    subtitle: [
      'A performance system your managers will use, configured to your policies rather than someone else’s template.',
      'نظام أداء يستخدمه مديروكم فعلًا، يُهيَّأ وفق سياساتكم لا وفق قالب جاهز لمؤسسة أخرى.',
    ],
    button: ['Request a demo', 'اطلبوا عرضًا توضيحيًا'],
    benefits: [
      {
        icon: 'pen',
        title: ['Forms you design', 'نماذج تصمّمونها بأنفسكم'],
        description: [
          'Build review forms with ratings, text, goals and competencies, in Arabic and English, without code.',
          'أنشئوا نماذج التقييم بالدرجات والنصوص والأهداف والكفاءات، بالعربية والإنجليزية، دون برمجة.',
        ],
      },
      {
        icon: 'calendar',
        title: ['Cycles on your calendar', 'دورات تقييم وفق تقويمكم'],
        description: [
          'Quarterly, probation or project-end reviews open automatically for the right people on the right date.',
          'تُفتح التقييمات الربعية أو تقييمات فترة التجربة أو نهاية المشاريع تلقائيًا للأشخاص المعنيين في الموعد المحدّد.',
        ],
      },
      {
        icon: 'lock',
        title: ['Private where it should be', 'خصوصية حيث ينبغي'],
        description: [
          'Fine-grained visibility decides who sees each answer, so a peer’s comment reaches the manager and not the whole team.',
          'تحدّد صلاحيات العرض الدقيقة من يرى كل إجابة، فيصل تعليق الزميل إلى المدير وحده لا إلى الفريق بأكمله.',
        ],
      },
      {
        icon: 'sync',
        title: ['Linked to learning', 'مرتبط بالتعلّم'],
        description: [
          'Development needs from a review become learning plans in Totara Learn, and progress comes back to the next review.',
          'تتحوّل احتياجات التطوير المستخلصة من التقييم إلى خطط تعلّم في Totara Learn، ويعود التقدّم المُنجز إلى التقييم التالي.',
        ],
      },
    ],
  }),
  timeline({
    order: 5,
    title: ['A performance year\nwith Totara Perform', 'عام من الأداء\nمع Totara Perform'],
    steps: [
      {
        title: ['Set goals', 'تحديد الأهداف'],
        description: [
          'Company goals are published in January and every employee links two to five goals of their own.',
          'تُنشر أهداف المؤسسة في يناير، ويربط كل موظف بها من هدفين إلى خمسة أهداف خاصة به.',
        ],
      },
      {
        title: ['Check in monthly', 'متابعة شهرية'],
        description: [
          'Fifteen-minute conversations recorded in a shared note, with goal progress updated as they go.',
          'حوارات مدّتها ربع ساعة تُدوَّن في ملاحظة مشتركة، ويُحدَّث فيها تقدّم الأهداف أولًا بأول.',
        ],
      },
      {
        title: ['Ask for feedback', 'طلب الملاحظات'],
        description: [
          'At the end of each project, colleagues answer three questions in under five minutes.',
          'في نهاية كل مشروع، يجيب الزملاء عن ثلاثة أسئلة في أقل من خمس دقائق.',
        ],
      },
      {
        title: ['Mid-year review', 'مراجعة منتصف العام'],
        description: [
          'Self and manager reviews side by side, with competency ratings that open learning plans where needed.',
          'تقييم ذاتي وتقييم المدير جنبًا إلى جنب، مع تقييم للكفاءات يفتح خطط التعلّم عند الحاجة.',
        ],
      },
      {
        title: ['Year-end and calibration', 'نهاية العام والمعايرة'],
        description: [
          'HR compares ratings across departments before results are shared and linked to rewards.',
          'تقارن إدارة الموارد البشرية التقييمات بين الإدارات قبل مشاركة النتائج وربطها بالمكافآت.',
        ],
      },
    ],
  }),
  faq({
    order: 6,
    items: [
      {
        q: ['Can we keep our current rating scale and competency model?', 'هل يمكننا الإبقاء على مقياس التقييم ونموذج الكفاءات الحاليين؟'],
        a: [
          'Yes. We load your scales, competency framework and job profiles as they are, and adjust them only if you ask us to.',
          'نعم. نُحمّل مقاييسكم وإطار الكفاءات والملفات الوظيفية كما هي، ولا نعدّلها إلا بطلب منكم.',
        ],
      },
      {
        q: ['Do we need Totara Learn to use Totara Perform?', 'هل نحتاج إلى Totara Learn لاستخدام Totara Perform؟'],
        a: [
          'No, Totara Perform works on its own. With both, development needs and completed learning flow between them automatically.',
          'لا، يعمل Totara Perform منفردًا. وعند استخدامهما معًا تنتقل احتياجات التطوير والتعلّم المكتمل بينهما تلقائيًا.',
        ],
      },
      {
        q: ['How do managers get used to it?', 'كيف يعتاد المديرون على استخدامه؟'],
        a: [
          'We run short workshops for managers in Arabic and English and leave two-minute videos inside the system for each step of the cycle.',
          'نقدّم للمديرين ورش عمل قصيرة بالعربية والإنجليزية، ونترك داخل النظام مقاطع فيديو مدّة كل منها دقيقتان لكل خطوة من دورة التقييم.',
        ],
      },
    ],
  }),
  demo({
    order: 8,
    title: ['See your review cycle in Totara Perform', 'شاهدوا دورة التقييم لديكم على Totara Perform'],
    subtitle: [
      'Send us your current appraisal form and we will show it rebuilt as goals, check-ins and reviews in a 30-minute demo.',
      'أرسلوا إلينا نموذج التقييم الحالي، وسنعرضه لكم خلال 30\u00A0دقيقة وقد أُعيد بناؤه أهدافًا ولقاءات متابعة ومراجعات.',
    ],
  }),
]
