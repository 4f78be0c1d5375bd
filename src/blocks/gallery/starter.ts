import type { z } from 'zod/mini'
import { placeholder, placeholderImage } from '../../../schemas/placeholder-text.ts'
import type { gallerySchema } from './schema.ts'

/** A new gallery: a title and three of the site's pictures to replace. */
const starter: z.input<typeof gallerySchema> = {
  title: { ...placeholder.title },
  images: ['gallery-workshop', 'gallery-studio', 'gallery-classroom'].map((name) => placeholderImage(`/media/about/${name}.svg`, 480, 320)),
}
export default starter
