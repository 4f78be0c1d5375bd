import type { z } from 'zod'
import { seedOf } from '../../../schemas/block-type.ts'
import { both } from '../../../schemas/seed-media.ts'
import { promisesType, type promisesSchema } from './schema.ts'

/** Why choose us block 4: the promise cards. */
export const promises = {
  mainTitle: both('Our promise to you', 'وعدنا لكم'),
  cards: [
    {
      id: 'promise-price',
      title: both('A fixed price before we start', 'سعر ثابت قبل أن نبدأ'),
      description: both(
        'You get a detailed proposal with every cost. If the scope stays the same, the price stays the same.',
        'تحصلون على عرض مفصّل يوضّح كل التكاليف، وما دام النطاق ثابتًا يبقى السعر ثابتًا.',
      ),
    },
    {
      id: 'promise-people',
      title: both('Named people, not a ticket queue', 'أشخاص تعرفونهم بالاسم، لا قائمة انتظار'),
      description: both(
        'You know your consultant, your engineer and your content lead by name, and you can call them directly.',
        'تعرفون مستشاركم ومهندسكم ومسؤول المحتوى لديكم بالاسم، ويمكنكم الاتصال بهم مباشرة.',
      ),
    },
    {
      id: 'promise-ownership',
      title: both('Your content is yours', 'محتواكم ملك لكم'),
      description: both(
        'Everything we create for you, from course files to platform settings, belongs to you and can leave with you.',
        'كل ما ننتجه لكم، من ملفات الدورات إلى إعدادات المنصّة، ملك لكم ويمكنكم أخذه معكم متى شئتم.',
      ),
    },
    {
      id: 'promise-honesty',
      title: both('Honest advice', 'مشورة صادقة'),
      description: both(
        'If a ready-made course will do the job, we will tell you, even when a bespoke one would earn us more.',
        'إن كانت دورة جاهزة تفي بالغرض فسنخبركم بذلك، حتى لو كانت الدورة المخصّصة تعود علينا بربح أكبر.',
      ),
    },
  ],
} satisfies z.input<typeof promisesSchema>

export const promisesSeed = seedOf(promisesType, { 'why-choose-us': [{ order: 4, content: promises }] })
