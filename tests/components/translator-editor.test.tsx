import { screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { image, itemId, labelled, link, list, localized } from '../../schemas/fields.ts'
import { FieldEditor } from '../../src/engine/editor/field-editor.tsx'
import { renderWithProviders } from './render.tsx'

const schema = z.object({
  body: labelled(localized(), 'Body', 'النص'),
  photo: labelled(image(), 'Photo', 'الصورة'),
  button: labelled(link(), 'Button', 'الزر'),
  items: labelled(list(z.object({ id: itemId('it'), name: labelled(localized(), 'Name', 'الاسم') })), 'Items', 'البنود'),
})
const start = {
  body: { en: 'Body', ar: 'نص' },
  photo: { src: '/media/x.svg', alt: { en: 'X', ar: 'س' } },
  button: { label: { en: 'Contact us', ar: '' }, path: '/contact-us' },
  items: [
    { id: 'a', name: { en: 'First', ar: 'الأول' } },
    { id: 'b', name: { en: 'Second', ar: 'الثاني' } },
  ],
}

function Harness() {
  const [value, setValue] = useState<unknown>(start)
  return <FieldEditor path={['content']} label="Field" schema={schema} value={value} onChange={setValue} />
}

describe('the editor of a translator (issue 27)', () => {
  it('shows English read-only beside the Arabic, and no add, move or delete', () => {
    renderWithProviders(<Harness />, { role: 'translator' })
    const body = screen.getByRole('group', { name: 'Body' })
    expect(within(body).getByLabelText('English')).toHaveAttribute('readonly')
    expect(within(body).getByLabelText('Arabic')).not.toHaveAttribute('readonly')
    const photo = screen.getByRole('group', { name: 'Photo' })
    expect(within(photo).getByLabelText('Alternative text (English)')).toHaveAttribute('readonly')
    expect(within(photo).getByLabelText('Alternative text (Arabic)')).not.toHaveAttribute('readonly')
    const button = screen.getByRole('group', { name: /Button/ })
    expect(within(button).getByLabelText('Label (English)')).toHaveAttribute('readonly')
    expect(within(button).getByLabelText('Label (Arabic)')).not.toHaveAttribute('readonly')
    expect(within(button).getByLabelText('Path')).toHaveAttribute('readonly')
    const items = screen.getByRole('group', { name: /Items/ })
    for (const name of [/Add item/, 'Move down', 'Move up', 'Delete item']) expect(within(items).queryByRole('button', { name })).toBeNull()
  })

  it('leaves an editor every control', () => {
    renderWithProviders(<Harness />, { role: 'editor' })
    const body = screen.getByRole('group', { name: 'Body' })
    expect(within(body).getByLabelText('English')).not.toHaveAttribute('readonly')
    expect(within(screen.getByRole('group', { name: /Button/ })).getByLabelText('Label (English)')).not.toHaveAttribute('readonly')
    expect(within(screen.getByRole('group', { name: /Items/ })).getByRole('button', { name: /Add item/ })).toBeInTheDocument()
  })
})
