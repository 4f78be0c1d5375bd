import * as z from 'zod/mini'
import { blockType } from '../../../schemas/block-type.ts'
import { heading, href, labelled, localizedLine } from '../../../schemas/fields.ts'

/**
 * Home's 'Insights and events' (overview §2, home block 7): home's own title, subtitle and
 * button; the posts it shows are resources block 3's (the home layout draws that block inside
 * this one, its first three posts).
 */
export const insightsSchema = labelled(
  z.object({
    ...heading({ en: 'Insights and events', ar: 'رؤى وفعاليات' }),
    buttonText: labelled(localizedLine({ en: 'All resources', ar: 'جميع الموارد' }), 'Button text', 'نص الزر'),
    buttonLink: labelled(href('/resources'), 'Button link', 'رابط الزر'),
  }),
  'Insights and events',
  'رؤى وفعاليات',
)

/** The insights block: its key, written here once, and its schema. */
export const insightsType = blockType('insights', insightsSchema)
