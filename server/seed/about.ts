import type { z } from 'zod'
import type { ctaSchema } from '../../src/blocks/cta/schema.ts'
import type { heroSchema } from '../../src/blocks/hero/schema.ts'
import type { SeedBlock } from './seed-block.ts'

const media = (name: string) => `/media/about/${name}`

/** About page (key about): 1 hero and 6 call to action; 2 who we are, 3 learn and thrive and 4 vision are their blocks' seeds (5 is unused). */
export const about: SeedBlock[] = [
  {
    block_type: 'HERO',
    order: 1,
    content: {
      title: {
        en: 'We build learning that works for people in the Gulf',
        ar: 'نبني تجارب تعلّم تناسب الناس في منطقة الخليج',
      },
      subtitle: {
        en: 'Lumora Learning is a Riyadh-based e-learning company with an office in Dubai. For more than a decade we have helped ministries, banks, energy companies and universities launch learning platforms their people actually use, and fill them with content written for them, in Arabic and in English.',
        ar: 'لومورا للتعلّم شركة متخصصة في حلول التعلّم الإلكتروني، مقرّها الرياض ولها مكتب في دبي. منذ أكثر من عشر سنوات نساعد الوزارات والبنوك وشركات الطاقة والجامعات على إطلاق منصّات تعلّم يستخدمها موظفوها فعلًا، ونملؤها بمحتوى كُتب لهم خصيصًا باللغتين العربية والإنجليزية.',
      },
      // The About hero has no video button.
      watchVideoText: { en: '', ar: '' },
      videoUrl: '',
      primaryButtonText: { en: 'Meet our team', ar: 'تعرّفوا إلى فريقنا' },
      primaryButtonLink: '/our-team',
      mainImage: {
        src: media('hero-main.svg'),
        alt: {
          en: 'Illustration of a learner in Riyadh taking a bilingual course on a laptop, surrounded by course cards and progress badges',
          ar: 'رسم توضيحي لمتعلّمة في الرياض تتابع دورة ثنائية اللغة على حاسوبها المحمول، وحولها بطاقات الدورات وشارات التقدّم',
        },
        width: 560,
        height: 460,
      },
      backgroundImage: {
        src: media('hero-background.svg'),
        alt: { en: 'Soft geometric pattern', ar: 'نقش هندسي ناعم' },
        width: 1440,
        height: 720,
      },
    } satisfies z.input<typeof heroSchema>,
  },
  {
    block_type: 'CTA',
    order: 6,
    content: {
      title: { en: 'Let’s build your learning ecosystem together', ar: 'لنبنِ معًا منظومة التعلّم في مؤسستكم' },
      subtitle: {
        en: 'Tell us where your people are today and where they need to be. Our consultants in Riyadh and Dubai will suggest a platform, content and rollout plan that fit.',
        ar: 'أخبرونا أين يقف موظفوكم اليوم وإلى أين تريدون أن يصلوا، وسيقترح مستشارونا في الرياض ودبي المنصّة والمحتوى وخطة الإطلاق المناسبة لكم.',
      },
      text_before: { en: 'Prefer to write? Email', ar: 'تفضّلون المراسلة؟ اكتبوا إلى' },
      email: 'hello@lumora-learning.example',
      text_after: {
        en: 'and a consultant will reply within one working day.',
        ar: 'وسيردّ عليكم أحد مستشارينا خلال يوم عمل واحد.',
      },
      buttonText: { en: 'Contact us', ar: 'تواصلوا معنا' },
      buttonLink: '/contact',
      videoUrl: '',
      imageUrl: {
        src: media('cta.svg'),
        alt: {
          en: 'A consultant on a video call with a client, with a chat bubble and a calendar invitation beside them',
          ar: 'مستشار في مكالمة فيديو مع أحد العملاء، وبجانبهما فقاعة محادثة ودعوة تقويم',
        },
        width: 480,
        height: 360,
      },
    } satisfies z.input<typeof ctaSchema>,
  },
]
