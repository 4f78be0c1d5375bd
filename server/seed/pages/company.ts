import { consultationImage, contactUs, cta, ctaImage, hero, heroImage, type PageSeeds, t } from './helpers.ts'

const teamImage = heroImage(
  'team.svg',
  t(
    'Four colleagues around a table planning a course, with a laptop, sticky notes and a storyboard on the wall behind them',
    'أربعة زملاء حول طاولة يخطّطون لدورة تدريبية، ومعهم حاسوب محمول وأوراق ملاحظات لاصقة، وخلفهم مخطّط الدورة على الحائط',
  ),
)
const careersImage = heroImage(
  'careers.svg',
  t(
    'A new colleague with a laptop bag waving as he climbs a flight of steps towards an open office door with a flag beside it',
    'زميل جديد يحمل حقيبة حاسوبه ويلوّح بيده وهو يصعد درجات نحو باب مكتب مفتوح ترفرف بجانبه راية',
  ),
)
const networkImage = heroImage(
  'network.svg',
  t(
    'A learning platform at the centre, linked to six organisations, each shown as a tile with its own emblem',
    'منصّة تعلّم في المركز ترتبط بست مؤسسات، تظهر كل منها في مربّع يحمل شعارها الخاص',
  ),
)
const awardsImage = heroImage(
  'awards.svg',
  t(
    'A trophy on a podium beside a framed certificate, a medal and a row of five stars',
    'كأس على منصّة تتويج بجانب شهادة مؤطّرة وميدالية وصفّ من خمس نجوم',
  ),
)
const storiesImage = heroImage(
  'stories.svg',
  t(
    'A customer story card with a quotation mark and a rising results chart, next to a calendar marking an upcoming webinar',
    'بطاقة قصة عميل تحمل علامة اقتباس ومخطّط نتائج صاعدًا، وبجانبها تقويم يحدّد موعد ندوة إلكترونية قادمة',
  ),
)

const joinUsImage = ctaImage(
  'cta-careers.svg',
  t(
    'A staff badge on a lanyard lying on a desk beside a laptop, a potted plant and a welcome card with a heart',
    'بطاقة موظف بحبل تعليق على مكتب بجانب حاسوب محمول ونبتة في أصيص وبطاقة ترحيب عليها قلب',
  ),
)

