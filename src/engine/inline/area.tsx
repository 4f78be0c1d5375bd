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
  /** The handle holds no text (an icon): it is named after the field, 'Edit: Menu item'. */
  named?: boolean
}

export function Area({ field, children, className, as: Tag = 'div', named }: AreaProps) {
  const handle = useEditHandle(field.$path)
  if (useHiddenField(field.$path)) return null
  if (!handle) return <>{children}</>
  return (
    <Tag {...handle.props} aria-label={named ? handle.name : undefined} className={cx(className, handle.props.className, 'editable--area')}>
      {children}
    </Tag>
  )
}
