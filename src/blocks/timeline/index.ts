import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { timelineType } from './schema.ts'

export default defineBlock({
  ...timelineType,
  component: lazyBlock(() => import('./timeline.tsx')),
})
