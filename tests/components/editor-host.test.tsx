import { act, render, screen } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { EditorHostApi } from '../../src/engine/editor-host-context.tsx'
import { useEditorHost } from '../../src/engine/editor-host-context.tsx'
import { EditorHostProvider } from '../../src/engine/editor-host.tsx'
import './render.tsx'

const committed: unknown[] = []
let release: (() => void) | undefined

vi.mock('../../src/engine/edit-mode.ts', () => ({ useEditMode: () => true }))
// The editing session's chunk, arriving only when the test says so (a slow phone).
vi.mock('../../src/engine/editor/edit-session.tsx', () => ({
  default: function FakeSession({ onHost }: { onHost: (host: EditorHostApi) => void }) {
    const [ready, setReady] = useState(false)
    useEffect(() => {
      release = () => setReady(true)
    }, [])
    useEffect(() => {
      if (!ready) return
      onHost({
        open: () => undefined,
        commit: (_target, content, messages) => void committed.push({ content, messages }),
        BlockChrome: ({ children }) => <>{children}</>,
        EmptySlot: () => null,
        PageTools: () => null,
      })
    }, [ready, onHost])
    return null
  },
}))

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
    await vi.waitFor(() => expect(release).toBeDefined())
    expect(committed).toEqual([])
    await act(async () => release?.())
    expect(committed).toEqual([{ content: { clients: [] }, messages: { success: 'Client deleted!' } }])
  })

  it('a write sent through the host a control held before the editor arrived (a delete answered later) is saved, not queued forever', async () => {
    committed.length = 0
    release = undefined
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
    await vi.waitFor(() => expect(release).toBeDefined())
    await act(async () => release?.())
    const target = { slug: 'our-partners', editing: true } as Parameters<EditorHostApi['commit']>[0]
    ;(held as EditorHostApi | null)?.commit(target, { partners: [] }, { success: 'Partner deleted!' })
    expect(committed).toEqual([{ content: { partners: [] }, messages: { success: 'Partner deleted!' } }])
  })
})
