import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { visionType } from './schema.ts'

export default defineBlock({
  ...visionType,
  component: lazyBlock(() => import('./vision.tsx')),
  starter: () => import('./starter.ts'),
})
