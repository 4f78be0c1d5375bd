import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { promisesType } from './schema.ts'

export default defineBlock({
  ...promisesType,
  component: lazyBlock(() => import('./promises.tsx')),
})
