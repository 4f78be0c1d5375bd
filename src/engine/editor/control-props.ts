import type { AnySchema } from '../../../schemas/fields.ts'
import type { Path } from '../../../schemas/paths.ts'

/** One contract for every control; object and list controls hand back a new parent value. */
export interface ControlProps<V = unknown> {
  path: Path
  value: V
  onChange: (value: V) => void
  label: string
  schema: AnySchema
}
