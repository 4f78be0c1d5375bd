import * as z from 'zod/mini'
import { href, image, localized, localizedLine, video } from '../fields.ts'

/** The page hero: title, subtitle, an optional watch-video button, a main and a background image. */
export const heroSchema = z.object({
  title: localizedLine({ en: 'A new page title', ar: 'عنوان صفحة جديدة' }),
  subtitle: localized(),
  watchVideoText: localizedLine(),
  videoUrl: video(),
  primaryButtonText: localizedLine(),
  primaryButtonLink: href('#'),
  mainImage: image(),
  backgroundImage: image(),
})

export type HeroContent = z.output<typeof heroSchema>
