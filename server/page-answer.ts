import { schemaForType } from '../schemas/blocks/index.ts'
import { type AnySchema, listRuleOf } from '../schemas/fields.ts'
import { hasItemPages, withOnlyItem, withoutItemPages } from '../schemas/item-pages.ts'
import type { WindowRead } from '../schemas/list-window.ts'
import { cutToWindow, readSpec, windowState } from '../schemas/window-cut.ts'
import { hasDrafts, PUBLISH_KEY, published } from '../schemas/publish.ts'
import type { WrittenBlock } from './db/page-changes.ts'
import type { BlockRow } from './db/tables.ts'
import type { LoadedPage, PageBlock, WindowAnswer } from './page-cache.ts'

/** Only stored content that names the publish flag can hold a draft: the rest is never parsed here. */
const FLAG_MARK = `"${PUBLISH_KEY}":`

/**
 * A block as the page answer (GET /v1/pages/{slug}, `blockDto`) holds it, as JSON text: the
 * stored content is already the JSON text of what the block's schema accepted on write, so it
 * goes in as it is (a save of a large block costs no parse and no re-serialization). `content`
 * is the parsed value when the caller has it.
 */
export function pageBlock(row: BlockRow, content?: unknown): PageBlock {
  const head = `{"id":${JSON.stringify(row.id)},"block_type":${JSON.stringify(row.block_type)},"order":${row.sort_order},"content":`
  const tail = `,"version":${row.version}}`
  const block: PageBlock = { id: row.id, order: row.sort_order, type: row.block_type, json: head + row.content + tail }
  if (!row.content.includes(FLAG_MARK)) return block
  const value: unknown = content ?? JSON.parse(row.content)
  if (!hasDrafts(value)) return block
  const shown = published(value)
  return { ...block, visitorJson: shown === null ? null : head + JSON.stringify(shown) + tail }
}

const pageJson = (slug: string, blocks: string[]) => `{"slug":${JSON.stringify(slug)},"blocks":[${blocks.join(',')}]}`

/** Visitors' block, parsed once: its summary and every item page read are cut from it. Kept while the block is cached. */
const parsed = new WeakMap<PageBlock, { content: unknown }>()
/** Each block's summary, made once: a write to another block of the page keeps it (PageCache.update reuses the blocks). */
const summaries = new WeakMap<PageBlock, string>()

/** Visitors' JSON of a block (null: a draft block) and, when it has item pages, its schema. */
function shownBlock(block: PageBlock): { shown: string | null; schema?: AnySchema } {
  const shown = block.visitorJson === undefined ? block.json : block.visitorJson
  const schema = shown === null ? undefined : schemaForType(block.type)
  return schema && hasItemPages(schema) ? { shown, schema } : { shown }
}

const listsItemPages = (block: PageBlock) => shownBlock(block).schema !== undefined

function cut(block: PageBlock, shown: string, schema: AnySchema, how: (schema: AnySchema, content: unknown) => unknown): string {
  let dto = parsed.get(block)
  if (!dto) parsed.set(block, (dto = JSON.parse(shown) as { content: unknown }))
  return JSON.stringify({ ...dto, content: how(schema, dto.content) })
}

/** The block as lists get it (GET …?view=summary): visitors' content without item pages; null for a draft block. */
function summaryJson(block: PageBlock): string | null {
  const { shown, schema } = shownBlock(block)
  if (shown === null || !schema) return shown
  let text = summaries.get(block)
  if (text === undefined) summaries.set(block, (text = cut(block, shown, schema, withoutItemPages)))
  return text
}

/** The block as item `id`'s own page gets it (GET …?item={id}): its lists cut down to that item, whole. */
function itemJson(block: PageBlock, id: string): string | null {
  const { shown, schema } = shownBlock(block)
  if (shown === null || !schema) return shown
  return cut(block, shown, schema, (s, content) => withOnlyItem(s, content, id))
}

