import type { PageLayout } from '../../page-layouts/types.ts'
import { imageVariants } from '../../schemas/media.ts'
import type { PageAnswer, SiteLanguage } from '../../schemas/ssr-contract.ts'
import { valuesOfKind } from '../../schemas/walk.ts'
import type { Registry } from '../engine/engine-context.tsx'
import { localize } from '../i18n/localize.ts'
import { mediaUrl } from '../api/config.ts'

const DESCRIPTION_MAX = 160

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

type Block = PageAnswer['blocks'][number]

/** The page's blocks in the order the page draws them (its own, then those of its sources). */
function drawnBlocks(layout: PageLayout | undefined, pages: (slug: string) => PageAnswer | undefined): { block: Block; key: string }[] {
  if (!layout) return []
  const own = pages(layout.page)?.blocks ?? []
  const slots: { order: number; block: Block | undefined; key: string }[] = [
    ...layout.blocks.map((s) => ({ order: s.order, key: s.block, block: own.find((b) => b.order === s.order) })),
    ...(layout.sources ?? []).map((s) => ({
      order: s.order,
      key: s.block,
      block: pages(s.from.page)?.blocks.find((b) => b.order === s.from.order),
    })),
  ]
  return slots
    .filter((s): s is { order: number; block: Block; key: string } => !!s.block && s.block.block_type.toLowerCase() === s.key)
    .sort((a, b) => a.order - b.order)
}

/** A description from the page's own words: the first paragraph long enough to say something. */
export function describePage(blocks: { block: Block; key: string }[], registry: Registry, lng: string): string {
  for (const { block, key } of blocks) {
    const schema = registry[key]?.schema
    if (!schema) continue
    for (const value of valuesOfKind(schema, block.content, ['localized', 'richText'])) {
      const text = plain(localize(value as { en?: string; ar?: string }, lng))
      if (text.length >= 50) return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…` : text
    }
  }
  return ''
}

export interface ImageRef {
  src: string
  width?: number
  height?: number
  alt: string
}

/** The page's lead image: the first image of its first blocks (the hero's). */
export function leadImage(blocks: { block: Block; key: string }[], registry: Registry, lng: string): ImageRef | undefined {
  for (const { block, key } of blocks.slice(0, 2)) {
    const schema = registry[key]?.schema
    if (!schema) continue
    for (const value of valuesOfKind(schema, block.content, ['image'])) {
      const image = value as { src?: string; width?: number; height?: number; alt?: { en?: string; ar?: string } }
      if (image.src) return { src: image.src, width: image.width, height: image.height, alt: localize(image.alt, lng) }
    }
  }
  return undefined
}

export interface HeadInput {
  lng: SiteLanguage
  origin: string
  path: string
  /** The address says `?lng=` the language served: its canonical is that language's alternate, else the x-default (see namesLanguage). */
  languageInAddress: boolean
  /** The route's title name in the page's language; the brand alone when there is none (spec §2). */
  pageName: string | undefined
  layout: PageLayout | undefined
  pages: (slug: string) => PageAnswer | undefined
  registry: Registry
  /** The home page describes the organisation (JSON-LD). */
  organisation?: boolean
  /** Unknown pages are not indexed. */
  notFound?: boolean
}

const absolute = (origin: string, src: string) => (/^https?:\/\//i.test(src) ? src : `${origin}${mediaUrl(src)}`)
const withLng = (origin: string, path: string, lng: string) => `${origin}${path}?lng=${lng}`

/** Everything the <head> says about a page: title, description, canonical, alternates, previews. */
export function buildHead(input: HeadInput): string {
  const { lng, origin, path, registry } = input
  const blocks = drawnBlocks(input.layout, input.pages)
  const description = describePage(blocks, registry, lng)
  const image = leadImage(blocks, registry, lng)
  const header = input.pages('header')?.blocks[0]?.content as
    { brand?: { name?: { en?: string; ar?: string }; logo?: { src?: string } } } | undefined
  const brand = localize(header?.brand?.name, lng) || 'Lumora Learning'
  const title = input.pageName ? `${input.pageName} - ${brand}` : brand
  const tags: string[] = [`<title>${escapeHtml(title)}</title>`]
  // Self-referencing, and always one of the alternates below.
  const canonical = input.languageInAddress ? withLng(origin, path, lng) : `${origin}${path}`
  if (description) tags.push(`<meta name="description" content="${escapeHtml(description)}">`)
  if (input.notFound) tags.push('<meta name="robots" content="noindex">')
  else {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`)
    tags.push(`<link rel="alternate" hreflang="en" href="${escapeHtml(withLng(origin, path, 'en'))}">`)
    tags.push(`<link rel="alternate" hreflang="ar" href="${escapeHtml(withLng(origin, path, 'ar'))}">`)
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${path}`)}">`)
  }
  const og: [string, string | undefined][] = [
    ['og:type', 'website'],
    ['og:site_name', brand],
    ['og:title', title],
    ['og:description', description || undefined],
    ['og:url', input.notFound ? undefined : canonical],
    ['og:locale', lng === 'ar' ? 'ar_SA' : 'en_GB'],
    ['og:image', image ? absolute(origin, image.src) : undefined],
    ['og:image:alt', image?.alt || undefined],
  ]
  for (const [property, content] of og) if (content) tags.push(`<meta property="${property}" content="${escapeHtml(content)}">`)
  const twitter: [string, string | undefined][] = [
    ['twitter:card', image ? 'summary_large_image' : 'summary'],
    ['twitter:title', title],
    ['twitter:description', description || undefined],
    ['twitter:image', image ? absolute(origin, image.src) : undefined],
  ]
  for (const [name, content] of twitter) if (content) tags.push(`<meta name="${name}" content="${escapeHtml(content)}">`)
  // The hero image is what the visitor sees first: fetch it with the document.
  if (image) {
    // An uploaded photo preloads the copy the browser will pick (AVIF at the width it needs).
    const avif = imageVariants(image.src, image.width).find((v) => v.format === 'avif')
    const srcset = avif
      ? ` imagesrcset="${escapeHtml(avif.srcset.map((s) => `${mediaUrl(s.path)} ${s.width}w`).join(', '))}" imagesizes="100vw" type="image/avif"`
      : ''
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(mediaUrl(image.src))}"${srcset} fetchpriority="high">`)
  }
  if (input.organisation) tags.push(organisationJsonLd(input, brand, header?.brand?.logo?.src))
  return tags.join('\n    ')
}

function organisationJsonLd(input: HeadInput, brand: string, logo: string | undefined): string {
  const footer = input.pages('footer')?.blocks[0]?.content as
    { contacts?: { email?: string; phone?: string }; social?: { url?: string }[] } | undefined
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand,
    url: `${input.origin}/`,
    ...(logo ? { logo: absolute(input.origin, logo) } : {}),
    ...(footer?.contacts?.email || footer?.contacts?.phone
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'sales',
            ...(footer.contacts.email ? { email: footer.contacts.email } : {}),
            ...(footer.contacts.phone ? { telephone: footer.contacts.phone } : {}),
            availableLanguage: ['English', 'Arabic'],
          },
        }
      : {}),
    ...(footer?.social?.length ? { sameAs: footer.social.map((s) => s.url).filter(Boolean) } : {}),
  }
  // `<` escaped so no content can close the script element.
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`
}
