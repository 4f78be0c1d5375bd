import { consultationImage, contactUs, cta, hero, heroImage, type PageSeeds, t } from './helpers.ts'

/** Home (key home): 1 hero and 8 call to action; blocks 2–7 arrive with their own block types. */
export const homePages: PageSeeds = {
  home: [
    hero({
      title: t('Learning platforms and content your people will actually use', 'منصّات تعلّم ومحتوى يُقبل عليهما موظفوكم فعلًا'),
      subtitle: t(
        'Lumora Learning implements and hosts Totara and Open edX, curates more than 20,000 ready-made courses and writes bespoke content natively in Arabic and English. From Riyadh and Dubai we support 180 organisations and over 400,000 learners across the Gulf.',
        'تتولّى لومورا للتعلّم تنفيذ منصّتَي Totara وOpen edX واستضافتهما، وتنتقي أكثر من 20\u00A0ألف دورة جاهزة، وتكتب محتوى مخصّصًا باللغتين العربية والإنجليزية، لا ترجمةً عن لغة أخرى. ومن مكتبيها في الرياض ودبي تدعم 180\u00A0مؤسسة وأكثر من 400\u00A0ألف متعلّم في أنحاء الخليج.',
      ),
      button: { text: t('Book a free consultation', 'احجزوا استشارة مجانية'), link: '/contact' },
      video: { text: t('Watch a short tour', 'شاهدوا جولة قصيرة'), url: '/media/pages/intro.webm' },
      image: heroImage(
        'home-hero.svg',
        t(
          'A bilingual learning dashboard on a laptop and a phone, surrounded by course tiles, a progress ring, a completion badge and a language switch between English and Arabic',
          'لوحة تعلّم ثنائية اللغة على حاسوب محمول وهاتف، تحيط بها بطاقات الدورات وحلقة تقدّم وشارة إتمام ومفتاح للتبديل بين الإنجليزية والعربية',
        ),
      ),
    }),
    cta({
      order: 8,
      title: t('Thirty minutes is all it takes to start', 'ثلاثون دقيقة تكفي لنبدأ معًا'),
      subtitle: t(
        'Tell us how many people you need to train, what they need to learn and which systems you already use. Within a week we will send you a platform recommendation, a content plan and a clear price.',
        'أخبرونا بعدد الموظفين الذين تريدون تدريبهم، وبما يحتاجون إلى تعلّمه، وبالأنظمة التي تستخدمونها حاليًا، وخلال أسبوع نرسل إليكم توصية بالمنصّة المناسبة وخطة للمحتوى وسعرًا واضحًا.',
      ),
      email: {
        before: t('Prefer to write? Email', 'تفضّلون المراسلة؟ اكتبوا إلى'),
        address: 'hello@lumora-learning.example',
        after: t('and a consultant will reply within one working day.', 'وسيردّ عليكم أحد مستشارينا خلال يوم عمل واحد.'),
      },
      button: contactUs,
      link: '/contact',
      image: consultationImage,
    }),
  ],
}
