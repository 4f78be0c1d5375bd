import * as z from 'zod/mini'
import { email, href, image, localized, localizedLine, video } from '../fields.ts'

/**
 * Call to action: a title and subtitle, or text_before + email + text_after, and a button.
 * A video, when set, plays in place of the image.
 */
export const ctaSchema = z.object({
  title: localizedLine({ en: 'Ready to transform learning?', ar: 'هل أنت مستعد لتطوير التعلّم؟' }),
  subtitle: localized(),
  text_before: localized(),
  email: email(),
  text_after: localized(),
  buttonText: localizedLine({ en: 'Contact us', ar: 'تواصل معنا' }),
  buttonLink: href('/contact'),
  videoUrl: video(),
  imageUrl: image(),
})
