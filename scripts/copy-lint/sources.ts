import { readFileSync } from 'node:fs'
import * as z from 'zod/mini'
import { schemaForType } from '../../schemas/blocks/index.ts'
import type { AnySchema, Localized } from '../../schemas/fields.ts'
import { arrayElement, editorFields, fieldHelp, fieldLabel, typeOf } from '../../schemas/walk.ts'
import { ADMIN_KEYS } from './audience.ts'
import { LEGAL_PAGES } from '../../schemas/copy-style/glossary.ts'
import { bilingualPairs, roleOf } from '../../schemas/copy-style/pairs.ts'
import { type CopyEntry, pluralBase } from '../../schemas/copy-style/rules.ts'

export type Translations = Record<string, string>
export interface SeedBlockLike {
  block_type: string
  order: number
  content: Record<string, unknown>
}
export type Seeds = Partial<Record<string, SeedBlockLike[]>>

export function readLocales(dir = 'public/locales'): { en: Translations; ar: Translations } {
  // The visitors' strings and the editor's (src/i18n/editor-strings.ts): one interface to check.
  const read = (lng: string) =>
    Object.assign(
      {},
      ...['translation', 'editor'].map((ns) => JSON.parse(readFileSync(`${dir}/${lng}/${ns}.json`, 'utf8')) as Translations),
    ) as Translations
  return { en: read('en'), ar: read('ar') }
}

/** A short interface string (a button, a label, a menu entry) rather than a sentence. */
const isShort = (en: string) => en.split(/\s+/).length <= 4 && !/[.!]$/.test(en.trim())

/**
 * Every interface key, with its English, Arabic and reader. A count string's plural forms
 * (i18next: 'K_one', 'K_few'…) are read with the English of the same form, or its 'other'.
 */
export function localeEntries({ en, ar }: { en: Translations; ar: Translations }): CopyEntry[] {
  return Object.keys({ ...en, ...ar }).map((key) => {
    const base = pluralBase(key)
    const english = en[key] ?? (base === key ? '' : (en[`${base}_other`] ?? ''))
    return {
      source: 'public/locales',
      key,
      en: english,
      ar: ar[key] ?? '',
      audience: ADMIN_KEYS.has(base) ? 'admin' : 'visitor',
      role: isShort(english || base) ? 'label' : 'text',
      interpolates: true,
    }
  })
}

const stripTags = (s: string) =>
  s
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, '\u00A0')
    .replace(/&amp;/g, '&')

/** Every bilingual value of every seed block, walked through its block type's schema. */
export function seedEntries(seeds: Seeds): CopyEntry[] {
  return Object.entries(seeds).flatMap(([page, blocks]) =>
    (blocks ?? []).flatMap((block) =>
      bilingualPairs(schemaForType(block.block_type), block.content).map((p): CopyEntry => {
        const rich = p.kind === 'richText'
        return {
          source: `seed ${page} #${block.order} ${block.block_type}`,
          key: p.path.join('.'),
          en: rich ? stripTags(p.en) : p.en,
          ar: rich ? stripTags(p.ar) : p.ar,
          audience: LEGAL_PAGES.includes(page) ? 'legal' : 'visitor',
          role: roleOf(p.field, p.kind),
          interpolates: false,
        }
      }),
    ),
  )
}

/**
 * The copy the block schemas hold: field labels and help lines and each block's own label
 * (administrators read them), and the default texts a new block or list item starts with
 * (visitors read them once the block is added).
 */
export function schemaEntries(schemas: Record<string, AnySchema>): CopyEntry[] {
  return Object.entries(schemas).flatMap(([type, schema]) => {
    const source = `schema ${type}`
    const admin = (key: string, text: Localized | undefined, role: CopyEntry['role']): CopyEntry[] =>
      text ? [{ source, key, en: text.en, ar: text.ar, audience: 'admin', role, interpolates: false }] : []
    const fields = editorFields(schema)
    const defaults = (at: string, s: AnySchema): CopyEntry[] => {
      const parsed = z.safeParse(s, {})
      if (!parsed.success) return []
      return bilingualPairs(s, parsed.data).map((p) => ({
        source: `${source} defaults`,
        key: [at, ...p.path].filter((k) => k !== '').join('.'),
        en: p.en,
        ar: p.ar,
        audience: 'visitor',
        role: roleOf(p.field, p.kind),
        interpolates: false,
      }))
    }
    return [
      ...admin('(block)', fieldLabel(schema), 'label'),
      ...fields.flatMap((f) => [
        ...admin(`${f.path} (label)`, fieldLabel(f.schema), 'label'),
        ...admin(`${f.path} (help)`, fieldHelp(f.schema), 'text'),
      ]),
      ...defaults('', schema),
      // A new list item starts from its element's defaults.
      ...fields.flatMap((f) => {
        const element = typeOf(f.schema) === 'array' ? arrayElement(f.schema) : undefined
        return element ? defaults(`${f.path}[]`, element) : []
      }),
    ]
  })
}
