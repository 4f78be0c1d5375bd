import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { tabbedContentType } from './schema.ts'

export default defineBlock({
  ...tabbedContentType,
  component: lazyBlock(() => import('./tabbed-content.tsx')),
})
