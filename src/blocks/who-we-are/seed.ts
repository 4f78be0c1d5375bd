import type { z } from 'zod'
import { seedOf } from '../../../schemas/block-type.ts'
import { whoWeAreType, type whoWeAreSchema } from './schema.ts'

const media = (name: string) => `/media/about/${name}`

const gallery = (id: string, file: string, en: string, ar: string) => ({
  id,
  src: media(file),
  alt: { en, ar },
  width: 480,
  height: 360,
})

/** About block 2: who we are. */
export const whoWeAre = {
  title: { en: 'Who we are', ar: 'من نحن' },
  description: {
    en: [
      'Lumora Learning was founded in Riyadh in 2013 by three learning consultants who were tired of seeing expensive platforms go unused. Today we are a team of sixty instructional designers, developers, platform engineers and Arabic-first content specialists, working from our head office in Riyadh and our regional office in Dubai.',
      'We implement and host Totara and Open edX, curate ready-made libraries from OpenSesame and iLearn, and produce bespoke courses in our own studio. More than 180 organisations across Saudi Arabia, the UAE and the wider Gulf trust us with the learning of over 400,000 people.',
      'We stay with our clients long after launch day: the same consultants who analyse your needs also run your platform, report on results and plan the next step with you.',
    ].join('\n'),
    ar: [
      'تأسّست لومورا للتعلّم في الرياض عام 2013 على يد ثلاثة مستشارين في التعلّم سئموا رؤية منصّات باهظة الثمن لا يستخدمها أحد. واليوم يضمّ فريقنا ستين متخصصًا من مصمّمين تعليميين ومطوّرين ومهندسي منصّات وخبراء في المحتوى العربي، يعملون من مقرّنا الرئيسي في الرياض ومكتبنا الإقليمي في دبي.',
      'نتولّى تنفيذ منصّتَي Totara وOpen edX واستضافتهما، وننتقي مكتبات جاهزة من OpenSesame وiLearn، وننتج في الاستوديو الخاص بنا دورات بمحتوى مخصّص. وتثق بنا أكثر من 180\u00A0مؤسسة في المملكة العربية السعودية والإمارات وسائر دول الخليج لتطوير مهارات ما يزيد على 400\u00A0ألف متعلّم.',
      'ولا تنتهي شراكتنا يوم الإطلاق: فالمستشارون الذين يحلّلون احتياجاتكم هم أنفسهم من يدير منصّتكم، ويرفع إليكم تقارير النتائج، ويخطّط معكم للمرحلة التالية.',
    ].join('\n'),
  },
  images: [
    gallery(
      'gallery-workshop',
      'gallery-workshop.svg',
      'Instructional designers sketching a course storyboard on a whiteboard during a client workshop',
      'مصمّمون تعليميون يرسمون مخطّط دورة على السبّورة خلال ورشة عمل مع أحد العملاء',
    ),
    gallery(
      'gallery-riyadh-office',
      'gallery-riyadh-office.svg',
      'The open collaboration space of our head office in Riyadh',
      'مساحة العمل التعاوني المفتوحة في مقرّنا الرئيسي بالرياض',
    ),
    gallery(
      'gallery-devices',
      'gallery-devices.svg',
      'The same Arabic course running on a laptop, a tablet and a phone',
      'الدورة العربية نفسها تعمل على حاسوب محمول وجهاز لوحي وهاتف',
    ),
    gallery(
      'gallery-studio',
      'gallery-studio.svg',
      'A voice artist recording Arabic narration for an e-learning module in our studio',
      'معلّق صوتي يسجّل التعليق العربي لوحدة تعلّم إلكتروني في الاستوديو الخاص بنا',
    ),
    gallery(
      'gallery-classroom',
      'gallery-classroom.svg',
      'A facilitator leading a blended learning session with a group of employees',
      'مُيسّرة تقود جلسة تعلّم مدمج مع مجموعة من الموظفين',
    ),
    gallery(
      'gallery-analytics',
      'gallery-analytics.svg',
      'A consultant reviewing a learning analytics dashboard with a client',
      'مستشار يراجع لوحة تحليلات التعلّم مع أحد العملاء',
    ),
    gallery(
      'gallery-dubai-office',
      'gallery-dubai-office.svg',
      'Our Dubai team planning a platform launch, with the city skyline behind them',
      'فريقنا في دبي يخطّط لإطلاق منصّة، وخلفه أفق المدينة',
    ),
    gallery(
      'gallery-certificate',
      'gallery-certificate.svg',
      'A learner celebrating a completion certificate on her tablet',
      'متعلّمة تحتفل بشهادة إتمام الدورة على جهازها اللوحي',
    ),
  ],
} satisfies z.input<typeof whoWeAreSchema>

export const whoWeAreSeed = seedOf(whoWeAreType, { about: [{ order: 2, content: whoWeAre }] })
