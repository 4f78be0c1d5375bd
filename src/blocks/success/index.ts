import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { successType } from './schema.ts'

export default defineBlock({
  ...successType,
  component: lazyBlock(() => import('./success.tsx')),
})
