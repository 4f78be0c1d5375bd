import type { AnySchema } from '../../../schemas/fields.ts'
import type { Path } from '../../../schemas/paths.ts'

/** One contract for every control; object and list controls hand back a new parent value. */
export interface ControlProps<V = unknown> {
  path: Path
  value: V
  onChange: (value: V) => void
  /** The field's name from its schema, in the interface language. */
  label: string
  /** The schema's help line, if it has one. */
  help?: string
  schema: AnySchema
  /** Top-level fields this place hides (the layout's `hide`): the root object leaves them out. */
  omit?: readonly string[]
}
