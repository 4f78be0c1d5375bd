import * as z from 'zod/mini'
import { newId } from './ids.ts'
import type { ListRule } from './list-window.ts'
import { memoizeItems } from './item-memo.ts'
import type { Path } from './paths.ts'
import { isSameSitePath, SAME_SITE_PATH_MESSAGE } from './site-path.ts'

export type FieldKind =
  'localized' | 'localizedLine' | 'richText' | 'image' | 'video' | 'icon' | 'link' | 'href' | 'color' | 'date' | 'email' | 'choices'

export type Localized = { en: string; ar: string }

export interface FieldMeta {
  /** Set only by the factories below: which editor control the field gets. */
  kind?: FieldKind
  /** What editors see above the control, in both languages; set with `labelled()`. */
  label?: Localized
  /** A line under the label, where the label alone does not say enough. */
  help?: Localized
  /**
   * A block's own rule for how its content settles after an edit (an image replacing a video):
   * the editor applies it to every change before it shows and saves the content.
   */
  settle?: ContentRule
  /** spec §5: a path typed for this image is kept under /data/uploads/ (gallery images). */
  uploadsPath?: boolean
  /** A `choices` field: where its options are, as paths from the block's root to lists of `{ id, name }`. */
  options?: readonly Path[]
  /**
   * A list item's field that only the item's own page shows (a story's page): lists leave it
   * out of what visitors fetch (GET /v1/pages/{slug}?view=summary); set with `itemPage()`.
   */
  itemPage?: boolean
  /** A list block's rule for the window a place shows of it (schemas/list-window.ts); set with `listRule()`. */
  list?: ListRule
  /**
   * A list item's field that names it (a story's title, a partner's name): what editors see the
   * item listed as, and what Add asks for; null: its items have no name. Declared for every list
   * with `itemTitles()` (schemas/item-title.ts) beside the block's schema.
   */
  titleKey?: string | null
  /** spec §5: a new item's id is made from its English title (a story's or a post's address). */
  idFromTitle?: boolean
  /**
   * What a new list item starts as, before the schema's own fallbacks (a story's default picture
   * and text): set with `listItems()` (schemas/item-meta.ts) in the block's editor-only
   * src/blocks/<key>/new-item.ts, so visitors never download it.
   */
  start?: Record<string, unknown>
}

export type ContentRule = (next: Record<string, unknown>, previous: Record<string, unknown>) => Record<string, unknown>

/** The one place a field's editor kind and label are recorded. */
export const fieldMeta = z.registry<FieldMeta>()

/**
 * Names a field for editors in English and Arabic (admin voice: nouns, see ARABIC.md). The
 * label lives on the schema the block's shape holds, so every block names its own fields.
 */
export function labelled<S extends AnySchema>(schema: S, en: string, ar: string, help?: Localized): S {
  fieldMeta.add(schema, { ...fieldMeta.get(schema), label: { en, ar }, ...(help ? { help } : {}) })
  return schema
}

/** Gives a block schema its settle rule (see FieldMeta.settle). */
export function settles<S extends AnySchema>(schema: S, rule: ContentRule): S {
  fieldMeta.add(schema, { ...fieldMeta.get(schema), settle: rule })
  return schema
}

/** Gives a list block schema its window rule (see FieldMeta.list). */
export function listRule<S extends AnySchema>(schema: S, rule: ListRule): S {
  fieldMeta.add(schema, { ...fieldMeta.get(schema), list: rule })
  return schema
}

/** A block schema's window rule, if it is a list block. */
export const listRuleOf = (schema: AnySchema): ListRule | undefined => fieldMeta.get(schema)?.list

/** Marks a list item's field as its own page's content (see FieldMeta.itemPage). */
export function itemPage<S extends AnySchema>(schema: S): S {
  fieldMeta.add(schema, { ...fieldMeta.get(schema), itemPage: true })
  return schema
}

const TEXT_MAX = 20_000
const LINE_MAX = 500
const PATH_MAX = 2_000

