import { lazy } from 'react'
import { blockSchemas } from '../schemas/blocks/index.ts'
import Footer from '../src/blocks/footer/footer.tsx'
import Header from '../src/blocks/header/header.tsx'
import { type BlockDefinition, defineBlock } from './define-block.ts'

/**
 * The one place a block type is registered: key → schema, component, label. The site frame
 * (header, footer) renders eagerly; page sections load lazily.
 */
export const blocks = {
  header: defineBlock({ key: 'header', schema: blockSchemas.header, component: Header, label: 'Header' }),
  footer: defineBlock({ key: 'footer', schema: blockSchemas.footer, component: Footer, label: 'Footer' }),
  text: defineBlock({
    key: 'text',
    schema: blockSchemas.text,
    component: lazy(() => import('../src/blocks/text/privacy-text.tsx')),
    label: 'Text',
  }),
  hero: defineBlock({
    key: 'hero',
    schema: blockSchemas.hero,
    component: lazy(() => import('../src/blocks/hero/hero.tsx')),
    label: 'Hero',
  }),
  'who-we-are': defineBlock({
    key: 'who-we-are',
    schema: blockSchemas['who-we-are'],
    component: lazy(() => import('../src/blocks/who-we-are/who-we-are.tsx')),
    label: 'Who we are',
  }),
  'learn-and-thrive': defineBlock({
    key: 'learn-and-thrive',
    schema: blockSchemas['learn-and-thrive'],
    component: lazy(() => import('../src/blocks/learn-and-thrive/learn-and-thrive.tsx')),
    label: 'Learn and thrive',
  }),
  vision: defineBlock({
    key: 'vision',
    schema: blockSchemas.vision,
    component: lazy(() => import('../src/blocks/vision/vision.tsx')),
    label: 'Vision',
  }),
  cta: defineBlock({
    key: 'cta',
    schema: blockSchemas.cta,
    component: lazy(() => import('../src/blocks/cta/cta.tsx')),
    label: 'Call to action',
  }),
} satisfies { [K in keyof typeof blockSchemas]: BlockDefinition<K, (typeof blockSchemas)[K]> }

export type BlockKey = keyof typeof blocks

/** block_type is compared ignoring case. */
export function blockFor(blockType: string): BlockDefinition | undefined {
  const key = blockType.toLowerCase()
  return Object.hasOwn(blocks, key) ? (blocks[key as BlockKey] as unknown as BlockDefinition) : undefined
}
