import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { solutionBenefitsType } from './schema.ts'

export default defineBlock({
  ...solutionBenefitsType,
  component: lazyBlock(() => import('./solution-benefits.tsx')),
})
