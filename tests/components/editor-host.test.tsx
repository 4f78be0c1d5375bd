import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { EditorHostApi } from '../../src/engine/editor-host-context.tsx'
import { useEditorHost } from '../../src/engine/editor-host-context.tsx'
import { EditorHostProvider } from '../../src/engine/editor-host.tsx'
import './render.tsx'
import { editorArrives, editorAsked } from './slow-editor.tsx'

const committed: unknown[] = []

vi.mock('../../src/engine/edit-mode.ts', () => ({ useEditMode: () => true }))
vi.mock('../../src/engine/editor/edit-session.tsx', async () =>
  (await import('./slow-editor.tsx')).slowEditSession(() => ({
    open: () => undefined,
    commit: (_target, content, messages) => void committed.push({ content, messages }),
    EmptySlot: () => null,
    PageTools: () => null,
  })),
)

function DeleteButton() {
  const host = useEditorHost()
  const target = { slug: 'our-clients', editing: true } as Parameters<EditorHostApi['commit']>[0]
  return (
    <button type="button" onClick={() => host?.commit(target, { clients: [] }, { success: 'Client deleted!' })}>
      Delete client
    </button>
  )
}

describe('edit mode while the editor chunk is still loading', () => {
  it('a delete clicked before the editor arrives is saved when it arrives, not dropped', async () => {
    render(
      <EditorHostProvider>
        <DeleteButton />
      </EditorHostProvider>,
    )
    screen.getByRole('button', { name: 'Delete client' }).click()
    await vi.waitFor(() => expect(editorAsked()).toBe(true))
    expect(committed).toEqual([])
    await act(async () => editorArrives())
    expect(committed).toEqual([{ content: { clients: [] }, messages: { success: 'Client deleted!' } }])
  })

  it('a write sent through the host a control held before the editor arrived (a delete answered later) is saved, not queued forever', async () => {
    committed.length = 0
    let held: EditorHostApi | null = null
    function Holder() {
      const host = useEditorHost()
      if (!held) held = host
      return null
    }
    render(
      <EditorHostProvider>
        <Holder />
      </EditorHostProvider>,
    )
    await vi.waitFor(() => expect(editorAsked()).toBe(true))
    await act(async () => editorArrives())
    const target = { slug: 'our-partners', editing: true } as Parameters<EditorHostApi['commit']>[0]
    ;(held as EditorHostApi | null)?.commit(target, { partners: [] }, { success: 'Partner deleted!' })
    expect(committed).toEqual([{ content: { partners: [] }, messages: { success: 'Partner deleted!' } }])
  })
})