/** Visitors' block as lists read it, parsed once, for the windows cut from it. */
const summaryDtos = new WeakMap<PageBlock, { content: Record<string, unknown> }>()

/**
 * A window read (GET …?window={order}&…): the summary, with the list block at `order` cut to the
 * window (schemas/list-window.ts) and told what the window holds. `key` names the window after
 * the filters were read (an unknown option is all): reads that show the same items share it.
 * Undefined when no block stands there (the summary answers); 'not a list' for a block without
 * a window rule.
 */
function windowAnswer(slug: string, blocks: readonly PageBlock[], read: WindowRead): WindowAnswer {
  const at = blocks.findIndex((b) => b.order === read.order)
  const target = blocks[at]
  const text = target && summaryJson(target)
  if (!target || !text) return undefined
  const schema = schemaForType(target.type)
  const rule = schema && listRuleOf(schema)
  if (!rule) return 'not a list'
  const dto = dtoOf(target, text)
  const spec = readSpec(read)
  const state = windowState(rule, spec, dto.content, (name) => read.params[name])
  const key = `${read.order}|${spec === 'paged' ? `${state.page}|${state.chosen.join('|')}` : `first ${spec.first}`}`
  return {
    key,
    body: () => {
      const { content, meta } = cutToWindow(rule, dto.content, state)
      const cutBlock = JSON.stringify({ ...dto, content, window: meta })
      return pageJson(
        slug,
        blocks.flatMap((b, i) => (i === at ? cutBlock : (summaryJson(b) ?? []))),
      )
    },
  }
}

function dtoOf(block: PageBlock, text: string): { content: Record<string, unknown> } {
  let dto = summaryDtos.get(block)
  if (!dto) summaryDtos.set(block, (dto = JSON.parse(text) as { content: Record<string, unknown> }))
  return dto
}

/**
 * The page answer from its blocks (sorted by order); visitors' answer when it differs (draft
 * blocks and items left out); and, made on request, what lists and item pages read when the page
 * has item pages (see schemas/item-pages.ts).
 */
export function pageAnswer(slug: string, version: number, blocks: readonly PageBlock[]): LoadedPage {
  const body = pageJson(
    slug,
    blocks.map((b) => b.json),
  )
  const cuts = {
    ...(blocks.some(listsItemPages)
      ? {
          summaryBody: () =>
            pageJson(
              slug,
              blocks.flatMap((b) => summaryJson(b) ?? []),
            ),
          itemBody: (id: string) =>
            pageJson(
              slug,
              blocks.flatMap((b) => itemJson(b, id) ?? []),
            ),
        }
      : {}),
    windowBody: (read: WindowRead) => windowAnswer(slug, blocks, read),
  }
  if (!blocks.some((b) => b.visitorJson !== undefined)) return { body, version, blocks, ...cuts }
  const shown = blocks.flatMap((b) => (b.visitorJson === null ? [] : [b.visitorJson ?? b.json]))
  return { body, version, blocks, visitorBody: pageJson(slug, shown), ...cuts }
}

/** The kept answer with one block's new text in its place; undefined when the kept answer does not hold that block. */
function withPageBlock(slug: string, version: number, kept: readonly PageBlock[] | undefined, block: PageBlock): LoadedPage | undefined {
  const at = kept?.findIndex((b) => b.id === block.id) ?? -1
  if (!kept || at < 0) return undefined
  const blocks = kept.slice()
  blocks[at] = block
  return pageAnswer(slug, version, blocks)
}

/**
 * A written block's new text (`pageBlock` of the stored row) put in place in the kept page answer
 * (PageCache.update): the next read needs no reload.
 */
export function writtenBlock(row: BlockRow, pageVersion: number, block: PageBlock): WrittenBlock {
  return {
    slug: row.page_slug,
    update: (kept) => withPageBlock(row.page_slug, pageVersion, kept.blocks, block),
  }
}
