import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { locationsType } from './schema.ts'

export default defineBlock({
  ...locationsType,
  component: lazyBlock(() => import('./locations.tsx')),
})
