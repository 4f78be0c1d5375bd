import { lazy } from 'react'
import { blockSchemas } from '../schemas/blocks/index.ts'
import Footer from '../src/blocks/footer/footer.tsx'
import Header from '../src/blocks/header/header.tsx'
import { type BlockDefinition, defineBlock } from '../src/engine/block-definition.ts'

/**
 * The one place a block type gets its component: one line per type. The schema map
 * (schemas/blocks/index.ts) gives schemas and labels; the site frame renders eagerly, page
 * sections load lazily.
 */
export const blocks = {
  header: defineBlock(blockSchemas.header, Header),
  footer: defineBlock(blockSchemas.footer, Footer),
  text: defineBlock(
    blockSchemas.text,
    lazy(() => import('../src/blocks/text/privacy-text.tsx')),
  ),
  hero: defineBlock(
    blockSchemas.hero,
    lazy(() => import('../src/blocks/hero/hero.tsx')),
  ),
  'who-we-are': defineBlock(
    blockSchemas['who-we-are'],
    lazy(() => import('../src/blocks/who-we-are/who-we-are.tsx')),
  ),
  'learn-and-thrive': defineBlock(
    blockSchemas['learn-and-thrive'],
    lazy(() => import('../src/blocks/learn-and-thrive/learn-and-thrive.tsx')),
  ),
  vision: defineBlock(
    blockSchemas.vision,
    lazy(() => import('../src/blocks/vision/vision.tsx')),
  ),
  cta: defineBlock(
    blockSchemas.cta,
    lazy(() => import('../src/blocks/cta/cta.tsx')),
  ),
  'solution-hero': defineBlock(
    blockSchemas['solution-hero'],
    lazy(() => import('../src/blocks/solution-hero/solution-hero.tsx')),
  ),
  'image-text': defineBlock(
    blockSchemas['image-text'],
    lazy(() => import('../src/blocks/image-text/image-text.tsx')),
  ),
  'info-block': defineBlock(
    blockSchemas['info-block'],
    lazy(() => import('../src/blocks/info-block/info-block.tsx')),
  ),
  'alternating-features': defineBlock(
    blockSchemas['alternating-features'],
    lazy(() => import('../src/blocks/alternating-features/alternating-features.tsx')),
  ),
  'solution-benefits': defineBlock(
    blockSchemas['solution-benefits'],
    lazy(() => import('../src/blocks/solution-benefits/solution-benefits.tsx')),
  ),
  'logo-showcase': defineBlock(
    blockSchemas['logo-showcase'],
    lazy(() => import('../src/blocks/logo-showcase/logo-showcase.tsx')),
  ),
  'partner-logos': defineBlock(
    blockSchemas['partner-logos'],
    lazy(() => import('../src/blocks/partner-logos/partner-logos.tsx')),
  ),
  'tabbed-content': defineBlock(
    blockSchemas['tabbed-content'],
    lazy(() => import('../src/blocks/tabbed-content/tabbed-content.tsx')),
  ),
  'process-timeline': defineBlock(
    blockSchemas['process-timeline'],
    lazy(() => import('../src/blocks/process-timeline/process-timeline.tsx')),
  ),
  faq: defineBlock(
    blockSchemas.faq,
    lazy(() => import('../src/blocks/faq/faq.tsx')),
  ),
  'demo-request': defineBlock(
    blockSchemas['demo-request'],
    lazy(() => import('../src/blocks/demo-request/demo-request.tsx')),
  ),
  welcome: defineBlock(
    blockSchemas.welcome,
    lazy(() => import('../src/blocks/welcome/welcome.tsx')),
  ),
  'solutions-grid': defineBlock(
    blockSchemas['solutions-grid'],
    lazy(() => import('../src/blocks/solutions-grid/solutions-grid.tsx')),
  ),
  section: defineBlock(
    blockSchemas.section,
    lazy(() => import('../src/blocks/section/section.tsx')),
  ),
  stories: defineBlock(
    blockSchemas.stories,
    lazy(() => import('../src/blocks/stories/stories.tsx')),
    {
      showcase: lazy(() => import('../src/blocks/stories/stories-showcase.tsx')),
      slider: lazy(() => import('../src/blocks/stories/stories-slider.tsx')),
    },
  ),
  posts: defineBlock(
    blockSchemas.posts,
    lazy(() => import('../src/blocks/posts/posts.tsx')),
    { insights: lazy(() => import('../src/blocks/posts/posts-insights.tsx')) },
  ),
  gallery: defineBlock(
    blockSchemas.gallery,
    lazy(() => import('../src/blocks/gallery/gallery.tsx')),
  ),
  'benefits-list': defineBlock(
    blockSchemas['benefits-list'],
    lazy(() => import('../src/blocks/benefits-list/benefits-list.tsx')),
  ),
  promises: defineBlock(
    blockSchemas.promises,
    lazy(() => import('../src/blocks/promises/promises.tsx')),
  ),
  team: defineBlock(
    blockSchemas.team,
    lazy(() => import('../src/blocks/team/team.tsx')),
  ),
  vacancies: defineBlock(
    blockSchemas.vacancies,
    lazy(() => import('../src/blocks/vacancies/vacancies.tsx')),
    { detail: lazy(() => import('../src/blocks/vacancies/vacancy-detail.tsx')) },
  ),
  timeline: defineBlock(
    blockSchemas.timeline,
    lazy(() => import('../src/blocks/timeline/timeline.tsx')),
  ),
  partners: defineBlock(
    blockSchemas.partners,
    lazy(() => import('../src/blocks/partners/partners.tsx')),
  ),
  awards: defineBlock(
    blockSchemas.awards,
    lazy(() => import('../src/blocks/awards/awards.tsx')),
  ),
  'contact-form': defineBlock(
    blockSchemas['contact-form'],
    lazy(() => import('../src/blocks/contact-form/contact-form.tsx')),
  ),
  locations: defineBlock(
    blockSchemas.locations,
    lazy(() => import('../src/blocks/locations/locations.tsx')),
  ),
  success: defineBlock(
    blockSchemas.success,
    lazy(() => import('../src/blocks/success/success.tsx')),
  ),
} satisfies { [K in keyof typeof blockSchemas]: BlockDefinition<(typeof blockSchemas)[K]> }

export type BlockKey = keyof typeof blocks

/** Blocks of the site frame: they have pages of their own and are not added to content pages. */
export const frameBlocks: readonly BlockKey[] = ['header', 'footer']
