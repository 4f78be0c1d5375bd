import type { Editor } from '@tiptap/core'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { labelled, richText } from '../../schemas/fields.ts'
import { sanitizeRichText } from '../../server/content.ts'
import { FieldEditor } from '../../src/engine/editor/field-editor.tsx'
import { renderWithProviders } from './render.tsx'

const schema = z.object({ story: labelled(richText(), 'Story', 'القصة') })

function Harness({ initial, onValue }: { initial: { en: string; ar: string }; onValue: (v: unknown) => void }) {
  const [value, setValue] = useState<Record<string, unknown>>({ story: initial })
  return (
    <FieldEditor
      path={['content']}
      label="Field"
      schema={schema}
      value={value}
      onChange={(v) => {
        setValue(v as Record<string, unknown>)
        onValue(v)
      }}
    />
  )
}

function setup(initial = { en: '', ar: '' }, lng: 'en' | 'ar' = 'en') {
  const onValue = vi.fn()
  renderWithProviders(<Harness initial={initial} onValue={onValue} />, { lng })
  // The editor's code loads when a rich text is first drawn.
  const box = (name: string) => screen.findByRole('textbox', { name })
  const editorOf = async (name: string) => ((await box(name)) as HTMLElement & { editor: Editor }).editor
  const stored = () => (onValue.mock.calls.at(-1)?.[0] as { story: { en: string; ar: string } }).story
  return { onValue, box, editorOf, stored }
}

// What Word puts on the clipboard: Office namespaces, class and style on everything, its list
// paragraphs with the bullet as text in a conditional comment, and <o:p> fillers.
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name=Generator content="Microsoft Word 15"><style>p.MsoNormal{margin:0cm;font-family:"Calibri",sans-serif;}</style></head>
<body lang=EN-GB style='tab-interval:36.0pt'><!--StartFragment-->
<p class=MsoNormal><span style='font-size:11.0pt;mso-bidi-font-family:Arial'>Our platforms are <b><span style='mso-bidi-font-weight:normal'>hosted in the region</span></b> and bilingual.<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><span style='font-size:11.0pt'>Totara Learn<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]><span style='font-size:11.0pt'>Open edX<o:p></o:p></span></p>
<h2 style='mso-outline-level:2'><span style='color:#2F5496'>Why us</span></h2>
<p class=MsoNormal><img width=200 height=100 src="file:///C:/Users/x/clip_image001.png"><span style='color:red'>Read <a href="https://example.com/guide" target="_blank" style='color:blue'>the guide</a>.</span><o:p></o:p></p>
<!--EndFragment--></body></html>`

// What Google Docs puts there: everything inside a <b style="font-weight:normal"> wrapper,
// bold and italics as styled spans, lists as real lists with a paragraph in each item.
const GOOGLE_DOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b3c4d-7fff-1234-5678-9abcdef01234"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;text-decoration:none;vertical-align:baseline;white-space:pre-wrap;">We launch in </span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:700;font-style:normal;white-space:pre-wrap;">twelve weeks</span><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:400;font-style:italic;white-space:pre-wrap;">, tested</span></p><ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;font-family:Arial,sans-serif;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:400;white-space:pre-wrap;">Discovery</span></p></li><li dir="ltr" style="list-style-type:disc;" aria-level="1"><p dir="ltr" style="line-height:1.38;" role="presentation"><span style="font-size:11pt;font-weight:400;white-space:pre-wrap;">Launch</span></p></li></ul></b><br class="Apple-interchange-newline">`

describe('the rich-text control (Tiptap): the stored HTML is the shape the server keeps and the page shows', () => {
  it('a paste from Word keeps paragraphs, bold, a real list and a link, and nothing of Word’s markup', async () => {
    const { editorOf, stored } = setup()
    const editor = await editorOf('English')
    act(() => {
      editor.view.pasteHTML(WORD, new Event('paste') as ClipboardEvent)
    })
    const html = stored().en
    expect(html).toBe(
      '<p>Our platforms are <strong>hosted in the region</strong> and bilingual.</p>' +
        '<ul><li>Totara Learn</li><li>Open edX</li></ul>' +
        '<p>Why us</p>' +
        '<p>Read <a href="https://example.com/guide">the guide</a>.</p>',
    )
    expect(sanitizeRichText(html)).toBe(html)
    expect(stored().ar).toBe('')
  })

  it('a paste from Google Docs into the Arabic text: its wrapper is not bold, its bold and italic spans are', async () => {
    const { editorOf, stored } = setup()
    const editor = await editorOf('Arabic')
    act(() => {
      editor.view.pasteHTML(GOOGLE_DOCS, new Event('paste') as ClipboardEvent)
    })
    const html = stored().ar
    expect(html).toBe('<p>We launch in <strong>twelve weeks</strong><em>, tested</em></p><ul><li>Discovery</li><li>Launch</li></ul>')
    expect(sanitizeRichText(html)).toBe(html)
    expect(stored().en).toBe('')
  })

  it('a stored text loads unchanged: focus and blur save nothing; each text is 12 lines tall at least, the Arabic one right-to-left', async () => {
    const { box, onValue } = setup({ en: 'First line\nSecond line', ar: '<p>نص <strong>عريض</strong></p>' })
    const en = await box('English')
    const ar = await box('Arabic')
    expect(en.querySelectorAll('p')).toHaveLength(2)
    expect(within(ar).getByText('عريض').tagName).toBe('STRONG')
    expect(ar).toHaveAttribute('dir', 'rtl')
    expect(ar).toHaveAttribute('lang', 'ar')
    expect(en).toHaveAttribute('dir', 'ltr')
    fireEvent.focus(en)
    fireEvent.blur(en)
    fireEvent.focus(ar)
    fireEvent.blur(ar)
    expect(onValue).not.toHaveBeenCalled()
    for (const el of [en, ar]) expect(el.closest('.rich-editor')).toHaveStyle({ '--rich-rows': '12' })
  })

  it('the tools say their state, in the interface language: Bold pressed inside bold text, List inside a list', async () => {
    const { editorOf } = setup({ en: '<p><strong>Bold</strong></p><ul><li>Item</li></ul>', ar: '' }, 'ar')
    const field = screen.getByRole('group', { name: /^القصة/ })
    const [arTools, enTools] = await within(field).findAllByRole('toolbar', { name: 'التنسيق' })
    expect(arTools).toBeDefined()
    const editor = await editorOf('الإنجليزية')
    act(() => {
      editor.commands.setTextSelection(2)
    })
    expect(within(enTools!).getByRole('button', { name: 'غامق' })).toHaveAttribute('aria-pressed', 'true')
    expect(within(enTools!).getByRole('button', { name: 'قائمة' })).toHaveAttribute('aria-pressed', 'false')
    act(() => {
      editor.commands.setTextSelection(editor.state.doc.content.size - 3)
    })
    expect(within(enTools!).getByRole('button', { name: 'قائمة' })).toHaveAttribute('aria-pressed', 'true')
    expect(within(enTools!).getByRole('button', { name: 'فقرة' })).toHaveAttribute('aria-pressed', 'false')
  })
})
