import type { z } from 'zod/mini'
import type { BlockKey, blocks } from '../registry/index.ts'
import type { WindowSpec } from '../schemas/list-window.ts'
import type { LayoutShape } from './layout-shape.ts'

type ContentOf<K extends BlockKey> = z.output<(typeof blocks)[K]['schema']>

/** A slot names a registered block, and hides only fields that block has. */
type Slot<K extends BlockKey> = {
  order: number
  block: K
  hide?: readonly (keyof ContentOf<K> & string)[]
  fallback?: Partial<ContentOf<K>>
  view?: keyof (typeof blocks)[K]['views'] & string
  item?: string
  window?: WindowSpec
}

export type LayoutEntry = { [K in BlockKey]: Slot<K> }[BlockKey]
export type CrossPageSource = { [K in BlockKey]: Slot<K> & { from: { page: string; order: number }; inside?: boolean } }[BlockKey]

export interface PageLayout extends LayoutShape<BlockKey> {
  blocks: readonly LayoutEntry[]
  sources?: readonly CrossPageSource[]
}

export const defineLayout = (layout: PageLayout) => layout
