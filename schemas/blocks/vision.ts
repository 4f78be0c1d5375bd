import * as z from 'zod/mini'
import { color, image, itemId, list, localized, localizedLine } from '../fields.ts'

/** Vision: sections of image, title and description (each line of the description a paragraph). */
export const visionSchema = z.object({
  backgroundColor: color('#f4f1ea'),
  sections: list(
    z.object({
      id: itemId('vision'),
      image: image(),
      title: localizedLine(),
      description: localized(),
    }),
    20,
  ),
})
