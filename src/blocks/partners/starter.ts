import type { z } from 'zod/mini'
import { placeholder, placeholderImage } from '../../../schemas/placeholder-text.ts'
import type { partnersSchema } from './schema.ts'

/** A new partners block: a title, an introduction and one partner to write over. */
const starter: z.input<typeof partnersSchema> = {
  title: { ...placeholder.title },
  subtitle: { ...placeholder.subtitle },
  partners: [
    {
      name: { ...placeholder.name },
      logo: placeholderImage('/media/company/partners/ilearn.svg', 240, 120),
      description: { ...placeholder.itemText },
    },
  ],
}
export default starter
