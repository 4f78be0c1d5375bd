import type { LayoutShape } from '../../page-layouts/layout-shape.ts'
import type { WindowSpec } from '../../schemas/list-window.ts'
import type { BlockData } from './content-store.ts'

export type Placed = PlacedBlock | { kind: 'empty'; key: string; order: number; drawAs: string }

export interface PlacedBlock {
  kind: 'block'
  key: string
  /** The page the block is stored on. */
  slug: string
  order: number
  block: BlockData
  /** Registry key the place draws it with: the slot's, or the block's own type for added blocks. */
  drawAs: string
  hidden: readonly string[]
  /** What the place shows where a top-level field is empty (the layout's `fallback`). */
  fallback?: Readonly<Record<string, unknown>>
  /** The view of its type the place draws it with (the layout's `view`). */
  view?: string
  /** The window of its list the place shows (the layout's `window`). */
  window?: WindowSpec
  /** Blocks read from another page are edited here but moved and deleted there. */
  foreign: boolean
  /** Added blocks (after the layout's slots) move among themselves; slots stay where the layout puts them. */
  movable: boolean
  /** Why visitors do not see it here. */
  problem?: { kind: 'wrong-type'; expected: string } | { kind: 'unused-order' }
  /** A block of another page drawn inside this one (a source marked `inside`). */
  inner?: PlacedBlock
}

/**
 * The layout is the page's composition: each slot draws the stored block at its order with the
 * slot's block type, sources draw another page's block, and blocks editors added (at orders
 * beyond the slots) follow by their own type. A block in the wrong slot or at an unused order is
 * kept for editors to see, with the reason, and hidden from visitors.
 */
export function composePage(
  layout: LayoutShape,
  own: readonly BlockData[],
  /** The blocks source `index` reads (of page `page`): two sources may read one page cut two ways. */
  borrowed: (page: string, index: number) => readonly BlockData[] | undefined,
): Placed[] {
  const placed: Placed[] = []
  const slotOrders = new Set<number>()
  for (const slot of layout.blocks) {
    slotOrders.add(slot.order)
    const block = own.find((b) => b.order === slot.order)
    if (!block) {
      placed.push({ kind: 'empty', key: `slot-${slot.order}`, order: slot.order, drawAs: slot.block })
      continue
    }
    const type = block.block_type.toLowerCase()
    placed.push({
      kind: 'block',
      key: block.id,
      slug: layout.page,
      order: slot.order,
      block,
      drawAs: slot.block,
      hidden: slot.hide ?? [],
      fallback: slot.fallback,
      view: slot.view,
      window: slot.window,
      foreign: false,
      movable: false,
      ...(type === slot.block ? {} : { problem: { kind: 'wrong-type', expected: slot.block } }),
    })
  }
  for (const [index, source] of (layout.sources ?? []).entries()) {
    const block = borrowed(source.from.page, index)?.find((b) => b.order === source.from.order)
    if (!block) continue
    const type = block.block_type.toLowerCase()
    const item: PlacedBlock = {
      kind: 'block',
      key: `${source.from.page}:${block.id}`,
      slug: source.from.page,
      order: source.order,
      block,
      drawAs: source.block,
      hidden: source.hide ?? [],
      fallback: source.fallback,
      view: source.view,
      window: source.window,
      foreign: true,
      movable: false,
      ...(type === source.block ? {} : { problem: { kind: 'wrong-type', expected: source.block } }),
    }
    if (!source.inside) {
      placed.push(item)
      continue
    }
    // Drawn inside the page's own block at its order; without that block (or with one out of
    // place) it has nowhere to go.
    const outer = placed.find((p): p is PlacedBlock => p.kind === 'block' && !p.foreign && p.order === source.order)
    if (outer && !outer.problem) outer.inner = item
  }
  const unused = new Set(layout.unused ?? [])
  for (const block of own) {
    if (slotOrders.has(block.order)) continue
    placed.push({
      kind: 'block',
      key: block.id,
      slug: layout.page,
      order: block.order,
      block,
      drawAs: block.block_type.toLowerCase(),
      hidden: [],
      foreign: false,
      movable: !unused.has(block.order),
      ...(unused.has(block.order) ? { problem: { kind: 'unused-order' } } : {}),
    })
  }
  return placed.sort((a, b) => a.order - b.order)
}
