import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { solutionsGridType } from './schema.ts'

export default defineBlock({
  ...solutionsGridType,
  component: lazyBlock(() => import('./solutions-grid.tsx')),
})
