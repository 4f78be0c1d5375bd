import type { z } from 'zod'
import { seedOf } from '../../../schemas/block-type.ts'
import { both } from '../../../schemas/seed-media.ts'
import { insightsType, type insightsSchema } from './schema.ts'

/** Home block 7's own texts ('Insights and events'); its posts are resources block 3's. */
export const insights = {
  title: both('Insights and events', 'رؤى وفعاليات'),
  subtitle: both(
    'What our consultants are writing about, and where you can meet them next.',
    'ما يكتب عنه مستشارونا، وأين يمكنكم لقاؤهم قريبًا.',
  ),
  buttonText: both('All resources', 'جميع الموارد'),
  buttonLink: '/resources',
} satisfies z.input<typeof insightsSchema>

export const insightsSeed = seedOf(insightsType, { home: [{ order: 7, content: insights }] })
