import type { z } from 'zod'
import type { pageKeys } from '../../../page-layouts/routes.ts'
import type { ctaSchema } from '../../../src/blocks/cta/schema.ts'
import type { heroSchema } from '../../../src/blocks/hero/schema.ts'
import type { SeedBlock, SeedRow } from '../seed-block.ts'

type Localized = { en: string; ar: string }
type Image = z.input<typeof heroSchema>['mainImage']

/** Seed blocks by page key, as each file of this folder exports them. */
export type PageSeeds = Partial<Record<(typeof pageKeys)[number], SeedBlock[]>>
/** The same, read back whatever each block's type (each file's blocks were typed where written). */
export type PageRows = Partial<Record<(typeof pageKeys)[number], SeedRow[]>>

const EMPTY: Localized = { en: '', ar: '' }

export const t = (en: string, ar: string): Localized => ({ en, ar })

/** An illustration from public/media/pages with its real size. */
export const illustration = (file: string, width: number, height: number, alt: Localized): Image => ({
  src: `/media/pages/${file}`,
  alt,
  width,
  height,
})

/** The hero's main illustrations (560 × 460) and the call-to-action pictures (480 × 360). */
export const heroImage = (file: string, alt: Localized) => illustration(file, 560, 460, alt)
export const ctaImage = (file: string, alt: Localized) => illustration(file, 480, 360, alt)

const heroBackground = illustration('hero-background.svg', 1440, 720, t('Soft geometric pattern', 'نقش هندسي ناعم'))

interface HeroInput {
  title: Localized
  subtitle: Localized
  image: Image
  button?: { text: Localized; link: string }
  /** The watch-video button's text and the film it opens (home only). */
  video?: { text: Localized; url: string }
}

/** Block 1 of every page: a hero (a video button only where a film is given), on the shared geometric background. */
export const hero = ({ title, subtitle, image, button, video }: HeroInput): SeedBlock => ({
  block_type: 'HERO',
  order: 1,
  content: {
    title,
    subtitle,
    watchVideoText: video?.text ?? EMPTY,
    videoUrl: video?.url ?? '',
    primaryButtonText: button?.text ?? EMPTY,
    primaryButtonLink: button?.link ?? '#',
    mainImage: image,
    backgroundImage: heroBackground,
  } satisfies z.input<typeof heroSchema>,
})

interface CtaInput {
  order: number
  title: Localized
  subtitle: Localized
  /** The sentence around an e-mail address under the subtitle. */
  email?: { before: Localized; address: string; after: Localized }
  button: Localized
  link: string
  image: Image
}

export const cta = ({ order, title, subtitle, email, button, link, image }: CtaInput): SeedBlock => ({
  block_type: 'CTA',
  order,
  content: {
    title,
    subtitle,
    text_before: email?.before ?? EMPTY,
    email: email?.address ?? '',
    text_after: email?.after ?? EMPTY,
    buttonText: button,
    buttonLink: link,
    videoUrl: '',
    imageUrl: image,
  } satisfies z.input<typeof ctaSchema>,
})

/** The picture shared by the calls to action that lead to /contact. */
export const consultationImage = ctaImage(
  'cta.svg',
  t(
    'A computer screen showing a calendar invitation and a video call with a consultant, with a chat bubble and a check mark beside it',
    'شاشة حاسوب تعرض دعوة تقويم ومكالمة فيديو مع أحد المستشارين، وبجانبها فقاعة محادثة وعلامة صحّ',
  ),
)

export const contactUs = t('Contact us', 'تواصلوا معنا')
