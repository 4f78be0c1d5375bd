import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { solutionHeroType } from './schema.ts'

export default defineBlock({
  ...solutionHeroType,
  component: lazyBlock(() => import('./solution-hero.tsx')),
})
