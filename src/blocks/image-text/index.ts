import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { imageTextType } from './schema.ts'

export default defineBlock({
  ...imageTextType,
  component: lazyBlock(() => import('./image-text.tsx')),
})
