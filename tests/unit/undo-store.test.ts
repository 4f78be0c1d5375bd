import { beforeEach, describe, expect, it, vi } from 'vitest'

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
})
