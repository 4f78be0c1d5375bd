import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { blocks } from '../../registry/index.ts'
import { labelled, localized } from '../../schemas/fields.ts'
import { editorFields, fieldHelp, fieldLabel } from '../../schemas/walk.ts'

const ARABIC = /[\u0600-\u06FF]/

describe('editor labels come from the schemas, in English and Arabic', () => {
  for (const [key, def] of Object.entries(blocks)) {
    it(`${key}: every field an editor sees has a label in both languages`, () => {
      const fields = editorFields(def.schema)
      expect(fields.length).toBeGreaterThan(0)
      const missing = fields
        .filter(({ schema }) => {
          const label = fieldLabel(schema)
          return !label?.en.trim() || !label.ar.trim() || !ARABIC.test(label.ar) || label.ar === label.en
        })
        .map((f) => f.path)
      expect(missing).toEqual([])
      for (const { path, schema } of fields) {
        const help = fieldHelp(schema)
        if (help) expect(ARABIC.test(help.ar) && help.en.trim() !== '', `${path} help`).toBe(true)
      }
    })
  }

  it('the walk finds an unlabelled field, nested in a list, and a recursive list once', () => {
    interface Node {
      name: { en: string; ar: string }
      kids?: Node[]
    }
    const node: z.ZodMiniType<Node, unknown> = z.object({
      name: localized(),
      get kids() {
        return z.optional(z.array(node))
      },
    })
    const schema = z.object({
      title: labelled(localized(), 'Title', 'العنوان'),
      items: z.array(z.object({ id: z.string(), text: localized() })),
      tree: z.array(node),
    })
    const paths = editorFields(schema).map((f) => [f.path, !!fieldLabel(f.schema)])
    expect(paths).toEqual([
      ['title', true],
      ['items', false],
      ['items[].text', false],
      ['tree', false],
      ['tree[].name', false],
      ['tree[].kids', false],
    ])
  })
})
