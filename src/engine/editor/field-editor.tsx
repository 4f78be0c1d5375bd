import { type ComponentType, memo } from 'react'
import { type ControlName, controlFor } from './control-for.ts'
import type { ControlProps } from './control-props.ts'
import { BilingualControl } from './controls/bilingual-control.tsx'
import { BooleanControl } from './controls/boolean-control.tsx'
import { ChoicesControl } from './controls/choices-control.tsx'
import { EnumControl } from './controls/enum-control.tsx'
import { LinkControl } from './controls/link-control.tsx'
import { ListControl } from './controls/list-control.tsx'
import { MediaControl } from './controls/media-control.tsx'
import { ObjectControl } from './controls/object-control.tsx'
import { ColorControl, DateControl, EmailControl, HrefControl, NumberControl, TextControl } from './controls/simple-controls.tsx'
import { WalkerContext } from './walker-context.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each control narrows its own value type
const CONTROLS: Record<Exclude<ControlName, 'unknown'>, ComponentType<ControlProps<any>>> = {
  bilingual: BilingualControl,
  link: LinkControl,
  href: HrefControl,
  image: MediaControl,
  video: MediaControl,
  icon: MediaControl,
  color: ColorControl,
  date: DateControl,
  email: EmailControl,
  choices: ChoicesControl,
  text: TextControl,
  number: NumberControl,
  boolean: BooleanControl,
  enum: EnumControl,
  object: ObjectControl,
  list: ListControl,
}

const samePath = (a: ControlProps['path'], b: ControlProps['path']) => a.length === b.length && a.every((k, i) => k === b[i])

/**
 * The walker: picks the control for a schema; an unknown kind warns and renders nothing. A field
 * whose value, schema and callbacks are unchanged does not render again.
 */
export const FieldEditor: ComponentType<ControlProps> = memo(
  function Walk(props: ControlProps) {
    const name = controlFor(props.schema)
    if (name === 'unknown') {
      console.warn(`No editor for the field at ${props.path.join('.') || '(root)'}`)
      return null
    }
    const Control = CONTROLS[name]
    return (
      <WalkerContext.Provider value={FieldEditor}>
        <Control {...props} />
      </WalkerContext.Provider>
    )
  },
  (a, b) =>
    a.value === b.value &&
    a.onChange === b.onChange &&
    a.schema === b.schema &&
    a.label === b.label &&
    a.help === b.help &&
    a.omit === b.omit &&
    samePath(a.path, b.path),
)
