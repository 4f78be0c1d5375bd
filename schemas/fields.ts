import { z } from 'zod'
import { newId } from './ids.ts'

export type FieldKind =
  | 'localized'
  | 'localizedLine'
  | 'richText'
  | 'image'
  | 'video'
  | 'icon'
  | 'link'
  | 'href'
  | 'color'
  | 'date'
  | 'email'

export interface FieldMeta {
  kind: FieldKind
  label?: string
}

/** The one place a field's editor kind is recorded; only the factories below write to it. */
export const fieldMeta = z.registry<FieldMeta>()

const TEXT_MAX = 20_000
const LINE_MAX = 500
const PATH_MAX = 2_000

export type Localized = { en: string; ar: string }

function localizedObject(max: number, fallback: Partial<Localized>) {
  return z
    .object({
      en: z
        .string()
        .max(max)
        .default(fallback.en ?? ''),
      ar: z
        .string()
        .max(max)
        .default(fallback.ar ?? ''),
    })
    .prefault({})
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

/** A link target: a site path, an anchor, http(s), mailto or tel — never javascript: or data:. */
export const href = (fallback = '#') =>
  z
    .string()
    .trim()
    .max(PATH_MAX)
    .regex(SAFE_HREF, 'Use a site path (/about), #anchor, http(s)://, mailto: or tel: address')
    .default(fallback)
    .register(fieldMeta, { kind: 'href' })

const MEDIA_PATH = /^(\/[^\s]*|https?:\/\/[^\s]+)?$/i
const mediaPath = (fallback: string) =>
  z.string().trim().max(PATH_MAX).regex(MEDIA_PATH, 'Use an uploaded file path or an http(s) address').default(fallback)

export const image = (fallback: { src?: string; alt?: Partial<Localized>; width?: number; height?: number } = {}) =>
  z
    .object({
      src: mediaPath(fallback.src ?? ''),
      alt: localizedObject(LINE_MAX, fallback.alt ?? {}),
      width: z.number().int().positive().max(10_000).optional(),
      height: z.number().int().positive().max(10_000).optional(),
    })
    .prefault({ width: fallback.width, height: fallback.height })
    .register(fieldMeta, { kind: 'image' })

/** An image in a list: an id plus the image fields; edited like any image. */
export const imageItem = (prefix = 'img') =>
  z
    .object({
      id: itemId(prefix),
      src: mediaPath(''),
      alt: localizedObject(LINE_MAX, {}),
      width: z.number().int().positive().max(10_000).optional(),
      height: z.number().int().positive().max(10_000).optional(),
    })
    .register(fieldMeta, { kind: 'image' })

export const video = (fallback = '') => mediaPath(fallback).register(fieldMeta, { kind: 'video' })

/** An SVG icon; uploads for it accept SVG only. */
export const icon = (fallback = '') => mediaPath(fallback).register(fieldMeta, { kind: 'icon' })

export const link = (fallback: { label?: Partial<Localized>; path?: string } = {}) =>
  z
    .object({
      label: localizedObject(LINE_MAX, fallback.label ?? {}),
      path: href(fallback.path ?? '#'),
    })
    .prefault({})
    .register(fieldMeta, { kind: 'link' })

export const color = (fallback = '#ffffff') =>
  z
    .string()
    .trim()
    .regex(/^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i, 'Use a hex colour such as #1a73e8')
    .default(fallback)
    .register(fieldMeta, { kind: 'color' })

export const date = (fallback = '2026-01-01') => z.iso.date().default(fallback).register(fieldMeta, { kind: 'date' })

export const email = (fallback = '') =>
  z
    .union([z.email(), z.literal('')])
    .default(fallback)
    .register(fieldMeta, { kind: 'email' })

/** A list-item id that new items get automatically. */
export const itemId = (prefix = 'item') =>
  z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'Ids hold letters, digits, - and _ only')
    .default(() => newId(prefix))

/** A list whose items get schema defaults when added. */
export const list = <S extends z.ZodType>(item: S, max = 200) => z.array(item).max(max).default([])
