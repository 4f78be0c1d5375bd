import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { faqType } from './schema.ts'

export default defineBlock({
  ...faqType,
  component: lazyBlock(() => import('./faq.tsx')),
})
