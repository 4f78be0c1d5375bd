import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { schemaForType } from '../../schemas/blocks/index.ts'
import { Editable } from '../../src/engine/editable.ts'
import InPlaceText from '../../src/engine/editor/in-place-text.tsx'
import { listDrafts } from '../../src/engine/editor/drafts.ts'
import { fieldsOf } from '../../src/engine/fields.ts'
import { fakeEditorHost, renderWithProviders, withBlock } from './render.tsx'

const TITLE = { en: 'Learning that works', ar: 'تعلّم يؤتي ثماره' }
const SUBTITLE = { en: 'First line\nSecond line', ar: 'السطر الأول\nالسطر الثاني' }

function setup(lng: 'en' | 'ar' = 'en') {
  const content = z.parse(schemaForType('hero') as z.ZodMiniType, { title: TITLE, subtitle: SUBTITLE }) as Record<string, never>
  const host = { ...fakeEditorHost(), InPlaceText }
  const f = fieldsOf(content) as unknown as Record<'title' | 'subtitle', Parameters<typeof Editable.Text>[0]['field']>
  renderWithProviders(
    withBlock(content, { editing: true, type: 'hero', slug: 'about', host })(
      <>
        <Editable.Text field={f.title} as="h1" className="hero__title" />
        <Editable.Paragraphs field={f.subtitle} className="hero__subtitle" />
      </>,
    ),
    { admin: true, lng },
  )
  const title = () => document.querySelector('h1') as HTMLElement
  const subtitle = () => document.querySelector('.hero__subtitle') as HTMLElement
  /** Types into the element being edited as a browser's contentEditable does: the text changes, then `input`. */
  const type = (el: HTMLElement, text: string) => {
    el.textContent = text
    fireEvent.input(el)
  }
  const committed = () => host.commit.mock.calls.at(-1)?.[1] as { title: typeof TITLE; subtitle: typeof SUBTITLE } | undefined
  return { host, title, subtitle, type, committed }
}

afterEach(() => localStorage.clear())

describe('a plain text typed where it stands (issue 25 item 1)', () => {
  it('a click makes the title a text box in its own place; Enter saves the English beside the stored Arabic and gives focus back', () => {
    const { host, title, type, committed } = setup()
    expect(title()).toHaveAttribute('role', 'button')
    expect(title()).toHaveTextContent(TITLE.en)
    fireEvent.click(title())
    const box = screen.getByRole('textbox', { name: 'Title' })
    expect(box).toBe(title())
    expect(box).toHaveAttribute('contenteditable', 'plaintext-only')
    expect(box).toHaveAttribute('dir', 'ltr')
    expect(box).toHaveFocus()
    expect(host.open).not.toHaveBeenCalled()

    type(box, 'Learning that lasts')
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(committed()?.title).toEqual({ en: 'Learning that lasts', ar: TITLE.ar })
    expect(committed()?.subtitle).toEqual(SUBTITLE)
    expect(title()).toHaveAttribute('role', 'button')
    expect(title()).not.toHaveAttribute('contenteditable')
    expect(title()).toHaveFocus()
  })

  it('keeps a draft on every change, until the save is stored', () => {
    const { host, title, type } = setup()
    fireEvent.click(title())
    type(title(), 'Half a tit')
    expect(listDrafts()).toEqual([
      expect.objectContaining({
        slug: 'about',
        blockId: 'hero-block',
        version: 1,
        path: ['title'],
        label: 'Hero: Title',
        // The change alone, not the block.
        ops: [{ op: 'replace', path: '/title/en', value: 'Half a tit' }],
      }),
    ])
    fireEvent.keyDown(title(), { key: 'Enter' })
    // Kept while the save is on its way: a failed save loses nothing.
    expect(listDrafts()).toHaveLength(1)
    const onSaved = host.commit.mock.calls.at(-1)?.[3]
    act(() => onSaved?.())
    expect(listDrafts()).toEqual([])
  })

  it('Escape puts the old text back, saves nothing, forgets the draft and gives focus back to the title', () => {
    const { host, title, type } = setup()
    fireEvent.click(title())
    type(title(), 'Something else entirely')
    fireEvent.keyDown(title(), { key: 'Escape' })
    expect(host.commit).not.toHaveBeenCalled()
    expect(title()).toHaveTextContent(TITLE.en)
    expect(title()).toHaveAttribute('role', 'button')
    expect(title()).toHaveFocus()
    expect(listDrafts()).toEqual([])
  })

  it('an emptied English title is not saved: the message shows and the text stays being edited', () => {
    const { host, title, type } = setup()
    fireEvent.click(title())
    type(title(), '   ')
    fireEvent.keyDown(title(), { key: 'Enter' })
    expect(host.commit).not.toHaveBeenCalled()
    expect(screen.getByRole('alert')).toHaveTextContent('Write it in English; the Arabic can follow.')
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true')
    fireEvent.blur(title())
    expect(host.commit).not.toHaveBeenCalled()
    type(title(), 'Back again')
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.blur(title())
    expect(host.commit).toHaveBeenCalledTimes(1)
  })

  it('in Arabic the text is typed right to left and saved beside the stored English; leaving it saves', () => {
    const { title, type, committed } = setup('ar')
    expect(title()).toHaveTextContent(TITLE.ar)
    fireEvent.keyDown(title(), { key: 'Enter' })
    const box = screen.getByRole('textbox', { name: 'العنوان' })
    expect(box).toHaveAttribute('dir', 'rtl')
    expect(box).toHaveAttribute('lang', 'ar')
    type(box, 'تعلّم يدوم مع Totara')
    fireEvent.blur(box)
    expect(committed()?.title).toEqual({ en: TITLE.en, ar: 'تعلّم يدوم مع Totara' })
  })

  it('an Arabic text may be left empty (listed as a missing translation)', () => {
    const { title, type, committed } = setup('ar')
    fireEvent.click(title())
    type(title(), '')
    fireEvent.keyDown(title(), { key: 'Enter' })
    expect(committed()?.title).toEqual({ en: TITLE.en, ar: '' })
  })

  it('paragraphs: Enter starts a new paragraph, each paragraph is a line of the stored text', () => {
    const { host, subtitle, committed } = setup()
    expect(subtitle().querySelectorAll('p')).toHaveLength(2)
    fireEvent.click(subtitle())
    const box = screen.getByRole('textbox', { name: 'Subtitle' })
    expect(box).toHaveAttribute('aria-multiline', 'true')
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(true)
    expect(host.commit).not.toHaveBeenCalled()
    const third = document.createElement('p')
    third.textContent = 'Third line'
    box.append(third)
    fireEvent.input(box)
    fireEvent.blur(box)
    expect(committed()?.subtitle).toEqual({ en: 'First line\nSecond line\nThird line', ar: SUBTITLE.ar })
    expect(subtitle().querySelectorAll('p')).toHaveLength(2)
  })

  it("'English and Arabic' opens the panel with both languages, starting from what was typed", () => {
    const { host, title, type } = setup()
    fireEvent.click(title())
    type(title(), 'Typed here')
    fireEvent.click(screen.getByRole('button', { name: 'English and Arabic' }))
    expect(host.commit).not.toHaveBeenCalled()
    expect(host.open).toHaveBeenCalledWith(
      expect.objectContaining({
        path: ['title'],
        opener: title(),
        draft: expect.objectContaining({ title: { en: 'Typed here', ar: TITLE.ar } }),
      }),
    )
    expect(title()).toHaveAttribute('role', 'button')
  })
})
