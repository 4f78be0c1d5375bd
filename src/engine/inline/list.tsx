import type { ReactNode } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { pathKey } from '../../../schemas/paths.ts'
import { useOptionalBlock } from '../block-context.tsx'
import { useEditorHost } from '../editor-host-context.tsx'
import type { Field } from '../fields.ts'
import { cx } from './cx.ts'
import { useFieldLabel, useHiddenField } from './edit-handle.ts'

/** In edit mode a list gets a handle that opens its editor: add, edit, delete and reorder items. */
export function List({
  field,
  children,
  className,
}: {
  field: Field<readonly unknown[] | undefined>
  children: ReactNode
  className?: string
}) {
  const block = useOptionalBlock()
  const host = useEditorHost()
  const { t } = useI18n()
  const label = useFieldLabel(field.$path)
  if (useHiddenField(field.$path)) return null
  if (!block?.editing || !host) return <>{children}</>
  return (
    <div className={cx('editable-list', className)} data-edit-list={pathKey(field.$path)}>
      <button
        type="button"
        className="editable-list__handle"
        onClick={(e) => host.open({ target: block, path: field.$path, opener: e.currentTarget })}
      >
        {t('Edit list: {{label}}', { label })}
      </button>
      {children}
    </div>
  )
}
