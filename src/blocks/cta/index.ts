import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { ctaType } from './schema.ts'

export default defineBlock({
  ...ctaType,
  component: lazyBlock(() => import('./cta.tsx')),
})
