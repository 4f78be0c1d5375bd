import { beforeEach, describe, expect, it, vi } from 'vitest'

import { applyOperations } from '../../src/engine/content-patch.ts'
import type { UndoEntry } from '../../src/engine/editor/undo-store.ts'

type Store = typeof import('../../src/engine/editor/undo-store.ts')

// The store keeps its stacks in module state read once from session storage: a fresh module per test.
async function freshStore(): Promise<Store['undoStore']> {
  vi.resetModules()
  return (await import('../../src/engine/editor/undo-store.ts')).undoStore
}

const text = (version: number): UndoEntry => ({
  kind: 'content',
  slug: 'about',
  blockId: 'hero',
  label: 'hero',
  before: { t: 'a' },
  after: { t: 'b' },
  version,
})
const move: UndoEntry = {
  kind: 'order',
  slug: 'about',
  label: 'Arrange blocks',
  before: [{ id: 'x', order: 5 }],
  after: [{ id: 'x', order: 6 }],
} as const

describe('undo steps', () => {
  beforeEach(() => sessionStorage.clear())

  it('a move recorded while a redo is on its way stays on top once the redo answers', async () => {
    const store = await freshStore()
    store.record(text(3))
    const step = store.get().undo.at(-1)!
    store.moved('undo', step)
    const redo = store.get().redo.at(-1)!
    store.moved('redo', redo)
    store.record(move)
    store.replace('undo', redo, { ...text(4) })
    expect(store.get().undo).toEqual([text(4), move])
    expect(store.get().redo).toEqual([])
  })

  it('a redo refused after another change was recorded takes only itself off the stack', async () => {
    const store = await freshStore()
    store.record(text(3))
    store.moved('undo', store.get().undo.at(-1)!)
    const step = store.get().redo.at(-1)!
    store.moved('redo', step)
    store.record(move)
    store.drop('undo', step)
    expect(store.get()).toEqual({ undo: [move], redo: [] })
  })

  it('the steps survive a reload of the page (session storage)', async () => {
    ;(await freshStore()).record(move)
    expect((await freshStore()).get().undo).toEqual([move])
  })

  it('keeps a content step in session storage as its change each way, not as two copies of the block', async () => {
    const stories = Array.from({ length: 1000 }, (_, n) => ({ id: `s${n}`, title: { en: `Story ${n}`, ar: `قصة ${n}` } }))
    const before = { stories }
    const after = { stories: stories.map((s, n) => (n === 7 ? { ...s, title: { en: 'Edited', ar: 'معدّلة' } } : s)) }
    ;(await freshStore()).record({ kind: 'content', slug: 'customer-stories', blockId: 'b', label: 'stories', before, after, version: 9 })
    const kept = sessionStorage.getItem('editor-undo') ?? ''
    expect(kept.length).toBeLessThan(2000)
    expect(kept).not.toContain('Story 500')
    const [step] = (await freshStore()).get().undo
    if (step?.kind !== 'content' || !('back' in step)) throw new Error('expected the stored form of a content step')
    expect(step.version).toBe(9)
    expect(applyOperations(after, step.back)).toEqual(before)
    expect(applyOperations(before, step.forward)).toEqual(after)
  })
})
