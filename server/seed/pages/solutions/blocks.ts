import type { z } from 'zod'
import type { alternatingFeaturesSchema } from '../../../../src/blocks/alternating-features/schema.ts'
import type { demoRequestSchema } from '../../../../src/blocks/demo-request/schema.ts'
import type { faqSchema } from '../../../../src/blocks/faq/schema.ts'
import type { imageTextSchema } from '../../../../src/blocks/image-text/schema.ts'
import type { infoBlockSchema } from '../../../../src/blocks/info-block/schema.ts'
import type { logoShowcaseSchema } from '../../../../src/blocks/logo-showcase/schema.ts'
import type { processTimelineSchema } from '../../../../src/blocks/process-timeline/schema.ts'
import type { solutionBenefitsSchema } from '../../../../src/blocks/solution-benefits/schema.ts'
import type { solutionHeroSchema } from '../../../../src/blocks/solution-hero/schema.ts'
import type { tabbedContentSchema } from '../../../../src/blocks/tabbed-content/schema.ts'
import type { SeedBlock } from '../../seed-block.ts'
import { t } from '../helpers.ts'
import { DEMO_VIDEO, demoPoster, icon, type LogoKey, logoImage, scene, type SceneKey } from './media.ts'

type Localized = { en: string; ar: string }
type Image = { src: string; alt: Localized; width: number; height: number }
/** English and Arabic as a pair: [en, ar]. */
export type Pair = readonly [string, string]

const L = ([en, ar]: Pair): Localized => t(en, ar)
const EMPTY = t('', '')
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** Two palettes: teal for the Totara pages, sand for the content and platform pages. */
export const PALETTES = {
  totara: {
    backgroundColor: '#eef6f5',
    blobFillColor: '#ffffff',
    blobStrokeColor: '#6fb3ad',
    topLeftBlobColor: '#fbe9d7',
    bottomLeftBlobColor: '#d3ebe8',
    bottomRightBlobColor: '#f2b84b',
  },
  content: {
    backgroundColor: '#f6f2ea',
    blobFillColor: '#ffffff',
    blobStrokeColor: '#e58b4b',
    topLeftBlobColor: '#d3ebe8',
    bottomLeftBlobColor: '#fbe9d7',
    bottomRightBlobColor: '#6fb3ad',
  },
} as const

interface HeroInput {
  logo?: LogoKey
  title: Pair
  subtitle: Pair
  secondary: { text: Pair; link?: string }
  image: Image
  slider?: { id: string; image: Image }[]
  palette: keyof typeof PALETTES
}

export const hero = (h: HeroInput): SeedBlock => ({
  block_type: 'SOLUTION-HERO',
  order: 1,
  content: {
    logo: h.logo ? logoImage(h.logo) : { src: '', alt: EMPTY },
    title: L(h.title),
    subtitle: L(h.subtitle),
    primaryButtonText: t('Request a demo', 'اطلبوا عرضًا توضيحيًا'),
    secondaryButtonText: L(h.secondary.text),
    secondaryButtonLink: h.secondary.link ?? '/contact',
    imageSrc: h.image,
    sliderImages: (h.slider ?? []).map((s) => ({ id: s.id, ...s.image })),
    ...PALETTES[h.palette],
  } satisfies z.input<typeof solutionHeroSchema>,
})

const paragraphs = (prefix: string, list: readonly Pair[]) => list.map((p, i) => ({ id: `${prefix}-p${i + 1}`, text: L(p) }))

interface ImageTextInput {
  order: number
  id: string
  title: Pair
  paragraphs: readonly Pair[]
  image: SceneKey
  video?: { text: Pair; youtube: string }
}

export const imageText = (b: ImageTextInput): SeedBlock => ({
  block_type: 'IMAGE-TEXT',
  order: b.order,
  content: {
    title: L(b.title),
    descriptionParagraphs: paragraphs(b.id, b.paragraphs),
    imageUrl: scene(b.image),
    videoUrl: '',
    showVideoButton: !!b.video,
    videoButtonText: b.video ? L(b.video.text) : t('Watch the video', 'شاهدوا الفيديو'),
    youtubeVideoUrl: b.video?.youtube ?? '',
  } satisfies z.input<typeof imageTextSchema>,
})

export const info = (b: ImageTextInput): SeedBlock => ({
  block_type: 'INFO-BLOCK',
  order: b.order,
  content: {
    title: L(b.title),
    descriptionParagraphs: paragraphs(b.id, b.paragraphs),
    imageSrc: scene(b.image),
    videoButtonText: b.video ? L(b.video.text) : EMPTY,
    youtubeVideoUrl: b.video?.youtube ?? '',
  } satisfies z.input<typeof infoBlockSchema>,
})

interface FeaturesInput {
  order: number
  title: Pair
  features: { title: Pair; description: Pair; image: SceneKey }[]
  backgroundColor?: string
}

export const features = (b: FeaturesInput): SeedBlock => ({
  block_type: 'ALTERNATING-FEATURES',
  order: b.order,
  content: {
    mainTitle: L(b.title),
    backgroundColor: b.backgroundColor ?? '#ffffff',
    titleBlob: { color: '#fbe9d7' },
    rightBlob: { color: '#e3f1ef' },
    leftBlob: { color: '#f6f2ea' },
    features: b.features.map((f) => ({
      id: `feature-${slug(f.title[0])}`,
      title: L(f.title),
      description: L(f.description),
      imageSrc: scene(f.image),
    })),
  } satisfies z.input<typeof alternatingFeaturesSchema>,
})

