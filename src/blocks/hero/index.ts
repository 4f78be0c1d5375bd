import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { heroType } from './schema.ts'

export default defineBlock({
  ...heroType,
  component: lazyBlock(() => import('./hero.tsx')),
})
