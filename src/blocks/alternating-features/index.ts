import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { alternatingFeaturesType } from './schema.ts'

export default defineBlock({
  ...alternatingFeaturesType,
  component: lazyBlock(() => import('./alternating-features.tsx')),
})
