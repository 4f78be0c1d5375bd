import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { LayoutShape } from '../../page-layouts/layout-shape.ts'
import { blocks } from '../../registry/index.ts'
import { PageRenderer } from '../../src/engine/page-renderer.tsx'
import { memoryStore } from '../../src/engine/testing/memory-store.ts'
import quote from '../fixtures/blocks/quote/index.ts'
import Quote from '../fixtures/blocks/quote/quote.tsx'
import { fakeEditorHost, renderWithProviders, withBlock } from './render.tsx'

// A block type from one folder (tests/fixtures/blocks/quote), added with one line to the server's
// list of block types (which the editor's block context reads) and one to the registry below.
vi.mock('../../schemas/blocks/list.ts', async (importOriginal) => {
  const { blockTypes } = await importOriginal<typeof import('../../schemas/blocks/list.ts')>()
  const { quoteType } = await import('../fixtures/blocks/quote/schema.ts')
  return { blockTypes: [...blockTypes, quoteType] }
})
const registry = { ...blocks, quote }

const content = {
  text: { en: 'Learning is a treasure that follows its owner everywhere.', ar: 'العلم كنز يرافق صاحبه أينما ذهب.' },
  author: { en: 'A proverb', ar: 'مثل' },
}

describe('a block type added from one folder', () => {
  it('renders where a layout names it, in either language', async () => {
    const store = memoryStore([{ slug: 'quotes', blocks: [{ id: 'q', block_type: 'quote', order: 1, version: 1, content }] }])
    const layout: LayoutShape = { page: 'quotes', blocks: [{ order: 1, block: 'quote' }] }
    renderWithProviders(<PageRenderer layout={layout} />, { registry, lng: 'ar', store })
    expect(await screen.findByText('العلم كنز يرافق صاحبه أينما ذهب.')).toBeInTheDocument()
    expect(screen.getByText('مثل')).toBeInTheDocument()
  })

  it('is edited in place: a click on its text opens the editor at that field', () => {
    const host = fakeEditorHost()
    const ui = withBlock(content, { editing: true, type: 'quote', slug: 'quotes', host })(<Quote content={content} />)
    renderWithProviders(ui, { route: '/quotes?edit=true', admin: true, registry })
    fireEvent.click(screen.getByText('A proverb'))
    expect(host.open).toHaveBeenCalledWith(expect.objectContaining({ path: ['author'] }))
  })
})
