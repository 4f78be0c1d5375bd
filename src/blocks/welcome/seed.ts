import type { z } from 'zod'
import { seedOf } from '../../../schemas/block-type.ts'
import { NBSP, picture, both } from '../../../schemas/seed-media.ts'
import { welcomeType, type welcomeSchema } from './schema.ts'

/** Home block 2: the welcome. */
export const welcome = {
  eyebrow: both('Welcome to Lumora Learning', 'أهلًا بكم في لومورا للتعلّم'),
  title: both('One partner for your platform, your content and your results', 'شريك واحد لمنصّتكم ومحتواكم ونتائجكم'),
  description: both(
    [
      'Most organisations buy a learning platform from one company, courses from another and reports from a third, then wonder why nobody logs in. We do all three, and we stay accountable for whether your people actually learn.',
      'Our consultants, engineers and content studio sit in the same offices in Riyadh and Dubai, so the person who designs your programme is one floor away from the person who builds it.',
    ].join('\n'),
    [
      'تشتري معظم المؤسسات منصّة التعلّم من شركة، والدورات من شركة ثانية، والتقارير من ثالثة، ثم تتساءل لماذا لا يدخل أحد إلى المنصّة. نحن نقدّم الثلاثة معًا، ونبقى مسؤولين عن أن يتعلّم موظفوكم فعلًا.',
      'يعمل مستشارونا ومهندسونا واستوديو المحتوى لدينا في المكاتب نفسها في الرياض ودبي، فمن يصمّم برنامجكم يجلس على بُعد طابق واحد ممّن ينفّذه.',
    ].join('\n'),
  ),
  highlights: [
    { id: 'figure-organisations', value: both('180', `180${NBSP}مؤسسة`), label: both('organisations served', 'تثق بخدماتنا') },
    { id: 'figure-learners', value: both('400,000+', `400${NBSP}ألف`), label: both('active learners', 'متعلّم نشط') },
    { id: 'figure-courses', value: both('20,000', `20${NBSP}ألف`), label: both('ready-made courses', 'دورة جاهزة') },
    { id: 'figure-years', value: both('12 years', `12${NBSP}عامًا`), label: both('in the Gulf', 'من العمل في الخليج') },
  ],
  buttonText: both('Discover our story', 'تعرّفوا إلى قصتنا'),
  buttonLink: '/about',
  image: picture(
    '/media/about/gallery-riyadh-office.svg',
    480,
    360,
    'Colleagues at a long table in the Riyadh office, with the city skyline through the windows',
    'زملاء حول طاولة طويلة في مكتب الرياض، وتظهر معالم المدينة من النوافذ',
  ),
} satisfies z.input<typeof welcomeSchema>

export const welcomeSeed = seedOf(welcomeType, { home: [{ order: 2, content: welcome }] })
