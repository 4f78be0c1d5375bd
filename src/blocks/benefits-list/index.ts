import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { benefitsListType } from './schema.ts'

export default defineBlock({
  ...benefitsListType,
  component: lazyBlock(() => import('./benefits-list.tsx')),
  starter: () => import('./starter.ts'),
})
