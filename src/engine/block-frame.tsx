import { type ComponentType, useId } from 'react'
import { isHidden } from '../../schemas/publish.ts'
import type { BlockBarProps, BlockChromeProps } from './editor-host-context.tsx'

/**
 * A block in edit mode: the region that names it, and the editor's bar above it once the editor
 * has arrived (its own chunk). The frame is the engine's, drawn from the first edit-mode render,
 * so the block inside keeps its place in the tree when the bar comes: a dialog the block opened
 * meanwhile, or a filter chosen, stays as it was. The bar names the region ('Block: Hero', from
 * the editor's strings, which come with it).
 */
export function BlockFrame({ Bar, children, ...props }: BlockChromeProps & { Bar: ComponentType<BlockBarProps> | undefined }) {
  const nameId = useId()
  const { block } = props
  return (
    <section
      className={`block-chrome${isHidden(block.content) ? ' block-chrome--draft' : ''}`}
      aria-labelledby={Bar ? nameId : undefined}
      data-block-type={block.block_type.toLowerCase()}
      data-block-id={block.id}
    >
      {Bar ? <Bar {...props} nameId={nameId} /> : null}
      {children}
    </section>
  )
}
