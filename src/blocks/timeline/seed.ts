import type { z } from 'zod'
import { seedOf } from '../../../schemas/block-type.ts'
import { NBSP, both } from '../../../schemas/seed-media.ts'
import { timelineType, type timelineSchema } from './schema.ts'

/** The vacancy page's block 2: the selection process. */
export const selectionProcess = {
  title: both('Our selection process', 'مراحل الاختيار لدينا'),
  steps: [
    {
      id: 'step-apply',
      number: '01',
      text: both('You apply with your CV and a few words about yourself.', 'تقدّمون سيرتكم الذاتية مع نبذة قصيرة عنكم.'),
    },
    {
      id: 'step-call',
      number: '02',
      text: both(
        `A 30-minute call with our people team within one week.`,
        `مكالمة مدّتها 30${NBSP}دقيقة مع فريق الموارد البشرية خلال أسبوع واحد.`,
      ),
    },
    {
      id: 'step-task',
      number: '03',
      text: both('A short practical task, paid, that mirrors the real work.', 'مهمة عملية قصيرة مدفوعة الأجر تحاكي العمل الحقيقي.'),
    },
    {
      id: 'step-interview',
      number: '04',
      text: both('An interview with the team you would join.', 'مقابلة مع الفريق الذي ستنضمّون إليه.'),
    },
    {
      id: 'step-offer',
      number: '05',
      text: both(`An offer within two working days of the interview.`, `عرض وظيفي خلال يومَي عمل من المقابلة.`),
    },
  ],
} satisfies z.input<typeof timelineSchema>

export const timelineSeed = seedOf(timelineType, { 'vacancy-detail-template': [{ order: 2, content: selectionProcess }] })
