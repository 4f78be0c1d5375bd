import { test } from 'vitest'
import { seedOf } from '../../schemas/block-type.ts'
import type { SeedBlock } from '../../server/seed/seed-block.ts'
import { faqType } from '../../src/blocks/faq/schema.ts'

test("a seed block's type is a block folder's key, and its content is typed by that block", () => {
  const ok: SeedBlock = { block_type: 'FAQ', order: 1, content: { mainTitle: { en: 'Questions', ar: 'أسئلة' } } }
  // @ts-expect-error — a FAQ has no `heading`
  const wrongField: SeedBlock = { block_type: 'FAQ', order: 1, content: { heading: { en: 'Questions', ar: 'أسئلة' } } }
  // @ts-expect-error — no block folder is called quote
  const wrongType: SeedBlock = { block_type: 'QUOTE', order: 1, content: {} }
  void [ok, wrongField, wrongType]
})

test("a block folder's seed is typed by its block", () => {
  seedOf(faqType, { home: [{ order: 9, content: { mainTitle: { en: 'Questions', ar: 'أسئلة' } } }] })
  // @ts-expect-error — a FAQ has no `heading`
  seedOf(faqType, { home: [{ order: 9, content: { heading: { en: 'Questions', ar: 'أسئلة' } } }] })
})