const ICON_BACKGROUNDS = ['#d3ebe8', '#fbe9d7', '#fdf0c9', '#e3f1ef', '#f6e1d3', '#e6ecf5']

interface BenefitsInput {
  order: number
  title: Pair
  subtitle: Pair
  button?: Pair
  benefits: { icon: string; title: Pair; description: Pair }[]
}

export const benefits = (b: BenefitsInput): SeedBlock => ({
  block_type: 'SOLUTION-BENEFITS',
  order: b.order,
  content: {
    mainTitle: L(b.title),
    mainSubtitle: L(b.subtitle),
    buttonText: b.button ? L(b.button) : EMPTY,
    buttonLink: '#request-demo-form',
    benefits: b.benefits.map((x, i) => ({
      id: `benefit-${slug(x.title[0])}`,
      icon: icon(x.icon),
      title: L(x.title),
      description: L(x.description),
      iconBackgroundColor: ICON_BACKGROUNDS[i % ICON_BACKGROUNDS.length] ?? '#d3ebe8',
    })),
  } satisfies z.input<typeof solutionBenefitsSchema>,
})

export const logoShowcase = (b: { order: number; title: Pair; groups: { title: Pair; logos: LogoKey[] }[] }): SeedBlock => ({
  block_type: 'LOGO-SHOWCASE',
  order: b.order,
  content: {
    mainTitle: L(b.title),
    logoGroups: b.groups.map((g) => ({
      id: `group-${slug(g.title[0])}`,
      title: L(g.title),
      logos: g.logos.map((key) => ({ id: `logo-${key}`, ...logoImage(key) })),
    })),
  } satisfies z.input<typeof logoShowcaseSchema>,
})

interface TabbedInput {
  order: number
  title: Pair
  subtitle: Pair
  button?: Pair
  tabs: { title: Pair; description: Pair; image: SceneKey }[]
}

export const tabbed = (b: TabbedInput): SeedBlock => ({
  block_type: 'TABBED-CONTENT',
  order: b.order,
  content: {
    mainTitle: L(b.title),
    mainSubtitle: L(b.subtitle),
    buttonText: b.button ? L(b.button) : EMPTY,
    buttonLink: '#request-demo-form',
    tabs: b.tabs.map((x) => ({
      id: `tab-${slug(x.title[0])}`,
      title: L(x.title),
      description: L(x.description),
      imageSrc: scene(x.image),
    })),
  } satisfies z.input<typeof tabbedContentSchema>,
})

export const timeline = (b: { order: number; title: Pair; steps: { title: Pair; description: Pair }[] }): SeedBlock => ({
  block_type: 'PROCESS-TIMELINE',
  order: b.order,
  content: {
    title: L(b.title),
    steps: b.steps.map((s) => ({ id: `step-${slug(s.title[0])}`, title: L(s.title), description: L(s.description) })),
  } satisfies z.input<typeof processTimelineSchema>,
})

export const faq = (b: { order: number; title?: Pair; items: { q: Pair; a: Pair }[] }): SeedBlock => ({
  block_type: 'FAQ',
  order: b.order,
  content: {
    mainTitle: L(b.title ?? ['Frequently asked questions', 'الأسئلة الشائعة']),
    itemBackgroundColor: '#f6f2ea',
    items: b.items.map((x) => ({ id: `faq-${slug(x.q[0]).slice(0, 48)}`, question: L(x.q), answer: L(x.a) })),
  } satisfies z.input<typeof faqSchema>,
})

export const demo = (b: { order: number; title: Pair; subtitle: Pair }): SeedBlock => ({
  block_type: 'DEMO-REQUEST',
  order: b.order,
  content: {
    title: L(b.title),
    subtitle: L(b.subtitle),
    formTitle: t('Request a demo', 'اطلبوا عرضًا توضيحيًا'),
    fullNameLabel: t('Full name', 'الاسم الكامل'),
    emailLabel: t('Work e-mail', 'البريد الإلكتروني للعمل'),
    phoneLabel: t('Phone number', 'رقم الهاتف'),
    consentPart1: t('By sending this form you agree to our', 'بإرسال هذا النموذج توافقون على'),
    privacyPolicyText: t('privacy policy', 'سياسة الخصوصية'),
    privacyPolicyLink: '/privacy-policy',
    consentPart2: t('and to be contacted about your request.', 'وعلى تواصلنا معكم بشأن طلبكم.'),
    submitButtonText: t('Request my demo', 'أرسلوا الطلب'),
    secondaryLinkText: t('Prefer to talk first? Contact our team', 'تفضّلون الحديث أولًا؟ تواصلوا مع فريقنا'),
    secondaryLinkHref: '/contact',
    videoUrl: DEMO_VIDEO,
    posterImage: demoPoster,
    overlayColor: '#083f44',
    overlayOpacity: 0.82,
  } satisfies z.input<typeof demoRequestSchema>,
})
