import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import type { AnySchema } from '../../schemas/fields.ts'
import { headerSchema } from '../../src/blocks/header/schema.ts'
import { image, itemId, labelled, link, list, localized, localizedLine, richText } from '../../schemas/fields.ts'
import { itemTitles } from '../../schemas/item-title.ts'
import { FieldEditor } from '../../src/engine/editor/field-editor.tsx'
import { renderWithProviders } from './render.tsx'

function Harness({
  schema,
  initial,
  onValue,
  omit,
}: {
  schema: AnySchema
  initial: unknown
  onValue: (v: unknown) => void
  omit?: string[]
}) {
  const [value, setValue] = useState(initial)
  // Inside a block ('content'), where every field shows; a whole-block panel folds them (tested below).
  return (
    <FieldEditor
      path={['content']}
      label="Field"
      schema={schema}
      omit={omit}
      value={value}
      onChange={(v) => {
        setValue(v)
        onValue(v)
      }}
    />
  )
}

// Its list's items are named by their name, as a block's schema declares (schemas/item-title.ts).
const schema = itemTitles(
  z.object({
    title: labelled(localizedLine(), 'Headline', 'العنوان الرئيسي'),
    body: labelled(localized(), 'Body', 'النص'),
    story: labelled(richText(), 'Story', 'القصة', { en: 'Bold and lists are kept.', ar: 'يُحتفظ بالخط العريض والقوائم.' }),
    note: labelled(z._default(z.string(), ''), 'Note', 'ملاحظة'),
    cta: labelled(link(), 'Button', 'الزر'),
    photo: labelled(image(), 'Photo', 'الصورة'),
    items: labelled(list(z.object({ id: itemId('it'), name: labelled(localized(), 'Name', 'الاسم') })), 'Items', 'البنود'),
  }),
  { items: 'name' },
)

function setup(initial: unknown) {
  const onValue = vi.fn()
  renderWithProviders(<Harness schema={schema} initial={initial} onValue={onValue} />)
  return { onValue, last: () => onValue.mock.calls.at(-1)?.[0] as Record<string, unknown> }
}

