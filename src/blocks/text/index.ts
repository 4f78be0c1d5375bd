import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { textType } from './schema.ts'

export default defineBlock({
  ...textType,
  component: lazyBlock(() => import('./privacy-text.tsx')),
  starter: () => import('./starter.ts'),
})
