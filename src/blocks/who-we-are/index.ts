import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { whoWeAreType } from './schema.ts'

export default defineBlock({
  ...whoWeAreType,
  component: lazyBlock(() => import('./who-we-are.tsx')),
})
