import type { ElementType, ReactNode } from 'react'
import type { Field } from '../fields.ts'
import { cx } from './cx.ts'
import { useEditHandle, useHiddenField } from './edit-handle.ts'

/**
 * Any part of a block that shows a field (a link's path, an e-mail, a whole list item): in edit
 * mode a click opens the editor for that field.
 */
interface AreaProps {
  field: Field<unknown>
  children: ReactNode
  className?: string
  as?: ElementType
}

export function Area({ field, children, className, as: Tag = 'div' }: AreaProps) {
  const handle = useEditHandle(field.$path)
  if (useHiddenField(field.$path)) return null
  if (!handle) return <>{children}</>
  // What it shows (a link, an e-mail address) is not itself a control in edit mode: the handle is
  // the one control, named after the field ('Edit: About us'), with no control nested inside it.
  return (
    <Tag {...handle.props} aria-label={handle.name} className={cx(className, handle.props.className, 'editable--area')}>
      <span className="editable__content" inert>
        {children}
      </span>
    </Tag>
  )
}
