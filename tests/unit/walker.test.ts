import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { blockSchemas } from '../../schemas/blocks/index.ts'
import type { AnySchema } from '../../schemas/fields.ts'
import { color, date, email, href, icon, image, link, localized, localizedLine, richText, video } from '../../schemas/fields.ts'
import { fieldKind, mapKind, objectShape } from '../../schemas/walk.ts'
import { controlFor } from '../../src/engine/editor/control-for.ts'

describe('the walker picks the control for every field kind', () => {
  const cases: [string, AnySchema, string][] = [
    ['localized', localized(), 'bilingual'],
    ['localizedLine', localizedLine(), 'bilingual'],
    ['richText', richText(), 'bilingual'],
    ['link', link(), 'link'],
    ['href', href(), 'href'],
    ['image', image(), 'image'],
    ['video', video(), 'video'],
    ['icon', icon(), 'icon'],
    ['color', color(), 'color'],
    ['date', date(), 'date'],
    ['email', email(), 'email'],
    ['plain string', z.string(), 'text'],
    ['number', z.number(), 'number'],
    ['boolean', z.boolean(), 'boolean'],
    ['enum', z.enum(['a', 'b']), 'enum'],
    ['object', z.object({ a: z.string() }), 'object'],
    ['array', z.array(z.string()), 'list'],
  ]
  it.each(cases)('%s → %s', (_name, schema, control) => {
    expect(controlFor(schema)).toBe(control)
  })

  it('finds the kind through optional, default and nullable wrappers', () => {
    expect(controlFor(z.optional(localized()))).toBe('bilingual')
    expect(controlFor(z.optional(z.nullable(image())))).toBe('image')
    expect(controlFor(z._default(z.array(link()), []))).toBe('list')
    expect(fieldKind(z.string())).toBeUndefined()
  })

  it('an unknown zod type has no control and does not throw', () => {
    expect(controlFor(z.bigint())).toBe('unknown')
  })

  it('walks every registered block schema without an unknown control', () => {
    const unknown: string[] = []
    const visit = (schema: AnySchema, path: string, depth: number) => {
      const control = controlFor(schema)
      if (control === 'unknown') unknown.push(path)
      if (control === 'object' && depth < 4) for (const [k, s] of Object.entries(objectShape(schema))) visit(s, `${path}.${k}`, depth + 1)
    }
    for (const [type, schema] of Object.entries(blockSchemas)) visit(schema, type, 0)
    expect(unknown).toEqual([])
  })
})

describe('mapKind', () => {
  it('rebuilds only the fields of the kind asked, at any depth, without mutating', () => {
    const schema = z.object({ a: richText(), b: localized(), list: z.array(z.object({ c: richText() })) })
    const value = { a: { en: 'x', ar: 'y' }, b: { en: 'x', ar: 'y' }, list: [{ c: { en: 'x', ar: 'y' } }] }
    const fn = vi.fn((v: unknown) => ({ ...(v as object), en: 'changed' }))
    const out = mapKind(schema, value, 'richText', fn) as typeof value
    expect(out.a.en).toBe('changed')
    expect(out.list[0]?.c.en).toBe('changed')
    expect(out.b.en).toBe('x')
    expect(value.a.en).toBe('x')
    expect(fn).toHaveBeenCalledTimes(2)
  })
})

describe('inherited property names are never mistaken for fields', () => {
  it('constructor, toString and __proto__ have no schema and do not throw', async () => {
    const { schemaAt, fieldSchema } = await import('../../schemas/walk.ts')
    const schema = blockSchemas.hero
    for (const key of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__']) {
      expect(fieldSchema(schema, key)).toBeUndefined()
      expect(schemaAt(schema, [key])).toBeUndefined()
    }
    expect(() => mapKind(schema, { constructor: { en: 'x' }, title: { en: 'T', ar: 'ع' } }, 'richText', (v) => v)).not.toThrow()
  })

  it('a link path that leaves the site (//host, /\\host, encoded) is refused by the schema', async () => {
    const { href } = await import('../../schemas/fields.ts')
    for (const bad of ['//evil.example', '/\\evil.example', '/%5Cevil.example', '/%2F%2Fevil.example'])
      expect(href().safeParse(bad).success, bad).toBe(false)
    for (const good of ['/about', '#anchor', 'https://example.com/x', 'mailto:a@b.example'])
      expect(href().safeParse(good).success, good).toBe(true)
  })
})
