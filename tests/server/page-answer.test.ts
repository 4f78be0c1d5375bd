import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { published } from '../../schemas/publish.ts'
import { pageDto } from '../../schemas/wire/block.ts'
import type { BlockRow } from '../../server/db/tables.ts'
import { pageAnswer, pageBlock } from '../../server/page-answer.ts'

const row = (id: string, order: number, content: object, version = 1): BlockRow => ({
  id,
  page_slug: 'our-awards',
  block_type: 'awards',
  sort_order: order,
  content: JSON.stringify(content),
  version,
  updated_at: '2026-11-23T00:00:00.000Z',
  updated_by: null,
  deleted_at: null,
  deleted_by: null,
  deleted_order: null,
})

const dto = (r: BlockRow, content: unknown) => ({ id: r.id, block_type: r.block_type, order: r.sort_order, content, version: r.version })

describe('the page answer, assembled from the blocks’ stored JSON', () => {
  const plain = { title: { en: 'Awards', ar: 'الجوائز' }, awards: [{ id: 'a1', name: { en: 'One', ar: 'واحد' } }] }
  const withDraftItem = { title: { en: 'More', ar: 'المزيد' }, awards: [{ id: 'a2' }, { id: 'a3', hidden: true }] }
  const draftBlock = { title: { en: 'Draft', ar: 'مسودة' }, hidden: true }
  // A text that spells the flag is not a flag: the answer stays the same for everyone.
  const mentionsFlag = { title: { en: '"hidden": true', ar: 'x' }, awards: [] }
  const rows = [row('b1', 1, plain), row('b2', 2, withDraftItem, 4), row('b3', 3, draftBlock), row('b4', 4, mentionsFlag)]

  it('is what the wire schema makes of the same blocks, for editors and for visitors', () => {
    const answer = pageAnswer(
      'our-awards',
      7,
      rows.map((r) => pageBlock(r)),
    )
    const contents = [plain, withDraftItem, draftBlock, mentionsFlag]
    expect(answer.body).toBe(JSON.stringify(z.parse(pageDto, { slug: 'our-awards', blocks: rows.map((r, i) => dto(r, contents[i])) })))
    const shown = rows.flatMap((r, i) => {
      const content = published(contents[i])
      return content ? [dto(r, content)] : []
    })
    expect(answer.visitorBody).toBe(JSON.stringify(z.parse(pageDto, { slug: 'our-awards', blocks: shown })))
    expect(answer.version).toBe(7)
  })

  it('has no visitors’ answer of its own when no block holds a draft', () => {
    const answer = pageAnswer('our-awards', 1, [pageBlock(rows[0] as BlockRow), pageBlock(rows[3] as BlockRow)])
    expect(answer.visitorBody).toBeUndefined()
    expect(JSON.parse(answer.body).blocks.map((b: { id: string }) => b.id)).toEqual(['b1', 'b4'])
  })
})
