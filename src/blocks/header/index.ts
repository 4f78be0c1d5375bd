import { defineBlock } from '../../engine/block-definition.ts'
import Header from './header.tsx'
import { headerType } from './schema.ts'

export default defineBlock({
  ...headerType,
  component: Header,
})
