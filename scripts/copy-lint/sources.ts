import { readFileSync } from 'node:fs'
import * as z from 'zod/mini'
import { schemaForType } from '../../schemas/blocks/index.ts'
import type { AnySchema, Localized } from '../../schemas/fields.ts'
import { arrayElement, editorFields, fieldHelp, fieldKind, fieldLabel, objectCatchall, objectShape, typeOf } from '../../schemas/walk.ts'
import { ADMIN_KEYS } from './audience.ts'
import { LEGAL_PAGES } from '../../schemas/copy-style/glossary.ts'
import { type CopyEntry, pluralBase } from '../../schemas/copy-style/rules.ts'

export type Translations = Record<string, string>
export interface SeedBlockLike {
  block_type: string
  order: number
  content: Record<string, unknown>
}
export type Seeds = Partial<Record<string, SeedBlockLike[]>>

export function readLocales(dir = 'public/locales'): { en: Translations; ar: Translations } {
  const read = (lng: string) => JSON.parse(readFileSync(`${dir}/${lng}/translation.json`, 'utf8')) as Translations
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

type Path = (string | number)[]
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isPair = (v: unknown): v is { en: string; ar: string } => isObject(v) && (typeof v.en === 'string' || typeof v.ar === 'string')
const TEXT_KINDS = new Set(['localized', 'localizedLine', 'richText'])

interface Pair {
  path: Path
  en: string
  ar: string
  /** The field the text belongs to: the last key, or the link's key for a link label. */
  field: string
  kind: string
}

const lastKey = (path: Path) => [...path].reverse().find((p): p is string => typeof p === 'string') ?? ''

/**
 * The bilingual values of one block content, found where the schema says a field is bilingual:
 * localized, localizedLine and richText fields, link labels and image alt texts. Values the
 * schema does not describe are still read when they look bilingual ({ en, ar }).
 */
export function bilingualPairs(schema: AnySchema | undefined, value: unknown, path: Path = []): Pair[] {
  const pair = (v: unknown, at: Path, field: string, kind: string): Pair[] =>
    isPair(v) ? [{ path: at, en: String(v.en ?? ''), ar: String(v.ar ?? ''), field, kind }] : []
  const kind = schema ? fieldKind(schema) : undefined
  if (kind && TEXT_KINDS.has(kind)) return pair(value, path, lastKey(path), kind)
  if (kind === 'link' && isObject(value)) return pair(value.label, [...path, 'label'], lastKey(path), 'link')
  if (kind === 'image' && isObject(value)) return pair(value.alt, [...path, 'alt'], 'alt', 'image')
  if (Array.isArray(value)) {
    const element = schema && typeOf(schema) === 'array' ? arrayElement(schema) : undefined
    return value.flatMap((v, i) => bilingualPairs(element, v, [...path, i]))
  }
  if (!isObject(value)) return []
  if (!schema && isPair(value)) return pair(value, path, lastKey(path), 'unknown')
  const shape = schema && typeOf(schema) === 'object' ? objectShape(schema) : {}
  const rest = schema && typeOf(schema) === 'object' ? objectCatchall(schema) : undefined
  // A part of an article body typed as a heading ({ type: 'subheading', text }) is a heading.
  const heading = typeof value.type === 'string' && /heading$/i.test(value.type)
  return Object.entries(value).flatMap(([k, v]) =>
    bilingualPairs(shape[k] ?? rest, v, [...path, k]).map((p) => (heading && k === 'text' ? { ...p, field: 'heading' } : p)),
  )
}

/** Field names of buttons (buttonText, primaryButtonText, watchVideoText…) and of headings (title, mainTitle; not subtitle). */
const BUTTON_FIELD = /button|watchVideo|submit/i
const HEADING_FIELD = /^title$|[a-z]Title$|heading/

function roleOf(p: Pair): CopyEntry['role'] {
  if (p.kind === 'link' || BUTTON_FIELD.test(p.field)) return 'button'
  if (p.kind === 'image') return 'text'
  if (HEADING_FIELD.test(p.field)) return 'heading'
  if (p.field === 'label' || p.field === 'name') return 'label'
  return 'text'
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
          role: roleOf(p),
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
        role: roleOf(p),
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
