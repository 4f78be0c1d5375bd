import type { Kysely } from 'kysely'
import { contentRoutes } from '../../page-layouts/routes.ts'
import type { Database } from '../db/tables.ts'

/** A block whose stored content names an upload (or one of its copies), and where in it. */
export interface UseOfUpload {
  page: string
  /** The page's address and title name (from the route table), null for a page without a route of its own. */
  path: string | null
  title: string | null
  block_id: string
  block_type: string
  order: number
  /** JSON Pointers into the content: `/logos/2/image/src` is the third logo's picture, at any depth of lists. */
  fields: string[]
}

export interface UploadUses {
  uses: UseOfUpload[]
  /** The alt texts pages give it, both languages: what the library's search reads besides the file name. */
  alts: string[]
}

/** An upload's stored name without its extension: the original and every copy (…-960.webp) share it. */
const UPLOAD_REF = /\/data\/uploads\/([0-9a-f]{32})(?:-\d{1,5})?\.[a-z0-9]+/g

const pointer = (path: (string | number)[]) => path.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')

const routeOf = new Map(
  contentRoutes.filter((r) => r.page && !r.path.includes(':')).map((r) => [r.page as string, { path: r.path, title: r.title }]),
)

/**
 * Where each upload is used: every live block's content walked to its leaves (lists inside lists
 * inside rich text alike), each string searched for upload addresses. Blocks in 'Recently
 * deleted' and past revisions do not count: they show on no page. Keyed by the stored name's
 * 32 hex characters.
 */
export async function uploadUses(db: Kysely<Database>): Promise<Map<string, UploadUses>> {
  const blocks = await db
    .selectFrom('blocks')
    .select(['id', 'page_slug', 'block_type', 'sort_order', 'content'])
    .where('deleted_at', 'is', null)
    .orderBy('page_slug')
    .orderBy('sort_order')
    .execute()
  const found = new Map<string, UploadUses>()
  const entry = (base: string) => {
    let e = found.get(base)
    if (!e) found.set(base, (e = { uses: [], alts: [] }))
    return e
  }
  for (const block of blocks) {
    // Cheap test first: most blocks name no upload at all.
    if (!block.content.includes('/data/uploads/')) continue
    const fieldsOf = new Map<string, string[]>()
    const visit = (value: unknown, path: (string | number)[]) => {
      if (typeof value === 'string') {
        for (const m of value.matchAll(UPLOAD_REF)) {
          const base = m[1] as string
          const fields = fieldsOf.get(base) ?? []
          const at = pointer(path)
          if (!fields.includes(at)) fields.push(at)
          fieldsOf.set(base, fields)
        }
      } else if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...path, i]))
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>
        // An image field: { src, alt: { en, ar } }.
        if (typeof record.src === 'string' && record.alt && typeof record.alt === 'object')
          for (const m of record.src.matchAll(UPLOAD_REF))
            for (const alt of Object.values(record.alt as Record<string, unknown>))
              if (typeof alt === 'string' && alt.trim()) entry(m[1] as string).alts.push(alt)
        for (const [key, v] of Object.entries(record)) visit(v, [...path, key])
      }
    }
    let content: unknown
    try {
      content = JSON.parse(block.content)
    } catch {
      continue
    }
    visit(content, [])
    const route = routeOf.get(block.page_slug)
    for (const [base, fields] of fieldsOf)
      entry(base).uses.push({
        page: block.page_slug,
        path: route?.path ?? null,
        title: route?.title ?? null,
        block_id: block.id,
        block_type: block.block_type,
        order: block.sort_order,
        fields,
      })
  }
  return found
}

/** The 32 hex characters an upload's address or name starts with. */
export const uploadBase = (urlOrName: string) => /([0-9a-f]{32})/.exec(urlOrName.slice(urlOrName.lastIndexOf('/') + 1))?.[1] ?? ''

/** Lower case, without Arabic diacritics and tatweel, composed: what search compares. */
export const searchable = (text: string) =>
  text
    .normalize('NFC')
    .toLocaleLowerCase('en')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
