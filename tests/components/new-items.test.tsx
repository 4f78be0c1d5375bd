import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { AnySchema } from '../../schemas/fields.ts'
import { partnersSchema } from '../../src/blocks/partners/schema.ts'
import { storiesSchema } from '../../src/blocks/stories/schema.ts'
import Partners from '../../src/blocks/partners/partners.tsx'
import Stories from '../../src/blocks/stories/stories.tsx'
import { FieldEditor } from '../../src/engine/editor/field-editor.tsx'
import { partners as partnersSeed } from '../../src/blocks/partners/seed.ts'
import { storiesSeed } from '../../src/blocks/stories/seed.ts'
import { fakeEditorHost, renderWithProviders, withBlock } from './render.tsx'

type Item = Record<string, unknown>

/** The editor panel's Add item on one list of a block, named in English only; the item it added. */
async function panelAdd(schema: AnySchema, content: Item, key: string, list: RegExp, titleLabel: string, name: string): Promise<Item> {
  const onValue = vi.fn()
  function Panel() {
    const [value, setValue] = useState<unknown>(content)
    return <FieldEditor path={['content']} label="Block" schema={schema} value={value} onChange={(v) => (setValue(v), onValue(v))} />
  }
  const { unmount } = renderWithProviders(<Panel />, { admin: true })
  const group = screen.getByRole('group', { name: list })
  fireEvent.click(
    within(group)
      .getAllByRole('button', { name: /Add item/ })
      .at(-1)!,
  )
  const ask = within(group).getByRole('group', { name: `New item: ${titleLabel} in both languages` })
  fireEvent.change(within(ask).getByLabelText(`${titleLabel} (English)`), { target: { value: name } })
  fireEvent.click(within(ask).getByRole('button', { name: 'Add item' }))
  const items = (onValue.mock.calls.at(-1)?.[0] as Item)[key] as Item[]
  unmount()
  return items.at(-1) as Item
}

const withoutId = ({ id: _, ...rest }: Item) => rest

describe('issue 24: the block’s own Add and the panel’s Add item make the same item', () => {
  it('partners: the same partner, a draft with its Arabic name empty and the default logo and text', async () => {
    // Two partners are enough to add a third: the panel draws every item's fields, and in jsdom a
    // whole seed's worth of them made this test the slowest of the suite.
    const seeded = partnersSchema.parse(partnersSeed)
    const partners = { ...seeded, partners: seeded.partners.slice(0, 2) }
    const host = fakeEditorHost()
    host.ask.mockResolvedValueOnce('Acme Learning')
    renderWithProviders(withBlock(partners, { editing: true, type: 'partners', host })(<Partners content={partners} />), { admin: true })
    fireEvent.click(screen.getByRole('button', { name: 'Add partner' }))
    await waitFor(() => expect(host.commit).toHaveBeenCalled())
    const inPage = (host.commit.mock.calls[0]![1].partners as Item[]).at(-1) as Item
    document.body.innerHTML = ''

    const inPanel = await panelAdd(partnersSchema, partners, 'partners', /^Partners \(/, 'Name', 'Acme Learning')
    expect(withoutId(inPanel)).toEqual(withoutId(inPage))
    expect(inPage).toMatchObject({
      hidden: true,
      name: { en: 'Acme Learning', ar: '' },
      logo: { src: '/media/company/partners/partner-default.svg' },
      description: { en: 'A short description of this partner and what the partnership brings to our clients.' },
    })
  })

  it('stories: the same story, its id made from the title, its page ready to be written', async () => {
    const seeded = storiesSeed['customer-stories']?.find((b) => b.block_type === 'STORIES')
    const all = storiesSchema.parse(seeded?.content)
    const stories = { ...all, stories: all.stories.slice(0, 2) }
    const host = fakeEditorHost()
    renderWithProviders(withBlock(stories, { editing: true, type: 'stories', host })(<Stories content={stories} />), {
      admin: true,
      route: '/customer-stories',
    })
    fireEvent.click(screen.getByRole('button', { name: 'Add story' }))
    const dialog = await screen.findByRole('dialog', { name: 'New story' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title \(English\)/ }), { target: { value: 'Riyadh Learning Week' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create story' }))
    await waitFor(() => expect(host.commit).toHaveBeenCalled())
    const inPage = (host.commit.mock.calls[0]![1].stories as Item[])[0] as Item
    document.body.innerHTML = ''

    const inPanel = await panelAdd(storiesSchema, stories, 'stories', /^Stories \(/, 'Title', 'Riyadh Learning Week')
    expect(inPanel).toEqual(inPage)
    expect(inPage).toMatchObject({
      id: 'riyadh-learning-week',
      hidden: true,
      title: { en: 'Riyadh Learning Week', ar: '' },
      image: { src: '/media/stories/story-default.svg' },
      quote: { en: 'A short quote from the client about what changed for their people.' },
    })
  })
})
