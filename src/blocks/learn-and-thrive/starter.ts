import type { z } from 'zod/mini'
import { placeholder, placeholderImage } from '../../../schemas/placeholder-text.ts'
import type { learnAndThriveSchema } from './schema.ts'

/** A new learn-and-thrive block: what goes in each column, and a picture of the site's. */
const starter: z.input<typeof learnAndThriveSchema> = {
  title: { ...placeholder.title },
  descriptionLeft: { en: '<p>Write the first column here.</p>', ar: '<p>اكتب نص العمود الأول هنا.</p>' },
  descriptionRight: { en: '<p>Write the second column here.</p>', ar: '<p>اكتب نص العمود الثاني هنا.</p>' },
  image: placeholderImage('/media/about/learn-and-thrive.svg', 1200, 520),
}
export default starter
