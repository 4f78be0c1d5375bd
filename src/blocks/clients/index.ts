import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { clientsType } from './schema.ts'

export default defineBlock({
  ...clientsType,
  component: lazyBlock(() => import('./clients.tsx')),
})
