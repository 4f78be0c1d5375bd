import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { partnersType } from './schema.ts'

export default defineBlock({
  ...partnersType,
  component: lazyBlock(() => import('./partners.tsx')),
  starter: () => import('./starter.ts'),
})
