import type { AnySchema, FieldKind } from '../../../schemas/fields.ts'
import { fieldKind, typeOf } from '../../../schemas/walk.ts'

export type ControlName =
  | 'bilingual'
  | 'link'
  | 'href'
  | 'image'
  | 'video'
  | 'icon'
  | 'color'
  | 'date'
  | 'email'
  | 'choices'
  | 'text'
  | 'number'
  | 'boolean'
  | 'enum'
  | 'object'
  | 'list'
  | 'unknown'

const BY_KIND: Record<FieldKind, ControlName> = {
  localized: 'bilingual',
  localizedLine: 'bilingual',
  richText: 'bilingual',
  link: 'link',
  href: 'href',
  image: 'image',
  video: 'video',
  icon: 'icon',
  color: 'color',
  date: 'date',
  email: 'email',
  choices: 'choices',
}

const BY_TYPE: Record<string, ControlName> = {
  object: 'object',
  array: 'list',
  enum: 'enum',
  literal: 'enum',
  boolean: 'boolean',
  string: 'text',
  number: 'number',
}

/** The walker's one decision: the field kind first, then the zod type. */
export function controlFor(schema: AnySchema): ControlName {
  const kind = fieldKind(schema)
  if (kind) return BY_KIND[kind]
  return BY_TYPE[typeOf(schema)] ?? 'unknown'
}
