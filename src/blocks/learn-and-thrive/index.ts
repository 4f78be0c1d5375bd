import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { learnAndThriveType } from './schema.ts'

export default defineBlock({
  ...learnAndThriveType,
  component: lazyBlock(() => import('./learn-and-thrive.tsx')),
  starter: () => import('./starter.ts'),
})
