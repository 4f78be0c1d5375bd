import type { ComponentType } from 'react'
import { expectTypeOf, test } from 'vitest'
import type { z } from 'zod/mini'
import type { PageLayout } from '../../page-layouts/types.ts'
import type { BlockKey } from '../../registry/index.ts'
import type { ctaSchema } from '../../src/blocks/cta/schema.ts'
import { heroSchema } from '../../src/blocks/hero/schema.ts'
import type { BlockProps } from '../../src/engine/block-definition.ts'
import { defineBlock } from '../../src/engine/block-definition.ts'

test('component props are inferred from the schema', () => {
  expectTypeOf<BlockProps<typeof heroSchema>['content']>().toEqualTypeOf<z.output<typeof heroSchema>>()
  expectTypeOf<BlockProps<typeof heroSchema>['content']['title']>().toEqualTypeOf<{ en: string; ar: string }>()
})

const Right: ComponentType<BlockProps<typeof heroSchema>> = () => null
const Wrong: ComponentType<{ content: { heading: string } }> = () => null
const OtherSchema: ComponentType<BlockProps<typeof ctaSchema>> = () => null

test('a component expecting other props does not compile', () => {
  defineBlock({ key: 'hero', schema: heroSchema, component: Right })

  // @ts-expect-error — hero content has no `heading`; the registry refuses the component
  defineBlock({ key: 'hero', schema: heroSchema, component: Wrong })

  // @ts-expect-error — a CTA component cannot render hero content
  defineBlock({ key: 'hero', schema: heroSchema, component: OtherSchema })
})

test('a layout names registered block keys only, and hides only fields its block has', () => {
  expectTypeOf<'hero'>().toExtend<BlockKey>()
  const ok: PageLayout = { page: 'about', blocks: [{ order: 1, block: 'hero', hide: ['videoUrl'] }] }
  // @ts-expect-error — 'heroo' is not a registered block
  const typo: PageLayout = { page: 'about', blocks: [{ order: 1, block: 'heroo' }] }
  // @ts-expect-error — a CTA has no `watchVideoText` to hide
  const wrongHide: PageLayout = { page: 'about', blocks: [{ order: 6, block: 'cta', hide: ['watchVideoText'] }] }
  void ok
  void typo
  void wrongHide
})
