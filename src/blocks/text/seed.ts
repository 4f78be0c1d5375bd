import type { z } from 'zod'
import type { textSchema } from './schema.ts'
import { textType } from './schema.ts'
import { seedOf } from '../../../schemas/block-type.ts'

type Localized = { en: string; ar: string }
type PrivacyPolicyInput = z.input<typeof textSchema>

/**
 * The body sections of the privacy policy, in rendering order:
 * *Title → h2, *List → bullet list (one item per line), other keys → paragraphs.
 */
const sections = {
  introParagraph: {
    en: 'Lumora Learning ("Lumora", "we", "us" or "our") provides e-learning platform solutions and content services to organisations across the Gulf region, from our head office in Riyadh, Saudi Arabia, and our office in Dubai, United Arab Emirates. This Privacy Policy explains how we collect, use, share and protect personal data when you visit our website, contact us, request a demo or proposal, attend our events, or work with us as a client or partner. We process personal data in accordance with the Saudi Personal Data Protection Law (PDPL) and its implementing regulations, the UAE Personal Data Protection Law (Federal Decree-Law No. 45 of 2021), and other laws that apply to us. Where we host or manage a learning platform on behalf of a client, we act as a data processor under that client\'s instructions, and the client\'s own privacy notice governs how learner data is used.',
    ar: 'تقدّم شركة لومورا للتعلّم (ويُشار إليها فيما يلي بـ«لومورا» أو «نحن») حلول منصات التعلّم الإلكتروني وخدمات المحتوى للمؤسسات في منطقة الخليج، انطلاقًا من مقرها الرئيسي في الرياض بالمملكة العربية السعودية ومكتبها في دبي بالإمارات العربية المتحدة. توضّح سياسة الخصوصية هذه كيفية جمعنا للبيانات الشخصية واستخدامها ومشاركتها وحمايتها عند زيارتك لموقعنا الإلكتروني، أو تواصلك معنا، أو طلبك عرضًا توضيحيًا أو عرض سعر، أو حضورك فعالياتنا، أو تعاملك معنا بصفتك عميلًا أو شريكًا. ونعالج البيانات الشخصية وفقًا لنظام حماية البيانات الشخصية في المملكة العربية السعودية ولوائحه التنفيذية، والمرسوم بقانون اتحادي رقم 45 لسنة 2021 بشأن حماية البيانات الشخصية في دولة الإمارات، وغيرها من الأنظمة المعمول بها. وحين نستضيف منصة تعلّم أو نديرها نيابةً عن أحد عملائنا، فإننا نعمل بصفتنا معالجًا للبيانات وفق تعليمات ذلك العميل، ويكون إشعار الخصوصية الخاص بالعميل هو المرجع في كيفية استخدام بيانات المتعلّمين.',
  },

  collectTitle: { en: 'Information we collect', ar: 'المعلومات التي نجمعها' },
  collectIntro: {
    en: 'We collect only the personal data we need to respond to you, deliver our services and run our business. Most of it you give us directly, for example when you fill in a contact or demo request form, email or call our team, register for a webinar, or sign a contract with us. Some is collected automatically when you browse our website, and occasionally we receive business contact details from partners such as Totara, Open edX service providers, OpenSesame or Rosetta Stone when you ask them to put you in touch with a regional reseller. The categories of personal data we process are:',
    ar: 'لا نجمع من البيانات الشخصية إلا ما نحتاج إليه للرد عليك وتقديم خدماتنا وتسيير أعمالنا. ومعظم هذه البيانات تقدّمها لنا بنفسك مباشرةً، كأن تملأ نموذج التواصل أو طلب العرض التوضيحي، أو تراسل فريقنا بالبريد الإلكتروني أو تتصل به هاتفيًا، أو تسجّل في ندوة عبر الإنترنت، أو توقّع عقدًا معنا. ويُجمع بعضها تلقائيًا أثناء تصفّحك لموقعنا، وقد نتلقى أحيانًا بيانات الاتصال المهنية من شركائنا مثل Totara ومزوّدي خدمات Open edX وOpenSesame وRosetta Stone عندما تطلب منهم التواصل مع موزّع إقليمي. وتشمل فئات البيانات الشخصية التي نعالجها ما يلي:',
  },
  collectList: {
    en: [
      '• Contact details: your name, job title, organisation, business email address, phone number and country or city.',
      '• Enquiry details: the solutions you are interested in, the number of learners, your project timeline and any message you send us.',
      '• Account and contract details: billing contacts, purchase orders, invoices and correspondence relating to our services.',
      '• Event and webinar data: registration details, attendance records and any questions you submit.',
      '• Technical data: IP address, browser type and version, device type, operating system, language preference and approximate location.',
      '• Usage data: pages visited, links clicked, referring website, time spent on pages and form interactions.',
      '• Marketing preferences: whether you have agreed to receive newsletters and how you interact with our emails.',
    ].join('\n'),
    ar: [
      '• بيانات الاتصال: الاسم، والمسمى الوظيفي، والجهة التي تعمل بها، والبريد الإلكتروني المهني، ورقم الهاتف، والدولة أو المدينة.',
      '• تفاصيل الاستفسار: الحلول التي تهتم بها، وعدد المتعلّمين، والجدول الزمني لمشروعك، وأي رسالة ترسلها إلينا.',
      '• بيانات الحساب والتعاقد: جهات الاتصال المسؤولة عن الفوترة، وأوامر الشراء، والفواتير، والمراسلات المتعلقة بخدماتنا.',
      '• بيانات الفعاليات والندوات: بيانات التسجيل، وسجلات الحضور، وأي أسئلة تطرحها.',
      '• البيانات التقنية: عنوان بروتوكول الإنترنت (IP)، ونوع المتصفح وإصداره، ونوع الجهاز، ونظام التشغيل، واللغة المفضّلة، والموقع التقريبي.',
      '• بيانات الاستخدام: الصفحات التي تزورها، والروابط التي تنقر عليها، والموقع الذي أحالك إلينا، والمدة التي تقضيها في الصفحات، وتفاعلك مع النماذج.',
      '• تفضيلات التسويق: ما إذا كنت قد وافقت على تلقي النشرات الإخبارية، وطريقة تفاعلك مع رسائلنا الإلكترونية.',
    ].join('\n'),
  },
  collectSensitive: {
    en: 'We do not ask for sensitive personal data, such as health information, religious beliefs or national identity numbers, through our website. Please do not include such information in messages or form fields.',
    ar: 'لا نطلب عبر موقعنا أي بيانات شخصية حساسة، كالمعلومات الصحية أو المعتقدات الدينية أو أرقام الهوية الوطنية. ونرجو منك عدم تضمين مثل هذه المعلومات في رسائلك أو في حقول النماذج.',
  },

  useTitle: { en: 'How we use your information', ar: 'استخدام معلوماتك' },
  useIntro: {
    en: 'We use personal data only for specific, legitimate purposes and rely on an appropriate legal basis for each: your consent, the performance of a contract with you or your organisation, compliance with our legal obligations, or our legitimate business interests where these are not overridden by your rights. In particular, we use your information to:',
    ar: 'لا نستخدم البيانات الشخصية إلا لأغراض محددة ومشروعة، ونستند في كل منها إلى أساس نظامي مناسب: موافقتك، أو تنفيذ عقد مبرم معك أو مع الجهة التي تعمل بها، أو الوفاء بالتزاماتنا النظامية، أو مصالحنا التجارية المشروعة ما لم تتعارض مع حقوقك. ونستخدم معلوماتك على وجه الخصوص من أجل:',
  },
  useList: {
    en: [
      '• Respond to your enquiries and arrange demos of Totara Learn, Totara Perform, Totara Mobile, Open edX and our content catalogues.',
      '• Prepare proposals, quotations and contracts, and manage our relationship with you or your organisation.',
      '• Deliver, configure and support the platforms and bespoke content we provide.',
      '• Send newsletters, event invitations and product updates where you have agreed to receive them.',
      '• Improve our website, understand which content is useful and fix technical problems.',
      '• Keep our website and systems secure and prevent fraud or misuse.',
      '• Meet our legal, tax, accounting and regulatory obligations.',
    ].join('\n'),
    ar: [
      '• الرد على استفساراتك وترتيب عروض توضيحية لمنصات Totara Learn وTotara Perform وTotara Mobile وOpen edX ولمكتبات المحتوى التي نقدّمها.',
      '• إعداد العروض الفنية والمالية والعقود، وإدارة علاقتنا بك أو بالجهة التي تعمل بها.',
      '• تقديم المنصات والمحتوى المخصّص، وتهيئتها ودعمها.',
      '• إرسال النشرات الإخبارية ودعوات الفعاليات وآخر مستجدات منتجاتنا متى وافقت على تلقيها.',
      '• تحسين موقعنا الإلكتروني، ومعرفة المحتوى الأكثر فائدة، ومعالجة المشكلات التقنية.',
      '• الحفاظ على أمن موقعنا وأنظمتنا، ومنع الاحتيال وإساءة الاستخدام.',
      '• الوفاء بالتزاماتنا النظامية والضريبية والمحاسبية والتنظيمية.',
    ].join('\n'),
  },
  useMarketing: {
    en: 'You can unsubscribe from marketing emails at any time using the link at the bottom of each message or by contacting us. We will never sell your personal data, and we do not use it for automated decision-making that has legal or similarly significant effects on you.',
    ar: 'يمكنك إلغاء الاشتراك في الرسائل التسويقية في أي وقت عبر الرابط الموجود في أسفل كل رسالة أو بالتواصل معنا. ولن نبيع بياناتك الشخصية أبدًا، ولا نستخدمها في اتخاذ قرارات آلية تترتب عليها آثار نظامية أو آثار جوهرية مماثلة عليك.',
  },

  cookiesTitle: { en: 'Cookies and similar technologies', ar: 'ملفات تعريف الارتباط والتقنيات المشابهة' },
  cookiesText: {
    en: 'Our website uses cookies and similar technologies. Strictly necessary cookies keep the site working, remember your language choice between English and Arabic, and protect forms against abuse; these cannot be switched off. With your consent, we also use analytics cookies to understand how visitors use the site so we can improve it. We do not use advertising cookies that track you across other websites. You can accept or reject optional cookies through the cookie banner, change your choice at any time from the cookie settings link in the footer, and delete or block cookies in your browser settings. Blocking necessary cookies may stop some parts of the site from working properly.',
    ar: 'يستخدم موقعنا ملفات تعريف الارتباط (الكوكيز) والتقنيات المشابهة. فالملفات الضرورية تضمن عمل الموقع، وتحفظ اختيارك للغة بين العربية والإنجليزية، وتحمي النماذج من إساءة الاستخدام، ولا يمكن إيقافها. كما نستخدم، بموافقتك، ملفات التحليلات لفهم طريقة استخدام الزوار للموقع بهدف تحسينه. ولا نستخدم ملفات إعلانية تتتبّعك عبر المواقع الأخرى. ويمكنك قبول الملفات الاختيارية أو رفضها من خلال شريط ملفات تعريف الارتباط، وتغيير اختيارك في أي وقت عبر رابط إعدادات ملفات تعريف الارتباط في تذييل الصفحة، وحذف هذه الملفات أو حظرها من إعدادات متصفحك. وقد يؤدي حظر الملفات الضرورية إلى تعطّل بعض أجزاء الموقع.',
  },

  sharingTitle: { en: 'How we share information', ar: 'مشاركة المعلومات' },
  sharingText: {
    en: 'We share personal data only when necessary and with recipients bound by confidentiality and data protection obligations. These include service providers that host our website, email, customer relationship management and analytics tools; technology partners such as Totara, OpenSesame, Rosetta Stone and Open edX hosting providers when we need to provision licences or platforms you have ordered; professional advisers such as lawyers, auditors and accountants; and government authorities, courts or regulators where the law requires it. If Lumora Learning is involved in a merger, acquisition or sale of assets, personal data may be transferred as part of that transaction, subject to this policy. We require every service provider to process your data only on our instructions and to protect it appropriately.',
    ar: 'لا نشارك البيانات الشخصية إلا عند الضرورة، ومع جهات ملتزمة بواجبات السرية وحماية البيانات. وتشمل هذه الجهات مزوّدي الخدمات الذين يستضيفون موقعنا وأدوات البريد الإلكتروني وإدارة علاقات العملاء والتحليلات، وشركاءنا التقنيين مثل Totara وOpenSesame وRosetta Stone ومزوّدي استضافة Open edX عند حاجتنا إلى توفير التراخيص أو المنصات التي طلبتها، ومستشارينا المهنيين كالمحامين والمراجعين والمحاسبين، والجهات الحكومية أو المحاكم أو الجهات التنظيمية متى اقتضى النظام ذلك. وفي حال دخول لومورا للتعلّم في عملية اندماج أو استحواذ أو بيع أصول، فقد تُنقل البيانات الشخصية ضمن تلك العملية مع الالتزام بهذه السياسة. ونُلزم كل مزوّد خدمة بمعالجة بياناتك وفق تعليماتنا فقط وبحمايتها على النحو المناسب.',
  },

  retentionTitle: { en: 'Data retention', ar: 'الاحتفاظ بالبيانات' },
  retentionText: {
    en: 'We keep personal data only for as long as we need it for the purposes described in this policy. Enquiries that do not lead to a contract are normally deleted within 24 months of our last contact with you. Contract, billing and accounting records are kept for the period required by Saudi and UAE tax and commercial laws, typically up to ten years. Marketing data is kept until you unsubscribe or withdraw your consent, after which we retain only a suppression record so that we do not contact you again. Analytics data is stored in aggregated or pseudonymised form for no longer than 14 months. When data is no longer needed, we delete it securely or anonymise it.',
    ar: 'لا نحتفظ بالبيانات الشخصية إلا للمدة اللازمة لتحقيق الأغراض الموضّحة في هذه السياسة. فالاستفسارات التي لا تنتهي بإبرام عقد تُحذف عادةً خلال 24\u00A0شهرًا من آخر تواصل معك. أما سجلات العقود والفوترة والمحاسبة فنحتفظ بها للمدة التي تفرضها الأنظمة الضريبية والتجارية في المملكة العربية السعودية ودولة الإمارات، والتي تصل عادةً إلى عشر سنوات. ونحتفظ ببيانات التسويق إلى أن تلغي اشتراكك أو تسحب موافقتك، وبعد ذلك لا نُبقي إلا على سجل استبعاد يضمن عدم التواصل معك مجددًا. وتُحفظ بيانات التحليلات بصورة مجمّعة أو مستعارة الهوية لمدة لا تتجاوز 14\u00A0شهرًا. وعند انتفاء الحاجة إلى البيانات، نحذفها بطريقة آمنة أو نُخفي هويتها.',
  },

  securityTitle: { en: 'How we protect your information', ar: 'حماية معلوماتك' },
  securityText: {
    en: 'We use appropriate technical and organisational measures to protect personal data against unauthorised access, loss, alteration or disclosure. These include encryption of data in transit using TLS, access controls based on the principle of least privilege, multi-factor authentication for staff accounts, regular security updates, backups, and confidentiality commitments and data protection training for our team. No method of transmission over the internet is completely secure, but we review our safeguards regularly. If a personal data breach occurs that is likely to affect your rights, we will notify you and the competent authorities as required by law.',
    ar: 'نطبّق تدابير تقنية وتنظيمية مناسبة لحماية البيانات الشخصية من الوصول غير المصرّح به أو الفقدان أو التعديل أو الإفصاح. ومن هذه التدابير تشفير البيانات أثناء نقلها باستخدام بروتوكول TLS، وضوابط الوصول القائمة على مبدأ الحد الأدنى من الصلاحيات، والمصادقة متعددة العوامل لحسابات الموظفين، والتحديثات الأمنية الدورية، والنسخ الاحتياطي، إلى جانب التزامات السرية وتدريب فريقنا على حماية البيانات. ومع أنه لا توجد وسيلة نقل عبر الإنترنت آمنة تمامًا، فإننا نراجع ضماناتنا بانتظام. وفي حال وقوع تسرّب للبيانات الشخصية يُرجّح أن يمسّ حقوقك، فسنُبلغك ونُبلغ الجهات المختصة وفقًا لما يقتضيه النظام.',
  },

  rightsTitle: { en: 'Your rights', ar: 'حقوقك' },
  rightsIntro: {
    en: 'Depending on the law that applies to you, you have the following rights over your personal data:',
    ar: 'بحسب النظام المطبّق عليك، تتمتع بالحقوق التالية فيما يتعلق ببياناتك الشخصية:',
  },
  rightsList: {
    en: [
      '• The right to be informed about how and why we process your personal data.',
      '• The right to access your personal data and obtain a copy of it.',
      '• The right to ask us to correct, complete or update inaccurate or incomplete data.',
      '• The right to ask us to delete your personal data when it is no longer needed.',
      '• The right to withdraw your consent at any time, without affecting processing carried out before withdrawal.',
      '• The right to object to or restrict certain processing, including direct marketing.',
      '• The right to receive your data in a readable, structured format where applicable.',
      '• The right to lodge a complaint with the Saudi Data & AI Authority (SDAIA) or the UAE Data Office.',
    ].join('\n'),
    ar: [
      '• الحق في العلم بكيفية معالجة بياناتك الشخصية وأسباب معالجتها.',
      '• الحق في الوصول إلى بياناتك الشخصية والحصول على نسخة منها.',
      '• الحق في طلب تصحيح البيانات غير الدقيقة أو غير المكتملة أو استكمالها أو تحديثها.',
      '• الحق في طلب إتلاف بياناتك الشخصية عند انتفاء الحاجة إليها.',
      '• الحق في سحب موافقتك في أي وقت، دون أن يؤثر ذلك في المعالجة التي تمت قبل السحب.',
      '• الحق في الاعتراض على بعض أوجه المعالجة أو تقييدها، بما في ذلك التسويق المباشر.',
      '• الحق في الحصول على بياناتك بصيغة واضحة ومنظّمة متى كان ذلك ممكنًا.',
      '• الحق في تقديم شكوى إلى الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا) أو مكتب البيانات في دولة الإمارات.',
    ].join('\n'),
  },
  rightsHow: {
    en: 'To exercise any of these rights, email us at the address below. We may need to verify your identity before acting on your request, and we will respond within 30 days, or sooner where the law requires it. If you are a learner on a platform we operate for your employer or institution, please contact that organisation first, as it controls your learning data; we will help it respond to your request.',
    ar: 'لممارسة أيٍّ من هذه الحقوق، راسلنا على عنوان البريد الإلكتروني المذكور أدناه. وقد نحتاج إلى التحقق من هويتك قبل تنفيذ طلبك، وسنرد عليك خلال 30\u00A0يومًا، أو في مدة أقصر إذا اقتضى النظام ذلك. وإذا كنت متعلّمًا على منصة نشغّلها لصالح جهة عملك أو مؤسستك التعليمية، فنرجو أن تتواصل مع تلك الجهة أولًا، لأنها هي المتحكّمة في بياناتك التعليمية، وسنساعدها في الاستجابة لطلبك.',
  },

  transfersTitle: { en: 'International data transfers', ar: 'نقل البيانات خارج الحدود' },
  transfersText: {
    en: "We store and process personal data primarily in data centres located in Saudi Arabia and the United Arab Emirates. Some of our service providers and technology partners may process data in other countries, for example to provide software licences or technical support. We transfer personal data outside the Kingdom or the UAE only where permitted by applicable law, such as where the destination country offers an adequate level of protection or where appropriate safeguards, including standard contractual clauses approved by the competent authority, are in place. Client learning platforms are hosted in the region agreed in each client's contract.",
    ar: 'نخزّن البيانات الشخصية ونعالجها أساسًا في مراكز بيانات تقع في المملكة العربية السعودية ودولة الإمارات العربية المتحدة. وقد يعالج بعض مزوّدي الخدمات والشركاء التقنيين البيانات في دول أخرى، كأن يكون ذلك لتوفير تراخيص البرمجيات أو الدعم الفني. ولا ننقل البيانات الشخصية إلى خارج المملكة أو الإمارات إلا في الحالات التي تجيزها الأنظمة المعمول بها، كأن توفّر الدولة المستقبِلة مستوى كافيًا من الحماية، أو أن تتوافر ضمانات مناسبة، ومنها البنود التعاقدية القياسية المعتمدة من الجهة المختصة. وتُستضاف منصات التعلّم الخاصة بعملائنا في النطاق الجغرافي المتفق عليه في عقد كل عميل.',
  },

  childrenTitle: { en: "Children's privacy", ar: 'خصوصية الأطفال' },
  childrenText: {
    en: 'Our website and services are intended for businesses, government entities and educational institutions, not for children. We do not knowingly collect personal data from anyone under 18 through this website. If you believe a child has provided us with personal data, please contact us and we will delete it promptly. Where a client uses our platforms to train learners under 18, the client is responsible for obtaining any required parental or guardian consent.',
    ar: 'موقعنا وخدماتنا موجّهة إلى الشركات والجهات الحكومية والمؤسسات التعليمية، وليست موجّهة إلى الأطفال. ولا نجمع عن علمٍ عبر هذا الموقع أي بيانات شخصية من أشخاص تقل أعمارهم عن 18\u00A0عامًا. وإذا كنت تعتقد أن طفلًا قد زوّدنا ببيانات شخصية، فيُرجى التواصل معنا وسنحذفها على الفور. وفي حال استخدم أحد عملائنا منصاتنا لتدريب متعلّمين دون سن 18\u00A0عامًا، يتحمّل العميل مسؤولية الحصول على أي موافقة لازمة من الوالدين أو الأولياء.',
  },

  changesTitle: { en: 'Changes to this policy', ar: 'التعديلات على هذه السياسة' },
  changesText: {
    en: 'We may update this Privacy Policy from time to time to reflect changes in our services, technology or legal requirements. The date at the top of this page shows when it was last updated. If we make significant changes, we will highlight them on our website or notify you by email where appropriate. We encourage you to review this page periodically.',
    ar: 'قد نحدّث سياسة الخصوصية هذه من حين لآخر لتواكب التغييرات في خدماتنا أو التقنيات التي نستخدمها أو المتطلبات النظامية. ويُبيّن التاريخ المذكور في أعلى هذه الصفحة موعد آخر تحديث لها. وإذا أجرينا تعديلات جوهرية، فسنُبرزها على موقعنا أو نُخطرك بها عبر البريد الإلكتروني عند الاقتضاء. وننصحك بمراجعة هذه الصفحة بصورة دورية.',
  },

  contactTitle: { en: 'Contact us', ar: 'للتواصل معنا' },
  contactText: {
    en: 'If you have any questions about this Privacy Policy or how we handle your personal data, or if you wish to exercise your rights, please contact our Data Protection Officer at Lumora Learning, King Fahd Road, Riyadh, Kingdom of Saudi Arabia, or at our office in Dubai, United Arab Emirates. You can also email us at:',
    ar: 'إذا كانت لديك أي أسئلة حول سياسة الخصوصية هذه أو حول طريقة تعاملنا مع بياناتك الشخصية، أو كنت ترغب في ممارسة حقوقك، فيُرجى التواصل مع مسؤول حماية البيانات لدى لومورا للتعلّم، طريق الملك فهد، الرياض، المملكة العربية السعودية، أو عبر مكتبنا في دبي، الإمارات العربية المتحدة. كما يمكنك مراسلتنا عبر البريد الإلكتروني التالي:',
  },
} satisfies Record<string, Localized>

/** Seed content for the privacy policy page. Key order is rendering order. */
export const privacyPolicy = {
  title: { en: 'Privacy Policy', ar: 'سياسة الخصوصية' },
  lastUpdated: { en: '1 November 2026', ar: '1 نوفمبر 2026' },
  ...sections,
  contactUsEmail: { en: 'privacy@lumora-learning.example', ar: 'privacy@lumora-learning.example' },
} satisfies PrivacyPolicyInput

/** The text block's seed: the privacy-policy page's block 1. */
export const textSeed = seedOf(textType, { 'privacy-policy': [{ order: 1, content: privacyPolicy }] })
