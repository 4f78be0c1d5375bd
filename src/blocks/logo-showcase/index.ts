import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { logoShowcaseType } from './schema.ts'

export default defineBlock({
  ...logoShowcaseType,
  component: lazyBlock(() => import('./logo-showcase.tsx')),
})
