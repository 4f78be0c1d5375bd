import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { welcomeType } from './schema.ts'

export default defineBlock({
  ...welcomeType,
  component: lazyBlock(() => import('./welcome.tsx')),
})
