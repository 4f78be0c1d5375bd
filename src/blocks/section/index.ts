import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { sectionType } from './schema.ts'

export default defineBlock({
  ...sectionType,
  component: lazyBlock(() => import('./section.tsx')),
})
