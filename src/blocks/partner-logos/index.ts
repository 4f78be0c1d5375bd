import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { partnerLogosType } from './schema.ts'

export default defineBlock({
  ...partnerLogosType,
  component: lazyBlock(() => import('./partner-logos.tsx')),
})
