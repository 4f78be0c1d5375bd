import { blockSchemas } from '../schemas/blocks/index.ts'
import Footer from '../src/blocks/footer/footer.tsx'
import Header from '../src/blocks/header/header.tsx'
import { type BlockDefinition, defineBlock } from '../src/engine/block-definition.ts'
import { lazyBlock } from '../src/engine/lazy-block.tsx'

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
    lazyBlock(() => import('../src/blocks/text/privacy-text.tsx')),
  ),
  hero: defineBlock(
    blockSchemas.hero,
    lazyBlock(() => import('../src/blocks/hero/hero.tsx')),
  ),
  'who-we-are': defineBlock(
    blockSchemas['who-we-are'],
    lazyBlock(() => import('../src/blocks/who-we-are/who-we-are.tsx')),
  ),
  'learn-and-thrive': defineBlock(
    blockSchemas['learn-and-thrive'],
    lazyBlock(() => import('../src/blocks/learn-and-thrive/learn-and-thrive.tsx')),
  ),
  vision: defineBlock(
    blockSchemas.vision,
    lazyBlock(() => import('../src/blocks/vision/vision.tsx')),
  ),
  cta: defineBlock(
    blockSchemas.cta,
    lazyBlock(() => import('../src/blocks/cta/cta.tsx')),
  ),
  'solution-hero': defineBlock(
    blockSchemas['solution-hero'],
    lazyBlock(() => import('../src/blocks/solution-hero/solution-hero.tsx')),
  ),
  'image-text': defineBlock(
    blockSchemas['image-text'],
    lazyBlock(() => import('../src/blocks/image-text/image-text.tsx')),
  ),
  'info-block': defineBlock(
    blockSchemas['info-block'],
    lazyBlock(() => import('../src/blocks/info-block/info-block.tsx')),
  ),
  'alternating-features': defineBlock(
    blockSchemas['alternating-features'],
    lazyBlock(() => import('../src/blocks/alternating-features/alternating-features.tsx')),
  ),
  'solution-benefits': defineBlock(
    blockSchemas['solution-benefits'],
    lazyBlock(() => import('../src/blocks/solution-benefits/solution-benefits.tsx')),
  ),
  'logo-showcase': defineBlock(
    blockSchemas['logo-showcase'],
    lazyBlock(() => import('../src/blocks/logo-showcase/logo-showcase.tsx')),
  ),
  'partner-logos': defineBlock(
    blockSchemas['partner-logos'],
    lazyBlock(() => import('../src/blocks/partner-logos/partner-logos.tsx')),
  ),
  'tabbed-content': defineBlock(
    blockSchemas['tabbed-content'],
    lazyBlock(() => import('../src/blocks/tabbed-content/tabbed-content.tsx')),
  ),
  'process-timeline': defineBlock(
    blockSchemas['process-timeline'],
    lazyBlock(() => import('../src/blocks/process-timeline/process-timeline.tsx')),
  ),
  faq: defineBlock(
    blockSchemas.faq,
    lazyBlock(() => import('../src/blocks/faq/faq.tsx')),
  ),
  'demo-request': defineBlock(
    blockSchemas['demo-request'],
    lazyBlock(() => import('../src/blocks/demo-request/demo-request.tsx')),
  ),
  welcome: defineBlock(
    blockSchemas.welcome,
    lazyBlock(() => import('../src/blocks/welcome/welcome.tsx')),
  ),
  'solutions-grid': defineBlock(
    blockSchemas['solutions-grid'],
    lazyBlock(() => import('../src/blocks/solutions-grid/solutions-grid.tsx')),
  ),
  section: defineBlock(
    blockSchemas.section,
    lazyBlock(() => import('../src/blocks/section/section.tsx')),
  ),
  stories: defineBlock(
    blockSchemas.stories,
    lazyBlock(() => import('../src/blocks/stories/stories.tsx')),
    {
      showcase: lazyBlock(() => import('../src/blocks/stories/stories-showcase.tsx')),
      slider: lazyBlock(() => import('../src/blocks/stories/stories-slider.tsx')),
      detail: lazyBlock(() => import('../src/blocks/article/story-page.tsx')),
    },
  ),
  posts: defineBlock(
    blockSchemas.posts,
    lazyBlock(() => import('../src/blocks/posts/posts.tsx')),
    {
      insights: lazyBlock(() => import('../src/blocks/posts/posts-insights.tsx')),
      featured: lazyBlock(() => import('../src/blocks/posts/posts-featured.tsx')),
      detail: lazyBlock(() => import('../src/blocks/article/post-page.tsx')),
    },
  ),
  insights: defineBlock(
    blockSchemas.insights,
    lazyBlock(() => import('../src/blocks/insights/insights.tsx')),
  ),
  gallery: defineBlock(
    blockSchemas.gallery,
    lazyBlock(() => import('../src/blocks/gallery/gallery.tsx')),
  ),
  'benefits-list': defineBlock(
    blockSchemas['benefits-list'],
    lazyBlock(() => import('../src/blocks/benefits-list/benefits-list.tsx')),
  ),
  promises: defineBlock(
    blockSchemas.promises,
    lazyBlock(() => import('../src/blocks/promises/promises.tsx')),
  ),
  team: defineBlock(
    blockSchemas.team,
    lazyBlock(() => import('../src/blocks/team/team.tsx')),
  ),
  vacancies: defineBlock(
    blockSchemas.vacancies,
    lazyBlock(() => import('../src/blocks/vacancies/vacancies.tsx')),
    { detail: lazyBlock(() => import('../src/blocks/vacancies/vacancy-detail.tsx')) },
  ),
  timeline: defineBlock(
    blockSchemas.timeline,
    lazyBlock(() => import('../src/blocks/timeline/timeline.tsx')),
  ),
  partners: defineBlock(
    blockSchemas.partners,
    lazyBlock(() => import('../src/blocks/partners/partners.tsx')),
  ),
  clients: defineBlock(
    blockSchemas.clients,
    lazyBlock(() => import('../src/blocks/clients/clients.tsx')),
  ),
  awards: defineBlock(
    blockSchemas.awards,
    lazyBlock(() => import('../src/blocks/awards/awards.tsx')),
  ),
  'contact-form': defineBlock(
    blockSchemas['contact-form'],
    lazyBlock(() => import('../src/blocks/contact-form/contact-form.tsx')),
  ),
  locations: defineBlock(
    blockSchemas.locations,
    lazyBlock(() => import('../src/blocks/locations/locations.tsx')),
  ),
  success: defineBlock(
    blockSchemas.success,
    lazyBlock(() => import('../src/blocks/success/success.tsx')),
  ),
} satisfies { [K in keyof typeof blockSchemas]: BlockDefinition<(typeof blockSchemas)[K]> }

export type BlockKey = keyof typeof blocks

/** Blocks of the site frame: they have pages of their own and are not added to content pages. */
export const frameBlocks: readonly BlockKey[] = ['header', 'footer']
