import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { infoBlockType } from './schema.ts'

export default defineBlock({
  ...infoBlockType,
  component: lazyBlock(() => import('./info-block.tsx')),
})
