import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { teamType } from './schema.ts'

export default defineBlock({
  ...teamType,
  component: lazyBlock(() => import('./team.tsx')),
})
