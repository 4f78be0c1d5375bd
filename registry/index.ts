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
} satisfies { [K in keyof typeof blockSchemas]: BlockDefinition<(typeof blockSchemas)[K]> }

export type BlockKey = keyof typeof blocks

/** Blocks of the site frame: they have pages of their own and are not added to content pages. */
export const frameBlocks: readonly BlockKey[] = ['header', 'footer']
