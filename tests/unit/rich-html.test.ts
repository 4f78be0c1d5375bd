import { describe, expect, it } from 'vitest'
import { parseRichHtml } from '../../src/engine/inline/rich-html.ts'

describe('rich text is read into allowed elements only (nothing is inserted as HTML)', () => {
  it('keeps paragraphs, bold, lists and safe links', () => {
    expect(parseRichHtml('<p>Hello <strong>world</strong></p><ul><li>One</li><li>Two</li></ul><a href="/contact">Us</a>')).toEqual([
      { tag: 'p', children: ['Hello ', { tag: 'strong', children: ['world'] }] },
      {
        tag: 'ul',
        children: [
          { tag: 'li', children: ['One'] },
          { tag: 'li', children: ['Two'] },
        ],
      },
      { tag: 'a', href: '/contact', children: ['Us'] },
    ])
  })

  it('drops other tags but keeps their text, and drops unsafe links', () => {
    expect(parseRichHtml('<p onclick="x()">a<script>alert(1)</script><img src=x onerror=y></p>')).toEqual([
      { tag: 'p', children: ['a', 'alert(1)'] },
    ])
    expect(parseRichHtml('<a href="javascript:alert(1)">x</a><a href="//evil.example">y</a><a href="/\\evil">z</a>')).toEqual([
      { tag: 'a', href: undefined, children: ['x'] },
      { tag: 'a', href: undefined, children: ['y'] },
      { tag: 'a', href: undefined, children: ['z'] },
    ])
  })

  it('decodes entities into text and reads plain text line by line', () => {
    expect(parseRichHtml('<p>&lt;b&gt; &amp; &#1605;</p>')).toEqual([{ tag: 'p', children: ['<b> & م'] }])
    expect(parseRichHtml('First line\nSecond line\n\n')).toEqual([
      { tag: 'p', children: ['First line'] },
      { tag: 'p', children: ['Second line'] },
    ])
  })
})
