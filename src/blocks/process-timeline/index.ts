import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { processTimelineType } from './schema.ts'

export default defineBlock({
  ...processTimelineType,
  component: lazyBlock(() => import('./process-timeline.tsx')),
})
