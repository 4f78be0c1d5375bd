import type { KeyboardEvent, MouseEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Path } from '../../../schemas/paths.ts'
import { pathKey } from '../../../schemas/paths.ts'
import { useOptionalBlock } from '../block-context.tsx'
import { useEditorHost } from '../editor-host-context.tsx'

export function anchorOf(el: Element) {
  const r = el.getBoundingClientRect()
  return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }
}

/** Props for a click-to-edit handle on a field; undefined when not editing. */
export function useEditHandle(path: Path, label?: string) {
  const block = useOptionalBlock()
  const host = useEditorHost()
  const { t } = useTranslation()
  if (!block?.editing || !host) return undefined
  const open = (e: MouseEvent | KeyboardEvent) => {
    e.preventDefault()
    e.stopPropagation()
    host.open({ target: block, path, title: label, anchor: anchorOf(e.currentTarget) })
  }
  return {
    'data-edit-path': pathKey(path),
    className: 'editable',
    role: 'button',
    tabIndex: 0,
    title: t('Click to edit'),
    onClick: open,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') open(e)
    },
  }
}

/** Wraps any part of a block so that in edit mode a click edits the field at `path`. */
export function Editable({ path, label, children, className }: { path: Path; label?: string; children: ReactNode; className?: string }) {
  const handle = useEditHandle(path, label)
  if (!handle) return <>{children}</>
  return (
    <div {...handle} className={[className, handle.className, 'editable--area'].filter(Boolean).join(' ')}>
      {children}
    </div>
  )
}
