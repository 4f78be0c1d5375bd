import type { z } from 'zod/mini'
import { placeholder, placeholderImage } from '../../../schemas/placeholder-text.ts'
import type { benefitsListSchema } from './schema.ts'

/** A new benefits list: a title and one benefit to write over. */
const starter: z.input<typeof benefitsListSchema> = {
  title: { ...placeholder.title },
  items: [
    {
      image: placeholderImage('/media/about/vision-mission.svg', 560, 420),
      title: { ...placeholder.itemTitle },
      description: { ...placeholder.itemText },
    },
  ],
}
export default starter
