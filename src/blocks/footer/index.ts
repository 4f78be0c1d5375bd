import { defineBlock } from '../../engine/block-definition.ts'
import Footer from './footer.tsx'
import { footerType } from './schema.ts'

export default defineBlock({
  ...footerType,
  component: Footer,
})