describe('the schema-walking editor (spec §9 editor text areas: 12 bilingual, 5 single, 2 link labels)', () => {
  const start = {
    title: { en: 'Hello', ar: 'مرحبا' },
    body: { en: 'Body', ar: 'نص' },
    story: { en: '<p>Story</p>', ar: '<p>قصة</p>' },
    note: 'n',
    cta: { label: { en: 'Go', ar: 'اذهب' }, path: '/contact' },
    photo: { src: '/media/x.svg', alt: { en: 'X', ar: 'س' } },
    items: [
      { id: 'a', name: { en: 'First', ar: 'الأول' } },
      { id: 'b', name: { en: 'Second', ar: 'الثاني' } },
    ],
  }

  it('a bilingual paragraph has 12 rows in each language, the Arabic one right-to-left, and edits in both languages', () => {
    const { last } = setup(start)
    const body = screen.getByRole('group', { name: 'Body' })
    const [en, ar] = within(body).getAllByRole('textbox')
    expect(en).toHaveAttribute('rows', '12')
    expect(ar).toHaveAttribute('rows', '12')
    expect(ar).toHaveAttribute('dir', 'rtl')
    fireEvent.change(ar!, { target: { value: 'أهلا' } })
    expect(last().body).toEqual({ en: 'Body', ar: 'أهلا' })
    // Paragraph and list tools in each language; bold only where the field keeps formatting.
    expect(within(body).getAllByRole('button', { name: /Paragraph|List/ })).toHaveLength(4)
    expect(within(body).queryByRole('button', { name: 'Bold' })).toBeNull()
  })

  it('a line (a title or label) has 2 rows and no tools; rich text has bold and its help line', async () => {
    setup(start)
    const title = screen.getByRole('group', { name: 'Headline' })
    for (const area of within(title).getAllByRole('textbox')) expect(area).toHaveAttribute('rows', '2')
    expect(within(title).queryByRole('toolbar')).toBeNull()
    const story = screen.getByRole('group', { name: 'Story' })
    expect(await within(story).findAllByRole('button', { name: 'Bold' })).toHaveLength(2)
    expect(within(story).getByText('Bold and lists are kept.')).toBeInTheDocument()
  })

  it('labels come from the schema in the interface language, and the Arabic field comes first in Arabic', () => {
    renderWithProviders(<Harness schema={schema} initial={start} onValue={() => undefined} />, { lng: 'ar' })
    const title = screen.getByRole('group', { name: 'العنوان الرئيسي' })
    const [first, second] = within(title).getAllByRole('textbox')
    expect(first).toHaveAttribute('lang', 'ar')
    expect(second).toHaveAttribute('lang', 'en')
    expect(screen.getByRole('group', { name: 'القصة' })).toBeInTheDocument()
    expect(screen.getByText('يُحتفظ بالخط العريض والقوائم.')).toBeInTheDocument()
  })

  it('leaves out the fields the place hides', () => {
    renderWithProviders(<Harness schema={schema} initial={start} omit={['photo', 'note']} onValue={() => undefined} />)
    expect(screen.queryByRole('group', { name: 'Photo' })).toBeNull()
    expect(screen.queryByLabelText('Note')).toBeNull()
    expect(screen.getByRole('group', { name: 'Headline' })).toBeInTheDocument()
  })

  it('a new menu item asks for its label in both languages and has its own submenu list, at any depth', () => {
    const onValue = vi.fn()
    const menu = { brand: {}, menuItems: [{ id: 'nav-a', label: { en: 'A', ar: 'أ' }, path: '#', children: [] }], contactButtonText: {} }
    renderWithProviders(<Harness schema={headerSchema} initial={headerSchema.parse(menu)} onValue={onValue} />)
    const list = screen.getByRole('group', { name: 'Menu (1)' })
    fireEvent.click(
      within(list)
        .getAllByRole('button', { name: /Add item/ })
        .at(-1)!,
    )
    // No prompt(): the editor asks for the label in both languages; English is needed, the Arabic may follow.
    const ask = screen.getByRole('group', { name: 'New item: Label in both languages' })
    fireEvent.change(within(ask).getByLabelText('Label (Arabic)'), { target: { value: 'ندوات' } })
    fireEvent.click(within(ask).getByRole('button', { name: 'Add item' }))
    expect(within(ask).getByRole('alert')).toHaveTextContent('Write it in English; the Arabic can follow.')
    expect(onValue).not.toHaveBeenCalled()
    fireEvent.change(within(ask).getByLabelText('Label (English)'), { target: { value: 'Webinars' } })
    expect(within(ask).getByLabelText('Label (Arabic)')).toHaveAttribute('dir', 'rtl')
    fireEvent.click(within(ask).getByRole('button', { name: 'Add item' }))
    const item = screen.getByRole('group', { name: 'Menu 2' })
    expect(within(item).getByLabelText('English')).toHaveValue('Webinars')
    const submenu = within(item).getByRole('group', { name: 'Submenu (0)' })
    fireEvent.click(within(submenu).getByRole('button', { name: /Add item/ }))
    const child = within(submenu).getByRole('group', { name: 'New item: Label in both languages' })
    // With the Arabic left empty: it starts empty (counted as missing), not copied from the English.
    fireEvent.change(within(child).getByLabelText('Label (English)'), { target: { value: 'Upcoming' } })
    fireEvent.click(within(child).getByRole('button', { name: 'Add item' }))
    const last = onValue.mock.calls.at(-1)?.[0] as {
      menuItems: { label: unknown; hidden?: boolean; children?: { id: string; label: unknown; hidden?: boolean }[] }[]
    }
    expect(last.menuItems[1]?.label).toEqual({ en: 'Webinars', ar: 'ندوات' })
    expect(last.menuItems[1]?.children?.[0]?.id).toMatch(/^nav-/)
    expect(last.menuItems[1]?.children?.[0]?.label).toEqual({ en: 'Upcoming', ar: '' })
    // New items are drafts until an editor publishes them.
    expect(last.menuItems[1]?.hidden).toBe(true)
    expect(last.menuItems[1]?.children?.[0]?.hidden).toBe(true)
  })

  it('a single text has 5 rows; a link has two 2-row labels and a path', () => {
    setup(start)
    expect(screen.getByLabelText('Note')).toHaveAttribute('rows', '5')
    const cta = screen.getByRole('group', { name: 'Button' })
    expect(within(cta).getByLabelText('Label (English)')).toHaveAttribute('rows', '2')
    expect(within(cta).getByLabelText('Label (Arabic)')).toHaveAttribute('dir', 'rtl')
    expect(within(cta).getByLabelText('Path')).toHaveValue('/contact')
  })

  it('an image is replaced by clicking its preview; the file input accepts image/* and video/*', () => {
    setup(start)
    const photo = screen.getByRole('group', { name: 'Photo' })
    expect(within(photo).getByRole('button', { name: 'Replace file: Photo' })).toBeInTheDocument()
    expect(within(photo).getByTestId('file-input')).toHaveAttribute('accept', 'image/*,video/*')
    expect(within(photo).getByLabelText('Alternative text (Arabic)')).toHaveAttribute('dir', 'rtl')
  })

  it('lists add an item with schema defaults (a fresh id), reorder, and delete after "Delete this item?"', async () => {
    const { last } = setup(start)
    const items = screen.getByRole('group', { name: /Items/ })
    fireEvent.click(within(items).getByRole('button', { name: /Add item/ }))
    const ask = within(items).getByRole('group', { name: 'New item: Name in both languages' })
    fireEvent.change(within(ask).getByLabelText('Name (English)'), { target: { value: 'Third' } })
    fireEvent.change(within(ask).getByLabelText('Name (Arabic)'), { target: { value: 'الثالث' } })
    fireEvent.click(within(ask).getByRole('button', { name: 'Add item' }))
    const added = (last().items as { id: string; name: unknown; hidden?: boolean }[]).at(-1)
    expect(added?.id).toMatch(/^it-[0-9a-f]{12}$/)
    expect(added?.name).toEqual({ en: 'Third', ar: 'الثالث' })
    expect(added?.hidden).toBe(true)
    // A draft item is marked so and published from its line.
    expect(within(items).getByText('Draft')).toBeInTheDocument()
    fireEvent.click(within(items).getByRole('button', { name: 'Publish' }))
    expect((last().items as { hidden?: boolean }[]).at(-1)?.hidden).toBeUndefined()

    fireEvent.click(within(items).getAllByRole('button', { name: 'Move down' })[0]!)
    expect((last().items as { id: string }[]).map((i) => i.id).slice(0, 2)).toEqual(['b', 'a'])

    // The product's own question, not the browser's confirm(): Cancel keeps the item, Delete item removes it.
    const confirm = vi.spyOn(window, 'confirm')
    fireEvent.click(within(items).getAllByRole('button', { name: 'Delete item' })[0]!)
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this item?' })).getByRole('button', { name: 'Cancel' }))
    expect(last().items as unknown[]).toHaveLength(3)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this item?' })).toBeNull())
    fireEvent.click(within(items).getAllByRole('button', { name: 'Delete item' })[0]!)
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this item?' })).getByRole('button', { name: 'Delete item' }))
    await waitFor(() => expect((last().items as { id: string }[]).map((i) => i.id)).toEqual(['a', added?.id]))
    expect(confirm).not.toHaveBeenCalled()
    confirm.mockRestore()
  })

  it('asks in Arabic when the interface is Arabic', async () => {
    renderWithProviders(<Harness schema={schema} initial={start} onValue={() => undefined} />, { lng: 'ar' })
    fireEvent.click(screen.getAllByRole('button', { name: 'حذف البند' })[0]!)
    const ask = await screen.findByRole('dialog', { name: 'هل تريد حذف هذا البند؟' })
    expect(within(ask).getByRole('button', { name: 'إلغاء' })).toBeInTheDocument()
    expect(within(ask).getByRole('button', { name: 'حذف البند' })).toBeInTheDocument()
  })

  it('a whole-block panel with many fields folds them to one line each and opens one at a time', () => {
    renderWithProviders(<FieldEditor path={[]} label="Block" schema={schema} value={start} onChange={() => undefined} />)
    // The first field is open, the others are one line each, with their start.
    expect(screen.getByRole('group', { name: 'Headline' })).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Body' })).toBeNull()
    const body = screen.getByRole('button', { name: /^Body/ })
    expect(body).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(body)
    expect(screen.getByRole('group', { name: 'Body' })).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Headline' })).toBeNull()
  })

  it('a long list folds to one summary line per item, shows them 50 at a time, and opens one at a time', () => {
    const items = Array.from({ length: 120 }, (_, i) => ({ id: `i${i}`, name: { en: `Item ${i + 1}`, ar: `بند ${i + 1}` } }))
    renderWithProviders(<Harness schema={schema} initial={{ ...start, items }} onValue={() => undefined} />)
    const list = screen.getByRole('group', { name: /Items/ })
    // By text and by name, not by role: role queries over a few hundred buttons took jsdom 15–33 s.
    const dragHandles = () => list.querySelectorAll('button[aria-label^="Drag to reorder: "]')
    const button = (text: string) => {
      const found = within(list).getByText(text).closest('button')
      expect(found).not.toBeNull()
      return found as HTMLButtonElement
    }
    expect(within(list).getByText('(120)')).toBeInTheDocument()
    // Folded: one line per item, no item's fields.
    expect(dragHandles()).toHaveLength(50)
    expect(within(list).queryByLabelText('English')).toBeNull()
    fireEvent.click(button('Show 50 more of 70'))
    expect(dragHandles()).toHaveLength(100)
    fireEvent.click(button('2. Item 2'))
    expect(within(list).getByLabelText('English')).toHaveValue('Item 2')
    fireEvent.click(button('80. Item 80'))
    expect(within(list).getAllByLabelText('English')).toHaveLength(1)
    expect(within(list).getByLabelText('English')).toHaveValue('Item 80')
    expect(button('Show 20 more of 20')).toBeInTheDocument()
  }, 30_000)

  it('a bilingual field written in one language only shows which language is missing', () => {
    renderWithProviders(<Harness schema={schema} initial={{ ...start, title: { en: 'Hello', ar: '' } }} onValue={() => undefined} />)
    expect(within(screen.getByRole('group', { name: /Headline/ })).getByText('Arabic missing')).toBeInTheDocument()
    expect(within(screen.getByRole('group', { name: /Body/ })).queryByText(/missing/)).toBeNull()
  })
})
