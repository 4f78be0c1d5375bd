import { fireEvent, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { labelled, link, localized, localizedLine } from '../../schemas/fields.ts'
import { EditorUiContext, type EditorUi } from '../../src/engine/editor/editor-ui.ts'
import { FieldEditor } from '../../src/engine/editor/field-editor.tsx'
import { renderWithProviders } from './render.tsx'

const NBSP = '\u00A0'

const schema = z.object({
  title: labelled(localizedLine(), 'Headline', 'العنوان الرئيسي'),
  body: labelled(localized(), 'Body', 'النص'),
  button: labelled(link(), 'Button', 'الزر'),
})

type Value = Record<string, unknown>

function Harness({ initial, onValue, slug }: { initial: Value; onValue: (v: Value) => void; slug: string }) {
  const [value, setValue] = useState(initial)
  const ui: EditorUi = { blockId: 'b1', slug, added: () => {}, replacedImage: () => {}, needsAlt: new Set() }
  return (
    <EditorUiContext.Provider value={ui}>
      <FieldEditor
        path={['content']}
        label="Block"
        schema={schema}
        value={value}
        onChange={(v) => {
          setValue(v as Value)
          onValue(v as Value)
        }}
      />
    </EditorUiContext.Provider>
  )
}

function setup(initial: Value, { lng = 'en', slug = 'home' }: { lng?: 'en' | 'ar'; slug?: string } = {}) {
  const onValue = vi.fn()
  renderWithProviders(<Harness initial={initial} onValue={onValue} slug={slug} />, { lng })
  return { last: () => onValue.mock.calls.at(-1)?.[0] as Value }
}

const start = {
  title: { en: 'What we built', ar: 'ما الذي بنيناه؟' },
  body: { en: 'Up 40 percent.', ar: `ارتفعت بنسبة 40${NBSP}بالمئة.` },
  button: { label: { en: 'Contact us', ar: 'تواصلوا معنا' }, path: '/contact' },
}

const arabicOf = (group: string) => within(screen.getByRole('group', { name: group })).getAllByRole('textbox')[1]!
const guideOf = (group: string) => within(screen.getByRole('group', { name: group })).queryByRole('list', { name: 'Style guide' })

describe('the style guide in a bilingual field (issue 28: ARABIC.md where editors type)', () => {
  it('copy that follows the guide shows nothing', () => {
    setup(start)
    expect(screen.queryByRole('list', { name: 'Style guide' })).toBeNull()
  })

  it('shows a number split from its unit under the Arabic as it is typed, marked, and fixes it in one click', () => {
    const { last } = setup(start)
    fireEvent.change(arabicOf('Body'), { target: { value: 'ارتفعت بنسبة 40 بالمئة.' } })
    const guide = guideOf('Body')
    expect(guide).not.toBeNull()
    const item = within(guide!).getByRole('listitem')
    expect(item).toHaveTextContent('Number split from its unit')
    expect(item.querySelector('mark')?.textContent).toBe('␣')
    fireEvent.click(within(item).getByRole('button', { name: 'Fix' }))
    expect(last().body).toEqual({ en: 'Up 40 percent.', ar: `ارتفعت بنسبة 40${NBSP}بالمئة.` })
    expect(guideOf('Body')).toBeNull()
  })

  it('a heading that asks without ؟, and a glossary word, each fixed in one click', () => {
    const { last } = setup(start)
    fireEvent.change(arabicOf('Headline'), { target: { value: 'ما الذي بنيناه' } })
    fireEvent.click(within(guideOf('Headline')!).getByRole('button', { name: 'Fix' }))
    expect(last().title).toEqual({ en: 'What we built', ar: 'ما الذي بنيناه؟' })

    fireEvent.change(arabicOf('Body'), { target: { value: 'اشتركوا في نشرتنا الإخبارية' } })
    expect(within(guideOf('Body')!).getByRole('listitem')).toHaveTextContent('Not the glossary word')
    fireEvent.click(within(guideOf('Body')!).getByRole('button', { name: 'Fix' }))
    expect((last().body as { ar: string }).ar).toBe('اشتركوا في نشرتنا البريدية')
  })

  it('singular address and ASCII punctuation are shown without a fix (they need a writer)', () => {
    setup(start)
    fireEvent.change(arabicOf('Body'), { target: { value: 'يمكنك البدء اليوم, معنا' } })
    const items = within(guideOf('Body')!).getAllByRole('listitem')
    expect(items.map((i) => i.querySelector('.editor-copy-issues__rule')?.textContent)).toEqual([
      'Singular address to visitors',
      'ASCII punctuation after Arabic',
    ])
    expect(within(items[0]!).queryByRole('button', { name: 'Fix' })).toBeNull()
  })

  it('a link label is a button: a singular imperative there is a break', () => {
    setup(start)
    const [, ar] = within(screen.getByRole('group', { name: 'Button' })).getAllByRole('textbox')
    fireEvent.change(ar!, { target: { value: 'تواصل معنا' } })
    const guide = within(screen.getByRole('group', { name: 'Button' })).getByRole('list', { name: 'Style guide' })
    expect(guide).toHaveTextContent('Not the glossary word')
    expect(guide).toHaveTextContent('Singular address to visitors')
  })

  it('the privacy policy keeps its singular legal voice: the plural there is the break', () => {
    setup({ ...start, body: { en: 'You can ask us.', ar: 'يمكنك أن تسألنا.' } }, { slug: 'privacy-policy' })
    expect(guideOf('Body')).toBeNull()
    fireEvent.change(arabicOf('Body'), { target: { value: 'يمكنكم أن تسألونا.' } })
    expect(guideOf('Body')).toHaveTextContent('A second voice in the privacy policy')
  })

  it('speaks the interface language: an Arabic interface names the rule in Arabic', () => {
    setup({ ...start, body: { en: 'Up 40 percent.', ar: 'ارتفعت بنسبة 40 بالمئة.' } }, { lng: 'ar' })
    const guide = within(screen.getByRole('group', { name: 'النص' })).getByRole('list', { name: 'دليل الأسلوب' })
    expect(guide).toHaveTextContent('رقم منفصل عن وحدته')
    expect(within(guide).getByRole('button', { name: 'إصلاح' })).toBeInTheDocument()
  })
})
