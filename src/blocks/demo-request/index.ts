import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { demoRequestType } from './schema.ts'

export default defineBlock({
  ...demoRequestType,
  component: lazyBlock(() => import('./demo-request.tsx')),
})
