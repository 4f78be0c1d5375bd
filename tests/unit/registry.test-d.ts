import type { ComponentType } from 'react'
import { expectTypeOf, test } from 'vitest'
import type { z } from 'zod'
import type { PageLayout } from '../../page-layouts/types.ts'
import type { BlockProps } from '../../registry/define-block.ts'
import { defineBlock } from '../../registry/define-block.ts'
import type { BlockKey } from '../../registry/index.ts'
import type { ctaSchema } from '../../schemas/blocks/cta.ts'
import { heroSchema } from '../../schemas/blocks/hero.ts'

test('component props are inferred from the schema', () => {
  expectTypeOf<BlockProps<typeof heroSchema>['content']>().toEqualTypeOf<z.output<typeof heroSchema>>()
  expectTypeOf<BlockProps<typeof heroSchema>['content']['title']>().toEqualTypeOf<{ en: string; ar: string }>()
})

const Right: ComponentType<BlockProps<typeof heroSchema>> = () => null
const Wrong: ComponentType<{ content: { heading: string } }> = () => null
const OtherSchema: ComponentType<BlockProps<typeof ctaSchema>> = () => null

test('a component expecting other props does not compile', () => {
  defineBlock({ key: 'hero', schema: heroSchema, component: Right, label: 'Hero' })

  // @ts-expect-error — hero content has no `heading`; the registry refuses the component
  defineBlock({ key: 'hero', schema: heroSchema, component: Wrong, label: 'Hero' })

  // @ts-expect-error — a CTA component cannot render hero content
  defineBlock({ key: 'hero', schema: heroSchema, component: OtherSchema, label: 'Hero' })
})

test('a layout names registered block keys only', () => {
  expectTypeOf<'hero'>().toExtend<BlockKey>()
  const ok: PageLayout = { page: 'about', blocks: [{ order: 1, block: 'hero' }] }
  // @ts-expect-error — 'heroo' is not a registered block
  const typo: PageLayout = { page: 'about', blocks: [{ order: 1, block: 'heroo' }] }
  void ok
  void typo
})
