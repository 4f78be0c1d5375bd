import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { galleryType } from './schema.ts'

export default defineBlock({
  ...galleryType,
  component: lazyBlock(() => import('./gallery.tsx')),
  starter: () => import('./starter.ts'),
})
