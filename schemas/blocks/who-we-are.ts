import * as z from 'zod/mini'
import { imageItem, list, localized, localizedLine } from '../fields.ts'

/** Who we are: a title, a description and a gallery that scrolls in a seamless loop. */
export const whoWeAreSchema = z.object({
  title: localizedLine({ en: 'Who we are', ar: 'من نحن' }),
  description: localized(),
  images: list(imageItem('gallery'), 40),
})