/** Company pages: hero at 1 and, where the layout has one, the call to action at its order. */
export const companyPages: PageSeeds = {
  'why-choose-us': [
    hero({
      title: t('Why organisations across the Gulf choose Lumora', 'لماذا تختار المؤسسات في أنحاء الخليج لومورا؟'),
      subtitle: t(
        'We are certified Totara and Open edX specialists, we host every platform inside the region, and our studio writes content in Arabic first instead of translating it at the end. Most of our clients have stayed with us for more than five years.',
        'نحن متخصصون معتمدون في Totara وOpen edX، ونستضيف كل منصّة داخل المنطقة، ويكتب الاستوديو لدينا المحتوى بالعربية أولًا بدلًا من ترجمته في المرحلة الأخيرة. ويواصل معظم عملائنا العمل معنا منذ أكثر من خمس سنوات.',
      ),
      button: { text: t('Read customer stories', 'اقرؤوا قصص عملائنا'), link: '/customer-stories' },
      image: awardsImage,
    }),
    cta({
      order: 6,
      title: t('See the difference for yourself', 'اكتشفوا الفرق بأنفسكم'),
      subtitle: t(
        'Book a two-hour discovery workshop with our consultants. You will leave with a clear picture of your learning needs, whether or not you decide to work with us.',
        'احجزوا ورشة استكشافية مدّتها ساعتان مع مستشارينا، وستخرجون منها بصورة واضحة عن احتياجاتكم التعليمية، سواء قرّرتم العمل معنا أم لا.',
      ),
      button: t('Book a workshop', 'احجزوا ورشة عمل'),
      link: '/contact',
      image: consultationImage,
    }),
  ],
  'our-team': [
    hero({
      title: t('The people behind your learning', 'فريق يصنع تجربة التعلّم في مؤسستكم'),
      subtitle: t(
        'Sixty instructional designers, platform engineers, developers, voice artists and account managers in Riyadh and Dubai. The consultants who scope your project are the same people who launch it and support it afterwards.',
        'ستون متخصصًا في الرياض ودبي، من مصمّمين تعليميين ومهندسي منصّات ومطوّرين ومعلّقين صوتيين ومديري حسابات. والمستشارون الذين يحدّدون نطاق مشروعكم هم أنفسهم من يطلقونه ويدعمونه بعد ذلك.',
      ),
      button: { text: t('Read our story', 'اقرؤوا قصتنا'), link: '/about' },
      image: teamImage,
    }),
    cta({
      order: 3,
      title: t('Want to build learning with us?', 'هل تودّون صناعة التعلّم معنا؟'),
      subtitle: t(
        'We are always looking for instructional designers, Arabic content writers, Totara developers and learning consultants who care about the person on the other side of the screen.',
        'نبحث دائمًا عن مصمّمين تعليميين وكتّاب محتوى عربي ومطوّري Totara ومستشاري تعلّم يضعون المتعلّم الجالس أمام الشاشة في صميم عملهم.',
      ),
      button: t('See open roles', 'اطّلعوا على الوظائف المتاحة'),
      link: '/careers',
      image: joinUsImage,
    }),
  ],
  careers: [
    hero({
      title: t('Careers at Lumora Learning', 'الوظائف في لومورا للتعلّم'),
      subtitle: t(
        'Join a team of sixty in Riyadh and Dubai that helps more than 400,000 people learn at work. We offer real ownership from your first project, a yearly learning budget, hybrid working and the chance to shape how the region learns.',
        'انضمّوا إلى فريق من ستين متخصصًا في الرياض ودبي يساعد أكثر من 400\u00A0ألف متعلّم على تطوير مهاراتهم في العمل. نمنحكم مسؤولية حقيقية منذ مشروعكم الأول، وميزانية سنوية للتعلّم، وعملًا مرنًا بين المكتب والمنزل، وفرصة للمساهمة في رسم مستقبل التعلّم في المنطقة.',
      ),
      image: careersImage,
    }),
    cta({
      order: 3,
      title: t('Don’t see the right role yet?', 'لم تجدوا الوظيفة المناسبة بعد؟'),
      subtitle: t(
        'We open new positions as projects start. Send us your CV and tell us what you would like to work on.',
        'نفتح وظائف جديدة مع انطلاق كل مشروع، فأرسلوا إلينا سيرتكم الذاتية وأخبرونا بما تودّون العمل عليه.',
      ),
      email: {
        before: t('Email it to', 'أرسلوها إلى'),
        address: 'careers@lumora-learning.example',
        after: t(
          'and our people team will keep it on file for twelve months.',
          'وسيحتفظ بها فريق الموارد البشرية لدينا مدّة اثني عشر شهرًا.',
        ),
      },
      button: contactUs,
      link: '/contact',
      image: joinUsImage,
    }),
  ],
  'our-partners': [
    hero({
      title: t('Partners who make our solutions stronger', 'شركاء يعزّزون قوة حلولنا'),
      subtitle: t(
        'We are an official Totara partner and work closely with the Open edX community, OpenSesame, iLearn and Rosetta Stone. These partnerships give our clients early sight of product roadmaps, certified expertise and licences at regional prices.',
        'نحن شريك رسمي لشركة Totara، ونعمل عن كثب مع مجتمع Open edX ومع OpenSesame وiLearn وRosetta Stone. وتتيح هذه الشراكات لعملائنا الاطّلاع المبكر على خطط تطوير المنتجات، والاستفادة من خبرات معتمدة، والحصول على تراخيص بأسعار إقليمية.',
      ),
      image: networkImage,
    }),
    cta({
      order: 3,
      title: t('Interested in partnering with us?', 'هل تودّون الشراكة معنا؟'),
      subtitle: t(
        'Technology vendors, content publishers and training providers: if you want to reach organisations in Saudi Arabia and the UAE, let’s talk about working together.',
        'إلى شركات التقنية وناشري المحتوى ومقدّمي التدريب: إن كنتم ترغبون في الوصول إلى المؤسسات في المملكة العربية السعودية والإمارات، فلنتحدّث عن العمل معًا.',
      ),
      email: {
        before: t('Write to', 'اكتبوا إلى'),
        address: 'partners@lumora-learning.example',
        after: t('to reach our partnerships team directly.', 'للتواصل مع فريق الشراكات مباشرة.'),
      },
      button: t('Become a partner', 'كونوا شركاءنا'),
      link: '/contact',
      image: consultationImage,
    }),
  ],
  'our-clients': [
    hero({
      title: t('Trusted by 180 organisations across the Gulf', 'تثق بنا 180\u00A0مؤسسة في أنحاء الخليج'),
      subtitle: t(
        'Ministries, banks, energy companies, hospitals and universities rely on Lumora to train their people. Filter by industry or solution to see who we work with and what we built for them.',
        'تعتمد الوزارات والبنوك وشركات الطاقة والمستشفيات والجامعات على لومورا في تدريب موظفيها. استعرضوا عملاءنا حسب القطاع أو الحل، وتعرّفوا إلى ما بنيناه لكل منهم.',
      ),
      button: { text: t('Read customer stories', 'اقرؤوا قصص عملائنا'), link: '/customer-stories' },
      image: networkImage,
    }),
    cta({
      order: 4,
      title: t('Become our next success story', 'لتكن مؤسستكم قصة النجاح القادمة'),
      subtitle: t(
        'Whether you are replacing an old LMS or launching learning for the first time, we will show you how organisations like yours did it, and what it took.',
        'سواء كنتم تستبدلون نظام إدارة تعلّم قديمًا أم تطلقون التعلّم لأول مرة، سنريكم كيف نجحت مؤسسات تشبه مؤسستكم في ذلك، وما الذي تطلّبه الأمر.',
      ),
      button: t('Talk to us', 'تحدّثوا إلينا'),
      link: '/contact',
      image: consultationImage,
    }),
  ],
  'our-awards': [
    hero({
      title: t('Recognised for learning that delivers', 'تقدير لتعلّم يحقّق النتائج'),
      subtitle: t(
        'Our projects have won Totara partner awards, regional e-learning prizes and industry recognition for Arabic content. Every one of them started with a client who trusted us with a difficult problem.',
        'حصلت مشاريعنا على جوائز شركاء Totara، وجوائز إقليمية في التعلّم الإلكتروني، وتقدير القطاع لمحتواها العربي. وقد بدأت كل جائزة منها بعميل وثق بنا في مواجهة تحدٍّ صعب.',
      ),
      image: awardsImage,
    }),
    cta({
      order: 4,
      title: t('Let’s create a programme worth celebrating', 'لنصنع معًا برنامجًا يستحق الاحتفاء'),
      subtitle: t(
        'The team behind these projects can design, launch and measure your next learning initiative.',
        'الفريق الذي يقف وراء هذه المشاريع قادر على تصميم مبادرتكم التعليمية القادمة وإطلاقها وقياس نتائجها.',
      ),
      button: contactUs,
      link: '/contact',
      image: consultationImage,
    }),
  ],
  'customer-stories': [
    hero({
      title: t('Real results from real learning programmes', 'نتائج حقيقية من برامج تعلّم حقيقية'),
      subtitle: t(
        'Read how banks, ministries, energy companies and universities across the Gulf launched their platforms, won over their people and measured what changed.',
        'اقرؤوا كيف أطلقت بنوك ووزارات وشركات طاقة وجامعات في أنحاء الخليج منصّاتها، وكسبت اهتمام موظفيها، وقاست ما تغيّر فعلًا.',
      ),
      image: storiesImage,
    }),
  ],
  resources: [
    hero({
      title: t('Insights, guides and events', 'رؤى وأدلّة وفعاليات'),
      subtitle: t(
        'Practical articles from our consultants on platforms, content and learning strategy, plus webinars and workshops in Riyadh, Dubai and online.',
        'مقالات عملية يكتبها مستشارونا عن المنصّات والمحتوى واستراتيجيات التعلّم، إلى جانب ندوات إلكترونية وورش عمل في الرياض ودبي وعبر الإنترنت.',
      ),
      image: storiesImage,
    }),
  ],
}
