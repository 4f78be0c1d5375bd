import { afterEach, describe, expect, it } from 'vitest'
import type { BlockContextValue } from '../../src/engine/block-context.tsx'
import { listDrafts } from '../../src/engine/editor/drafts.ts'
import { changeOf, EditTransaction } from '../../src/engine/editor/edit-transaction.ts'
import type { SaveRequest } from '../../src/engine/editor/session-context.ts'
import { saveMerging } from '../../src/engine/save-block.ts'
import { memoryStore } from '../../src/engine/testing/memory-store.ts'

const story = (id: string, en: string) => ({ id, title: { en, ar: en } })
const stored = { stories: [story('a', 'A'), story('b', 'B'), story('c', 'C')] }
const page = { slug: 'customer-stories', blocks: [{ id: 's1', block_type: 'STORIES', order: 2, version: 7, content: stored }] }
const target = { slug: page.slug, block: page.blocks[0], content: stored, editing: true, hidden: [] } as unknown as BlockContextValue
const origin = { base: { content: stored, version: 7 }, from: stored }
const mine = { stories: [{ id: 'a', title: { en: 'A mine', ar: 'A' } }, stored.stories[1], stored.stories[2]] }
// The change alone: the story it names (by id) and its English title.
const change = [
  { op: 'test', path: '/stories/0/id', value: 'a' },
  { op: 'replace', path: '/stories/0/title/en', value: 'A mine' },
]

afterEach(() => localStorage.clear())

/** The editing session's save over a store: the change alone (diffed from the origin), merged with a newer version. */
function sessionOver(store: ReturnType<typeof memoryStore>) {
  return {
    async save(req: SaveRequest) {
      const change = req.from ? changeOf(req.from, req.content, req.base.content) : undefined
      const block = store.page(req.target.slug)!.blocks.find((b) => b.id === req.target.block.id)!
      return saveMerging(await store.edits(), block, {
        slug: req.target.slug,
        blockId: block.id,
        content: change?.content ?? req.content,
        previous: req.base.content,
        base: req.base,
        operations: change?.operations,
      })
    },
  }
}

describe('one edit of a block: draft, diff, merge, save (the text typed in place and the block panel alike)', () => {
  it('keeps what is typed as a draft in this browser (the change only), and drops it once the server has it', async () => {
    const store = memoryStore([page])
    const edit = new EditTransaction({ slug: page.slug, blockId: 's1', path: ['stories', 0, 'title'] })
    edit.keep(mine, origin, 'Customer stories: Title')
    expect(listDrafts()).toEqual([expect.objectContaining({ blockId: 's1', version: 7, label: 'Customer stories: Title', ops: change })])
    await edit.save(sessionOver(store), target, mine, origin)
    expect(store.writes).toEqual([{ kind: 'patch', id: 's1', version: 7, operations: change }])
    expect(store.page(page.slug)?.blocks[0]).toMatchObject({ version: 8, content: mine })
    expect(listDrafts()).toEqual([])
  })

  it('a save refused keeps the draft: nothing typed is lost', async () => {
    const store = memoryStore([page])
    const edit = new EditTransaction({ slug: page.slug, blockId: 's1', path: [] })
    edit.keep(mine, origin, 'Customer stories')
    store.refuseNext(Object.assign(new Error('Server error'), { status: 500, code: 'INTERNAL' }) as never)
    await expect(edit.save(sessionOver(store), target, mine, origin)).rejects.toThrow('Server error')
    expect(listDrafts()).toHaveLength(1)
    expect(store.page(page.slug)?.blocks[0]?.version).toBe(7)
  })

  it('another editor saved a different story meanwhile: the change is merged onto their version and sent again', async () => {
    const store = memoryStore([page])
    const theirs = { stories: [stored.stories[0], story('b', 'B theirs'), stored.stories[2]] }
    store.saveElsewhere('s1', theirs)
    await new EditTransaction({ slug: page.slug, blockId: 's1', path: [] }).save(sessionOver(store), target, mine, origin)
    // Sent on version 7, refused (theirs is 8), merged and sent again on 8: the one write stored.
    expect(store.writes).toEqual([{ kind: 'patch', id: 's1', version: 8, operations: change }])
    expect(store.page(page.slug)?.blocks[0]).toMatchObject({
      version: 9,
      content: { stories: [mine.stories[0], story('b', 'B theirs'), story('c', 'C')] },
    })
  })

  it('sends the whole content when the stored content does not take the change (an item stored without its id)', () => {
    const raw = { stories: [{ title: { en: 'A', ar: 'A' } }] }
    const parsed = { stories: [story('x', 'A')] }
    expect(changeOf(parsed, { stories: [story('x', 'A mine')] }, raw)).toBeUndefined()
  })
})
