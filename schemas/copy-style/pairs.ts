/**
 * The bilingual values of a block's content and how each is read (a heading, a button…), so
 * the copy rules can run over every field: in the CLI and the tests over the seed, in the editor
 * over the block being edited. Pure, like the rules.
 */
import type { AnySchema } from '../fields.ts'
import { arrayElement, fieldKind, objectCatchall, objectShape, typeOf } from '../walk.ts'
import { LEGAL_PAGES } from './glossary.ts'
import { type CopyContext, type Issue, lintPair, type Role } from './rules.ts'

export type Path = (string | number)[]
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isPair = (v: unknown): v is { en: string; ar: string } => isObject(v) && (typeof v.en === 'string' || typeof v.ar === 'string')
const TEXT_KINDS = new Set(['localized', 'localizedLine', 'richText'])

export interface Pair {
  path: Path
  en: string
  ar: string
  /** The field the text belongs to: the last key, or the link's key for a link label. */
  field: string
  kind: string
}

export const lastKey = (path: readonly (string | number)[]) => [...path].reverse().find((p): p is string => typeof p === 'string') ?? ''

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

/** How a field's text is read, from its name and kind: how the lint knows a heading from a sentence. */
export function roleOf(field: string, kind: string | undefined): Role {
  if (kind === 'link' || BUTTON_FIELD.test(field)) return 'button'
  if (kind === 'image') return 'text'
  if (HEADING_FIELD.test(field)) return 'heading'
  if (field === 'label' || field === 'name') return 'label'
  return 'text'
}

/** A field of a page's block: visitors read it, the privacy policy in its legal voice. */
export const fieldContext = (slug: string, field: string, kind: string | undefined): CopyContext => ({
  audience: LEGAL_PAGES.includes(slug) ? 'legal' : 'visitor',
  role: roleOf(field, kind),
  interpolates: false,
})

type FieldIssues = { path: Path; issues: Issue[] }[]

/**
 * What the rules said of a text, by all that decides it. The editor's toolbar re-counts a page's
 * breaks on every change; a list of 920 stories holds ~5,000 texts, and linting all of them again
 * took a second of main thread after each save. Only the texts that changed are linted now.
 */
const linted = new Map<string, Issue[]>()
const LINTED_MAX = 10_000

function lintOnce(p: Pair, ctx: CopyContext): Issue[] {
  const key = `${ctx.audience}\u0000${ctx.role}\u0000${ctx.interpolates}\u0000${p.en}\u0000${p.ar}`
  const known = linted.get(key)
  if (known) return known
  const issues = lintPair(p, ctx)
  if (linted.size >= LINTED_MAX) linted.clear()
  linted.set(key, issues)
  return issues
}

/** What the rules say of one field of a page's block (remembered: see `linted`). */
export const pairIssues = (p: Pair, slug: string): Issue[] => lintOnce(p, fieldContext(slug, p.field, p.kind))

/** Every field of a block's content that breaks a rule, with its breaks. */
export function copyIssuesIn(schema: AnySchema, content: unknown, slug: string): FieldIssues {
  return bilingualPairs(schema, content).flatMap((p) => {
    const issues = pairIssues(p, slug)
    return issues.length > 0 ? [{ path: p.path, issues }] : []
  })
}
