import { expectTypeOf, test } from 'vitest'
import type { z } from 'zod/mini'
import type { footerSchema } from '../../src/blocks/footer/schema.ts'
import type { heroSchema } from '../../src/blocks/hero/schema.ts'
import type { textSchema } from '../../src/blocks/text/schema.ts'
import type { Path } from '../../schemas/paths.ts'
import { Editable } from '../../src/engine/editable.ts'
import { fieldsOf } from '../../src/engine/fields.ts'

declare const hero: z.output<typeof heroSchema>
declare const footer: z.output<typeof footerSchema>
declare const privacy: z.output<typeof textSchema>

test('a field carries its value and its path: written once', () => {
  const f = fieldsOf(hero)
  expectTypeOf(f.title.$value).toEqualTypeOf<{ en: string; ar: string }>()
  expectTypeOf(f.title.$path).toEqualTypeOf<Path>()
  expectTypeOf(f.mainImage.alt.$value).toEqualTypeOf<{ en: string; ar: string }>()
})

test('a path the schema lacks does not compile', () => {
  const f = fieldsOf(hero)
  // @ts-expect-error — hero content has no `autor`
  void f.autor
  // @ts-expect-error — nor does its image have a `caption`
  void f.mainImage.caption
})

test('list items and catchall entries are fields too', () => {
  const f = fieldsOf(footer)
  expectTypeOf(f.columns.$items[0]!.links.$items[0]!.label.$value).toEqualTypeOf<{ en: string; ar: string }>()
  const p = fieldsOf(privacy)
  expectTypeOf(p.$entry('collectList').$value).toEqualTypeOf<{ en: string; ar: string }>()
})

test('an element binds only a field of the right kind', () => {
  const f = fieldsOf(hero)
  Editable.Text({ field: f.title })
  Editable.Image({ field: f.mainImage })
  // @ts-expect-error — an image is not text
  Editable.Text({ field: f.mainImage })
  // @ts-expect-error — a path string is not an image
  Editable.Image({ field: f.primaryButtonLink })
})
