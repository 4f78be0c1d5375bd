import { defineBlock } from '../../engine/block-definition.ts'
import { lazyBlock } from '../../engine/lazy-block.tsx'
import { contactFormType } from './schema.ts'

export default defineBlock({
  ...contactFormType,
  component: lazyBlock(() => import('./contact-form.tsx')),
})
