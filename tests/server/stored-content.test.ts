import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { href, link, list, localized, richText } from '../../schemas/fields.ts'
import { storedContent } from '../../server/content.ts'

// A block schema of every shape the walk meets, without the database.
const schema = z.object({
  body: richText(),
  note: localized({ en: 'Default note', ar: 'ملاحظة' }),
  more: link({ label: { en: 'More', ar: 'المزيد' }, path: '/about' }),
  target: href('#'),
  items: list(z.object({ id: z._default(z.string(), () => 'item-new'), text: localized({ en: 'Item', ar: 'عنصر' }) })),
})

const store = (sent: object) => storedContent(schema, z.parse(schema, sent), sent)

describe('storedContent', () => {
  it('sanitizes rich text in both languages', () => {
    const { value, issues } = store({
      body: { en: '<p onclick="x()">Hi<script>alert(1)</script></p>', ar: '<b>مرحبا</b><img src=x onerror=y>' },
    })
    expect(issues).toEqual([])
    expect(value).toEqual({ body: { en: '<p>Hi</p>', ar: '<b>مرحبا</b>' } })
  })

  it('keeps only what was sent: no default for a missing field or language', () => {
    expect(store({ note: { ar: 'فقط' } }).value).toEqual({ note: { en: '', ar: 'فقط' } })
    expect(store({ more: { path: '/contact' } }).value).toEqual({ more: { path: '/contact' } })
  })

  it('gives a new list item (sent without id) its id and defaults, and keeps sent items as sent', () => {
    const { value } = store({ items: [{}, { id: 'kept', text: { en: 'Mine' } }] })
    expect(value).toEqual({
      items: [
        { id: 'item-new', text: { en: 'Item', ar: 'عنصر' } },
        { id: 'kept', text: { en: 'Mine', ar: '' } },
      ],
    })
  })

  it('reports a site path that leads to another host, wherever it sits', () => {
    // The schema refuses them first (schemas/site-path.ts); the server's walk reports them too.
    const sent = { target: '/\\evil.example', more: { path: '/%2F/evil.example' } }
    expect(
      z
        .safeParse(schema, sent)
        .error?.issues.map((i) => i.path.join('.'))
        .sort(),
    ).toEqual(['more.path', 'target'])
    expect(
      storedContent(schema, sent, sent)
        .issues.map((i) => i.path.join('.'))
        .sort(),
    ).toEqual(['more.path', 'target'])
  })
})
