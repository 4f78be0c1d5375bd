import type { z } from 'zod/mini'
import { placeholder, placeholderImage } from '../../../schemas/placeholder-text.ts'
import type { visionSchema } from './schema.ts'

/** A new vision block: one section to write over. */
const starter: z.input<typeof visionSchema> = {
  sections: [
    {
      image: placeholderImage('/media/about/vision-horizon.svg', 560, 420),
      title: { ...placeholder.itemTitle },
      description: { ...placeholder.itemText },
    },
  ],
}
export default starter
