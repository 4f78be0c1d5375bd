import { fireEvent, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import type { AnySchema } from '../../schemas/fields.ts'
import { image, itemId, link, list, localized, localizedLine } from '../../schemas/fields.ts'
import { FieldEditor } from '../../src/engine/editor/field-editor.tsx'
import { renderWithProviders } from './render.tsx'

function Harness({ schema, initial, onValue }: { schema: AnySchema; initial: unknown; onValue: (v: unknown) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <FieldEditor
      path={[]}
      label="Field"
      schema={schema}
      value={value}
      onChange={(v) => {
        setValue(v)
        onValue(v)
      }}
    />
  )
}

const schema = z.object({
  title: localizedLine(),
  note: z._default(z.string(), ''),
  cta: link(),
  photo: image(),
  items: list(z.object({ id: itemId('it'), name: localized() })),
})

function setup(initial: unknown) {
  const onValue = vi.fn()
  renderWithProviders(<Harness schema={schema} initial={initial} onValue={onValue} />)
  return { onValue, last: () => onValue.mock.calls.at(-1)?.[0] as Record<string, unknown> }
}

describe('the schema-walking editor (spec §9 editor text areas: 12 bilingual, 5 single, 2 link labels)', () => {
  const start = {
    title: { en: 'Hello', ar: 'مرحبا' },
    note: 'n',
    cta: { label: { en: 'Go', ar: 'اذهب' }, path: '/contact' },
    photo: { src: '/media/x.svg', alt: { en: 'X', ar: 'س' } },
    items: [
      { id: 'a', name: { en: 'First', ar: 'الأول' } },
      { id: 'b', name: { en: 'Second', ar: 'الثاني' } },
    ],
  }

  it('builds bilingual text areas of 12 rows with the Arabic one right-to-left, and edits in both languages', () => {
    const { last } = setup(start)
    const title = screen.getByRole('group', { name: 'Title' })
    const [en, ar] = within(title).getAllByRole('textbox')
    expect(en).toHaveAttribute('rows', '12')
    expect(ar).toHaveAttribute('rows', '12')
    expect(ar).toHaveAttribute('dir', 'rtl')
    fireEvent.change(ar!, { target: { value: 'أهلا' } })
    expect(last().title).toEqual({ en: 'Hello', ar: 'أهلا' })
    expect(within(title).getAllByRole('button', { name: /Paragraph|Bold|List/ })).toHaveLength(6)
  })

  it('a single text has 5 rows; a link has two 2-row labels and a path', () => {
    setup(start)
    expect(screen.getByLabelText('Note')).toHaveAttribute('rows', '5')
    const cta = screen.getByRole('group', { name: 'Cta' })
    expect(within(cta).getByLabelText('Label (English)')).toHaveAttribute('rows', '2')
    expect(within(cta).getByLabelText('Label (Arabic)')).toHaveAttribute('dir', 'rtl')
    expect(within(cta).getByLabelText('Path')).toHaveValue('/contact')
  })

  it('an image is replaced by clicking its preview; the file input accepts image/* and video/*', () => {
    setup(start)
    const photo = screen.getByRole('group', { name: 'Photo' })
    expect(within(photo).getByRole('button', { name: 'Replace file' })).toBeInTheDocument()
    expect(within(photo).getByTestId('file-input')).toHaveAttribute('accept', 'image/*,video/*')
    expect(within(photo).getByLabelText('Alternative text (Arabic)')).toHaveAttribute('dir', 'rtl')
  })

  it('lists add an item with schema defaults (a fresh id), reorder, and delete after "Delete this item?"', () => {
    const { last } = setup(start)
    const items = screen.getByRole('group', { name: /Items/ })
    fireEvent.click(within(items).getByRole('button', { name: /Add item/ }))
    const added = (last().items as { id: string; name: unknown }[]).at(-1)
    expect(added?.id).toMatch(/^it-[0-9a-f]{12}$/)
    expect(added?.name).toEqual({ en: '', ar: '' })

    fireEvent.click(within(items).getAllByRole('button', { name: 'Move down' })[0]!)
    expect((last().items as { id: string }[]).map((i) => i.id).slice(0, 2)).toEqual(['b', 'a'])

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true)
    fireEvent.click(within(items).getAllByRole('button', { name: 'Delete item' })[0]!)
    expect(confirm).toHaveBeenCalledWith('Delete this item?')
    expect(last().items as unknown[]).toHaveLength(3)
    fireEvent.click(within(items).getAllByRole('button', { name: 'Delete item' })[0]!)
    expect((last().items as { id: string }[]).map((i) => i.id)).toEqual(['a', added?.id])
    confirm.mockRestore()
  })

  it('asks in Arabic when the interface is Arabic', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    renderWithProviders(<Harness schema={schema} initial={start} onValue={() => undefined} />, { lng: 'ar' })
    fireEvent.click(screen.getAllByRole('button', { name: 'حذف البند' })[0]!)
    expect(confirm).toHaveBeenCalledWith('هل تريد حذف هذا البند؟')
    confirm.mockRestore()
  })
})
