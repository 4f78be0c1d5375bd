import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { insightsType } from './schema.ts'

export default defineBlock({
  ...insightsType,
  component: lazyBlock(() => import('./insights.tsx')),
})
