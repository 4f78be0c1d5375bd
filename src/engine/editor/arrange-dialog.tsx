import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import type { BlockData } from '../content-store.ts'
import { blockLabel } from '../block-view.tsx'
import { registryKey, useRegistry } from '../engine-context.tsx'
import { ClosingDialog } from './closing-dialog.tsx'
import { moveItem } from './controls/list-control.tsx'
import { useBlockAdmin } from './use-block-admin.ts'

function Item({
  block,
  label,
  index,
  count,
  onMove,
}: {
  block: BlockData
  label: string
  index: number
  count: number
  onMove: (from: number, to: number) => void
}) {
  const { t } = useI18n()
  const sortable = useSortable({ id: block.id })
  return (
    <li
      ref={sortable.setNodeRef}
      className={`editor-list__item${sortable.isDragging ? ' is-dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
    >
      <div className="editor-list__bar">
        <button
          type="button"
          className="editor-list__drag"
          aria-label={t('Drag to reorder: {{title}}', { title: label })}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          ⋮⋮
        </button>
        <span className="editor-list__name">
          {index + 1}. {label}
        </span>
        <button type="button" onClick={() => onMove(index, index - 1)} disabled={index === 0} aria-label={t('Move block up')}>
          ↑
        </button>
        <button type="button" onClick={() => onMove(index, index + 1)} disabled={index === count - 1} aria-label={t('Move block down')}>
          ↓
        </button>
      </div>
    </li>
  )
}

/** The blocks editors added to a page, in their order: drag them, or move them with the arrow buttons or the keyboard. */
export function ArrangeDialog({
  slug,
  blocks,
  opener,
  onClose,
}: {
  slug: string
  blocks: BlockData[]
  opener?: Element | null
  onClose: () => void
}) {
  const { t, i18n } = useI18n()
  const registry = useRegistry()
  const admin = useBlockAdmin(slug)
  const [list, setList] = useState<BlockData[]>(blocks)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const labelOf = (b: BlockData) => {
    const key = registryKey(registry, b.block_type)
    return blockLabel(key ? registry[key] : undefined, i18n.language, b.block_type)
  }
  const move = (from: number, to: number) => {
    if (to < 0 || to >= list.length) return
    const next = moveItem(list, from, to)
    setList(next)
    admin.reorder.mutate({ list: next, label: t('Arrange blocks') })
  }
  const onDragEnd = (e: DragEndEvent) => {
    const ids = list.map((b) => b.id)
    const from = ids.indexOf(String(e.active.id))
    const to = e.over ? ids.indexOf(String(e.over.id)) : -1
    if (from >= 0 && to >= 0 && from !== to) move(from, to)
  }
  return (
    <ClosingDialog title={t('Arrange blocks')} className="arrange-dialog" opener={opener} onClose={onClose}>
      <p className="editor-help">
        {t('Drag a block by its handle, or use the arrow buttons. With the keyboard: space on the handle, then the arrow keys.')}
      </p>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={list.map((b) => b.id)} strategy={verticalListSortingStrategy}>
          <ol className="editor-list__items">
            {list.map((b, i) => (
              <Item key={b.id} block={b} label={labelOf(b)} index={i} count={list.length} onMove={move} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </ClosingDialog>
  )
}
