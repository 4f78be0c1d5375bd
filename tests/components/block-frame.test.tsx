import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { useState } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import type { LayoutShape } from '../../page-layouts/layout-shape.ts'
import { labelled, localizedLine } from '../../schemas/fields.ts'
import type { PageData } from '../../src/api/types.ts'
import { summaryKey } from '../../src/api/get-page.ts'
import { defineBlock } from '../../src/engine/block-definition.ts'
import { EditorHostProvider } from '../../src/engine/editor-host.tsx'
import type { Registry } from '../../src/engine/engine-context.tsx'
import { PageRenderer } from '../../src/engine/page-renderer.tsx'
import { renderWithProviders, testQueryClient } from './render.tsx'
import { editorArrives, editorAsked } from './slow-editor.tsx'

vi.mock('../../src/engine/editor/edit-session.tsx', async () =>
  (await import('./slow-editor.tsx')).slowEditSession(() => ({
    open: () => undefined,
    commit: () => undefined,
    BlockBar: ({ label, nameId }) => (
      <div className="block-chrome__bar">
        <span id={nameId} hidden>
          Block: {label}
        </span>
        <button type="button">Edit block</button>
      </div>
    ),
    EmptySlot: () => null,
    PageTools: () => null,
  })),
)

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** A block with state of its own: a details panel it opens itself. */
function Card({ content }: { content: { title: { en: string } } }) {
  const [open, setOpen] = useState(false)
  return (
    <div>
      <h2>{content.title.en}</h2>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      {open && <div role="dialog" aria-label="Details" />}
    </div>
  )
}

const card = labelled(z.object({ title: labelled(localizedLine(), 'Title', 'العنوان') }), 'Card', 'بطاقة')
const registry: Registry = { card: defineBlock({ key: 'card', schema: card, component: Card }) }
const layout: LayoutShape = { page: 'demo', blocks: [{ order: 1, block: 'card' }] }
const page: PageData = {
  slug: 'demo',
  blocks: [{ id: 'card-1', block_type: 'card', order: 1, version: 1, content: { title: { en: 'A card', ar: 'بطاقة' } } }],
}

describe("a block in edit mode keeps its own state while the editor's parts arrive", () => {
  it('a panel the block opened before the whole page and the editor were there is still open after both came', async () => {
    let answerWhole = () => {}
    const whole = new Promise<void>((resolve) => (answerWhole = resolve))
    server.use(
      http.get('/api/v1/pages/:slug', async () => {
        await whole
        return HttpResponse.json(page)
      }),
    )
    const client = testQueryClient()
    // The page as a visitor read it: edit mode shows it until the whole page is here.
    client.setQueryData(summaryKey('demo'), page)
    renderWithProviders(
      <EditorHostProvider>
        <PageRenderer layout={layout} />
      </EditorHostProvider>,
      { registry, admin: true, route: '/demo?edit=true', client },
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Open details' }))
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeInTheDocument()

    answerWhole()
    await waitFor(() => expect(editorAsked()).toBe(true))
    await act(async () => editorArrives())
    // The editor's bar is there, and names the block's region.
    expect(await screen.findByRole('button', { name: 'Edit block' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Block: Card' })).toContainElement(screen.getByRole('heading', { name: 'A card' }))
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeInTheDocument()
  })
})
