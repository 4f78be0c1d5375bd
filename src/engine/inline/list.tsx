import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Path } from '../../../schemas/paths.ts'
import { useOptionalBlock } from '../block-context.tsx'
import { useEditorHost } from '../editor-host-context.tsx'
import { anchorOf } from './editable.tsx'

/** In edit mode a list gets a handle that opens its editor: add, delete and reorder items. */
export function EditableList({ path, label, children, className }: { path: Path; label: string; children: ReactNode; className?: string }) {
  const block = useOptionalBlock()
  const host = useEditorHost()
  const { t } = useTranslation()
  if (!block?.editing || !host) return <>{children}</>
  return (
    <div className={['editable-list', className].filter(Boolean).join(' ')} data-edit-list={path.join('.')}>
      <button
        type="button"
        className="editable-list__handle"
        onClick={(e) => host.open({ target: block, path, title: label, anchor: anchorOf(e.currentTarget) })}
      >
        {t('Edit list')}: {t(label)}
      </button>
      {children}
    </div>
  )
}