/** Any schema: the primitives are zod/mini (small in the browser); server-only shapes may use classic zod. */
export type AnySchema = z.core.$ZodType

/*
 * Inner schemas that carry no label, kind or fallback of their own are built once and shared by
 * every field (zod schemas are immutable): the browser builds every block's schema when the site
 * starts, and a thousand copies of the same two strings were a good part of that work.
 */
const text = (max: number) => z.string().check(z.maxLength(max))
const languages = (max: number) => z.object({ en: z._default(text(max), ''), ar: z._default(text(max), '') })
const LANGUAGES = { [TEXT_MAX]: languages(TEXT_MAX), [LINE_MAX]: languages(LINE_MAX) }

/**
 * The fallback text fills a field only when the whole field is absent (a new block or list
 * item). A language left out of a present field stays empty and is shown in English, so a
 * changed English text never sits beside stale default Arabic.
 */
function localizedObject(max: typeof TEXT_MAX | typeof LINE_MAX, fallback: Partial<Localized>) {
  return z.prefault(LANGUAGES[max], { en: fallback.en ?? '', ar: fallback.ar ?? '' })
}

/** Bilingual text (several lines allowed). */
export const localized = (fallback: Partial<Localized> = {}) =>
  localizedObject(TEXT_MAX, fallback).register(fieldMeta, { kind: 'localized' })

/** Bilingual short text such as a label or a title. */
export const localizedLine = (fallback: Partial<Localized> = {}) =>
  localizedObject(LINE_MAX, fallback).register(fieldMeta, { kind: 'localizedLine' })

/** Bilingual restricted HTML; the server sanitizes it with an allowlist before it is stored. */
export const richText = (fallback: Partial<Localized> = {}) => localizedObject(TEXT_MAX, fallback).register(fieldMeta, { kind: 'richText' })

