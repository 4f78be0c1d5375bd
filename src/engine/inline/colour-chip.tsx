import { useOptionalBlock } from '../block-context.tsx'
import type { Field } from '../fields.ts'
import { Area } from './area.tsx'
import { useFieldLabel } from './edit-handle.ts'

interface ColourChipProps {
  field: Field<string>
  className: string
  /** The block's class prefix: the swatch is `{b}__swatch`. */
  b: string
}

/**
 * In edit mode, a colour setting that shows nowhere as text (a section's background): a chip of
 * its swatch and its field's name, which a click edits. Visitors see nothing of it.
 */
export function ColourChip({ field, className, b }: ColourChipProps) {
  const editing = !!useOptionalBlock()?.editing
  const label = useFieldLabel(field.$path)
  if (!editing) return null
  return (
    <Area field={field} className={className}>
      <span className={`${b}__swatch`} style={{ backgroundColor: field.$value }} aria-hidden="true" />
      {label}
    </Area>
  )
}
