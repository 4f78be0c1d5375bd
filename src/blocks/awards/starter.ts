import type { z } from 'zod/mini'
import { placeholder, placeholderImage } from '../../../schemas/placeholder-text.ts'
import type { awardsSchema } from './schema.ts'

/** A new awards block: a title, an introduction and one award to write over. */
const starter: z.input<typeof awardsSchema> = {
  title: { ...placeholder.title },
  subtitle: { ...placeholder.subtitle },
  awards: [
    {
      name: { ...placeholder.name },
      logo: placeholderImage('/media/company/awards/learning-impact.svg', 160, 160),
      description: { ...placeholder.itemText },
    },
  ],
}
export default starter
