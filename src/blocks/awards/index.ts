import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { awardsType } from './schema.ts'

export default defineBlock({
  ...awardsType,
  component: lazyBlock(() => import('./awards.tsx')),
  starter: () => import('./starter.ts'),
})