const SAFE_HREF = /^(\/(?!\/)[^\s]*|#[^\s]*|https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d\s()-]+)?$/i

/** A trimmed address of at most PATH_MAX characters, of the given form, that stays on this site when it is a path. */
const addressString = (form: RegExp, message: string) =>
  z.string().check(z.trim(), z.maxLength(PATH_MAX), z.regex(form, message), z.refine(isSameSitePath, SAME_SITE_PATH_MESSAGE))

export const HREF_MESSAGE = 'Use a site path (/about), #anchor, http(s)://, mailto: or tel: address'
const HREF_STRING = addressString(SAFE_HREF, HREF_MESSAGE)

/** A link target: a site path, an anchor, http(s), mailto or tel — never javascript: or data:. */
export const href = (fallback = '#') => z._default(HREF_STRING, fallback).register(fieldMeta, { kind: 'href' })

const MEDIA_PATH = /^(\/[^\s]*|https?:\/\/[^\s]+)?$/i
export const MEDIA_MESSAGE = 'Use an uploaded file path or an http(s) address'
const MEDIA_STRING = addressString(MEDIA_PATH, MEDIA_MESSAGE)
const mediaPath = (fallback: string) => z._default(MEDIA_STRING, fallback)
const DIMENSION = z.optional(z.number().check(z.int(), z.positive(), z.lte(10_000)))

export const image = (fallback: { src?: string; alt?: Partial<Localized>; width?: number; height?: number } = {}) =>
  z
    .prefault(
      z.object({
        src: mediaPath(fallback.src ?? ''),
        alt: localizedObject(LINE_MAX, fallback.alt ?? {}),
        width: DIMENSION,
        height: DIMENSION,
      }),
      { width: fallback.width, height: fallback.height },
    )
    .register(fieldMeta, { kind: 'image' })

/** An image in a list: an id plus the image fields; edited like any image. */
export const imageItem = (prefix = 'img') =>
  z
    .object({
      id: itemId(prefix),
      src: mediaPath(''),
      alt: localizedObject(LINE_MAX, {}),
      width: DIMENSION,
      height: DIMENSION,
    })
    .register(fieldMeta, { kind: 'image' })

/**
 * spec §5 'Gallery image edits': a path starting /data/uploads/ is kept, otherwise the file
 * name is placed under /data/uploads/.
 */
export function inUploads(path: string): string {
  const trimmed = path.trim()
  if (trimmed === '' || trimmed.startsWith('/data/uploads/')) return trimmed
  const name = trimmed.split(/[?#]/)[0]?.split('/').filter(Boolean).pop() ?? ''
  return name ? `/data/uploads/${name}` : ''
}

/** A gallery image: an image in a list whose typed paths follow the /data/uploads/ rule. */
export const galleryImageItem = (prefix = 'gallery') => {
  const schema = imageItem(prefix)
  fieldMeta.add(schema, { ...fieldMeta.get(schema), uploadsPath: true })
  return schema
}

export const video = (fallback = '') => mediaPath(fallback).register(fieldMeta, { kind: 'video' })

/** An SVG icon; uploads for it accept SVG only. */
export const icon = (fallback = '') => mediaPath(fallback).register(fieldMeta, { kind: 'icon' })

export const link = (fallback: { label?: Partial<Localized>; path?: string } = {}) =>
  z
    .prefault(
      z.object({
        label: localizedObject(LINE_MAX, fallback.label ?? {}),
        path: href(fallback.path ?? '#'),
      }),
      {},
    )
    .register(fieldMeta, { kind: 'link' })

export const color = (fallback = '#ffffff') =>
  z
    ._default(
      z.string().check(z.trim(), z.regex(/^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i, 'Use a hex colour such as #1a73e8')),
      fallback,
    )
    .register(fieldMeta, { kind: 'color' })

export const date = (fallback = '2026-01-01') => z._default(z.iso.date(), fallback).register(fieldMeta, { kind: 'date' })

export const email = (fallback = '') => z._default(z.union([z.email(), z.literal('')]), fallback).register(fieldMeta, { kind: 'email' })

/** A list-item id that new items get automatically. */
const ID_STRING = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(100), z.regex(/^[A-Za-z0-9_-]+$/, 'Ids hold letters, digits, - and _ only'))
export const itemId = (prefix = 'item') => z._default(ID_STRING, () => newId(prefix))

/**
 * Ids chosen from option lists kept elsewhere in the same block (a story's industry and
 * solution, from the block's filters): `from` names those lists by their paths from the block's
 * root, and the editor offers their options to tick.
 */
export const choices = (from: readonly Path[], max = 20) =>
  z
    ._default(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))).check(z.maxLength(max)), [])
    .register(fieldMeta, { kind: 'choices', options: from })

/**
 * Items are addressed by id (edits, merges, item pages, drafts), so two items of one list never
 * share one: the second is refused at its id.
 */
export const uniqueItemIds = z.superRefine<unknown[]>((items, ctx) => {
  const seen = new Set<string>()
  items.forEach((item, i) => {
    const id = item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined
    if (typeof id !== 'string') return
    if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `The id '${id}' is used twice in this list` })
    seen.add(id)
  })
})

/** A list whose items get schema defaults when added; in the browser each item's parse is remembered (schemas/item-memo.ts). */
export const list = <S extends AnySchema>(item: S, max = 200) =>
  z._default(z.array(memoizeItems(item)).check(z.maxLength(max), uniqueItemIds), [])

/** A default in the same style as the factories, for block schemas. */
export const withDefault = z._default

/**
 * A list named for editors whose items each carry their own id (`prefix`-…) before their fields:
 * the shape most block lists share, written once.
 */
export const itemList = <F extends z.core.$ZodLooseShape>(
  label: readonly [en: string, ar: string],
  prefix: string,
  max: number,
  fields: F,
) => labelled(list(z.object({ id: itemId(prefix), ...fields }), max), label[0], label[1])

/** A block's heading as editors know it: its title (one line) and the subtitle under it, in that order. */
export const heading = (title: Partial<Localized> = {}) => ({
  title: labelled(localizedLine(title), 'Title', 'العنوان'),
  subtitle: labelled(localized(), 'Subtitle', 'النص التعريفي'),
})
