import { randomUUID } from 'node:crypto'
import { EDITORS, STAFF } from '../auth/roles.ts'
import { refuseBeyondArabic } from '../people/translator-check.ts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { blockDto, ORDER_MAX, pageDto, patchedBlockDto } from '../../schemas/wire/block.ts'
import { createBlockBody, idParams, patchBlockBody, reorderBody, slugParams, updateBlockBody } from '../../schemas/wire/block-writes.ts'
import { errorDto } from '../../schemas/wire/error.ts'
import { currentUser } from '../auth/authenticate.ts'
import { canonicalType, newBlockContent, patchedContent, replacedContent } from '../content.ts'
import { isDbUnavailable } from '../db/availability.ts'
import { writeBlock } from '../block-write.ts'
import { createBlock, type CreateResult, readPage, reorderBlocks, toDto } from '../db/blocks.ts'
import { deleteBlock } from '../db/deleted-blocks.ts'
import type { DbHandle } from '../db/connect.ts'
import type { PageChanges } from '../db/page-changes.ts'
import { ApiError } from '../errors.ts'
import { auditedWrite, requestParty } from '../audit/audit-log.ts'
import { contentChange } from '../audit/content-change.ts'
import { layoutOrders } from '../layout-orders.ts'
import { pageAnswer, pageBlock } from '../page-answer.ts'
import { pageReadAnswer } from '../page-read.ts'
import type { CachedPage, PageCache } from '../page-cache.ts'

const count = (max: number) =>
  z.string().check(
    z.regex(/^\d{1,7}$/, 'A whole number'),
    z.refine((v) => Number(v) >= 1 && Number(v) <= max, `From 1 to ${max}`),
  )

const pageQuery = z
  .looseObject({
    _: z.optional(z.string()),
    view: z.optional(z.enum(['summary'])),
    item: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
    window: z.optional(count(ORDER_MAX)),
    first: z.optional(count(100)),
  })
  .check(
    z.refine((q) => [q.view, q.item, q.window].filter((v) => v !== undefined).length <= 1, {
      message: 'Ask for one view: view=summary, item={id} or window={order}.',
    }),
    z.refine((q) => q.first === undefined || q.window !== undefined, { message: 'first= goes with window=.' }),
  )
const noBody = z.null()

function parseIfMatch(header: string | undefined): number | undefined {
  if (!header) return undefined
  const m = /^(?:W\/)?"?(\d+)"?$/.exec(header.trim())
  if (!m) throw new ApiError(400, 'BAD_REQUEST', 'If-Match must name a block version, e.g. "3".')
  return Number(m[1])
}

/**
 * The current page as the API answers it, through the page cache: what page reads and the
 * server rendering both read. While the database is away the last page this process knew
 * beats a 503.
 */
export function pageLoader(deps: { db: DbHandle; cache: PageCache }): (slug: string) => Promise<CachedPage | undefined> {
  const { cache } = deps
  const db = deps.db.db
  return async (slug) => {
    try {
      return await cache.get(slug, async () => {
        const page = await readPage(db, slug)
        return (
          page &&
          pageAnswer(
            slug,
            page.version,
            page.blocks.map((row) => pageBlock(row)),
          )
        )
      })
    } catch (err) {
      const last = isDbUnavailable(err) ? cache.lastKnown(slug) : undefined
      if (last) return last
      throw err
    }
  }
}

/**
 * GET /v1/pages/{slug}: answered from the in-memory cache of serialized (and compressed) pages.
 * Visitors get the page without its drafts; an administrator's token gets the drafts too.
 */
export function pageReadRoute(
  app: FastifyInstance,
  deps: { db: DbHandle; cache: PageCache; seesDrafts: (req: FastifyRequest) => Promise<boolean> },
) {
  const { cache } = deps
  const load = pageLoader(deps)

  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/pages/:slug',
    {
      config: { public: true },
      schema: {
        tags: ['pages'],
        summary:
          'A page and its blocks, sorted by order. Revalidate with If-None-Match (304); brotli or gzip when asked. `_` is ignored. `view=summary`: what lists draw, the same for everyone: published content only, without the fields only list items’ own pages show (a story’s page). `item={id}`: what that item’s own page draws, the same for everyone: published content, each list with item pages cut down to that item, whole. `window={order}`: the summary with the list block at that order cut to what one place shows: its `first` items, or else one page of the items its filters keep, read from the same parameters as the site’s address (`industry`, `solution`, `filter`, `page`; an unknown value means all, a page past the last is the last); that block then carries `window: { total, page }`. 400 NOT_A_LIST for a block that is not a list.',
        params: slugParams,
        querystring: pageQuery,
        response: { 200: pageDto, 304: noBody, 400: errorDto, 404: errorDto, 503: errorDto },
      },
    },
    async (req, reply) => {
      const { slug } = req.params
      const kept = cache.peek(slug) ?? (await load(slug))
      if (!kept) throw new ApiError(404, 'PAGE_NOT_FOUND', `No page '${slug}'.`)
      const { view, item } = req.query
      // A list's, a window's or an item page's read is the same for everyone: published content only.
      const cut = view === 'summary' || item !== undefined || req.query.window !== undefined
      const drafts = !cut && kept.hasDrafts && !!req.headers.authorization && (await deps.seesDrafts(req))
      const page =
        req.query.window !== undefined
          ? windowOf(kept, slug, req.query as Record<string, unknown>)
          : view === 'summary'
            ? kept.summary
            : item !== undefined
              ? kept.item(item)
              : drafts
                ? kept
                : kept.visitor
      const answer = pageReadAnswer(kept, page, {
        drafts,
        cut,
        acceptEncoding: req.headers['accept-encoding'],
        ifNoneMatch: req.headers['if-none-match'],
      })
      // Already serialized by its schema when it was loaded: sent as it is.
      return (reply as FastifyReply).headers(answer.headers).status(answer.status).send(answer.body)
    },
  )
}

/** A window read's page (see CachedPage.window): its parameters are the query's text values. */
function windowOf(kept: CachedPage, slug: string, query: Record<string, unknown>): CachedPage {
  const params: Record<string, string> = {}
  for (const [name, value] of Object.entries(query)) if (typeof value === 'string') params[name] = value
  const order = Number(query.window)
  const page = kept.window({ order, first: query.first === undefined ? undefined : Number(query.first), params })
  if (page === 'not a list') throw new ApiError(400, 'NOT_A_LIST', `Block ${order} of '${slug}' is not a list: it has no window.`)
  return page
}

type CreateRefusal = Extract<CreateResult, { ok: false }>['reason']

/** Why a new block was not added, as the API says it. */
function createRefusal(reason: CreateRefusal, slug: string, body: { order?: number; before?: string }): ApiError {
  switch (reason) {
    case 'page_not_found':
      return new ApiError(404, 'PAGE_NOT_FOUND', `No page '${slug}'.`)
    case 'order_taken':
      return new ApiError(409, 'ORDER_TAKEN', `Order ${body.order} is taken on '${slug}'.`)
    case 'before_not_found':
      return new ApiError(404, 'BLOCK_NOT_FOUND', `No block '${body.before}' on '${slug}'.`)
    case 'before_reserved':
      return new ApiError(
        400,
        'BAD_REQUEST',
        `Block '${body.before}' holds a place of the layout of '${slug}': a new block goes before a block editors added.`,
      )
    case 'no_room':
      return new ApiError(409, 'ORDER_TAKEN', `No order is free after block '${body.before}' on '${slug}'.`)
  }
}

const errors = { 400: errorDto, 401: errorDto, 403: errorDto, 404: errorDto, 409: errorDto, 503: errorDto }

export function pageWriteRoutes(app: FastifyInstance, handle: { db: DbHandle; changes: PageChanges }) {
  const { changes } = handle
  const db = handle.db.db
  const deps = { db, changes }
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.post(
    '/v1/pages/:slug/blocks',
    {
      config: { roles: EDITORS },
      schema: {
        tags: ['pages'],
        summary:
          'Adds a block. Without `order` it goes after the page’s blocks and its layout’s orders; an order the layout marks unused is refused (ORDER_UNUSED). With `before` (a block editors added to this page, not a place of its layout: 400; not on the page: 404 BLOCK_NOT_FOUND) it takes that block’s order, and that block and the ones after it move one down, in the same write; `order` and `before` together are refused (400). Missing content gets the type’s defaults. The type is stored as its registry key.',
        params: slugParams,
        body: createBlockBody,
        response: { 201: blockDto, ...errors },
      },
    },
    async (req, reply) => {
      const { slug } = req.params
      const type = canonicalType(req.body.block_type)
      const { reservedMax, unused } = layoutOrders(slug)
      const { before } = req.body
      if (before !== undefined && req.body.order !== undefined)
        throw new ApiError(400, 'BAD_REQUEST', 'Give either `order` or `before`, not both.')
      if (req.body.order !== undefined && unused.has(req.body.order))
        throw new ApiError(400, 'ORDER_UNUSED', `Order ${req.body.order} is unused on '${slug}': its layout shows no block there.`)
      const content = newBlockContent(type, req.body.content ?? {})
      const blockId = randomUUID()
      const write = changes.begin({ by: req.userId, block: blockId })
      const result = await createBlock(db, {
        id: blockId,
        slug,
        blockType: type,
        order: req.body.order,
        before,
        reservedMax,
        content,
        userId: currentUser(req),
        onWrite: auditedWrite(write.notify, (page) => ({
          ...requestParty(req),
          action: 'block.create',
          page,
          block: blockId,
          detail: { block_type: type, order: req.body.order ?? null, ...(before === undefined ? {} : { before }) },
        })),
      })
      if (!result.ok) throw createRefusal(result.reason, slug, req.body)
      write.settle()
      return reply.status(201).send(toDto(result.row))
    },
  )

  api.put(
    '/v1/pages/blocks/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['pages'],
        summary:
          'Replaces a block’s content, validated with its type’s schema and stored as sent (no defaults filled in; rich text sanitized). Name the version you edited in `version` or If-Match: a stale one is a 409 with the current block.',
        params: idParams,
        body: updateBlockBody,
        response: { 200: blockDto, ...errors },
      },
    },
    async (req, reply) => {
      const { id } = req.params
      const { row, block } = await writeBlock(deps, {
        id,
        expectedVersion: req.body.version ?? parseIfMatch(req.headers['if-match']),
        userId: currentUser(req),
        // Checked inside the write, against the block as stored: one read of it, not two.
        content: (stored) => {
          if (req.body.type.toLowerCase() !== stored.block_type.toLowerCase())
            throw new ApiError(400, 'BAD_REQUEST', `The block is of type '${stored.block_type}', not '${req.body.type}'.`)
          const content = replacedContent(stored.block_type, req.body.content)
          if (req.userRole === 'translator') refuseBeyondArabic(JSON.parse(stored.content), content)
          return content
        },
        audit: (page, stored, content) => contentChange(req, 'content.put', page, stored, content),
      })
      // The block as stored, already JSON text (`blockDto`): sent as it is, not serialized again.
      return (reply as FastifyReply).header('ETag', `"${row.version}"`).type('application/json; charset=utf-8').send(block.json)
    },
  )

  api.patch(
    '/v1/pages/blocks/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['pages'],
        summary:
          'Changes part of a block’s content with JSON Patch (RFC 6902) operations, applied in order to the content stored at `version`, all or none. The whole result is validated with the type’s schema and stored in one transaction, with the same invalidation as a PUT. 409 STALE_VERSION (with the current block) when `version` is not the stored one; 400 PATCH_TEST_FAILED for a failed `test`, INVALID_PATCH for an operation that cannot apply, that would grow the content past 1 MB (the most a PUT body carries) or copy more than 1 MB in all, INVALID_CONTENT for an invalid result. Nothing is written on any refusal. The answer carries the new version, not the content.',
        params: idParams,
        body: patchBlockBody,
        response: { 200: patchedBlockDto, ...errors },
      },
    },
    async (req, reply) => {
      const { id } = req.params
      const { version, operations } = req.body
      let sanitized = false
      const { row } = await writeBlock(deps, {
        id,
        expectedVersion: version,
        userId: currentUser(req),
        content: (stored) => {
          const before = JSON.parse(stored.content)
          const patched = patchedContent(stored.block_type, req.userRole === 'translator' ? structuredClone(before) : before, operations)
          sanitized = patched.sanitized
          if (req.userRole === 'translator') refuseBeyondArabic(before, patched.value)
          return patched.value
        },
        audit: (page, stored, content) => contentChange(req, 'content.patch', page, stored, content),
      })
      const { id: blockId, block_type, sort_order, version: stored } = row
      return reply.header('ETag', `"${stored}"`).send({ id: blockId, block_type, order: sort_order, version: stored, sanitized })
    },
  )

  api.delete(
    '/v1/pages/blocks/:id',
    {
      config: { roles: EDITORS },
      schema: {
        tags: ['pages'],
        summary:
          'Deletes a block: it leaves the page at once and stays in the page’s recently deleted list, restorable with its history, for 30 days.',
        params: idParams,
        response: { 204: noBody, ...errors },
      },
    },
    async (req, reply) => {
      const write = changes.begin({ by: req.userId, block: req.params.id })
      const result = await deleteBlock(
        db,
        req.params.id,
        currentUser(req),
        auditedWrite(write.notify, (page) => ({ ...requestParty(req), action: 'block.delete', page, block: req.params.id })),
      )
      if (!result.ok) throw new ApiError(404, 'BLOCK_NOT_FOUND', `No block '${req.params.id}'.`)
      write.settle()
      return reply.status(204).send(null)
    },
  )

  api.post(
    '/v1/pages/blocks/reorder',
    {
      config: { roles: EDITORS },
      schema: {
        tags: ['pages'],
        summary:
          'Sets the order of every block of one page, in one transaction. The list names each block of the page once; an order the layout marks unused is refused.',
        body: reorderBody,
        response: { 200: pageDto, ...errors },
      },
    },
    async (req, reply) => {
      const { page, blocks } = req.body
      const { unused } = layoutOrders(page)
      const clash = blocks.find((b) => unused.has(b.order))
      if (clash) throw new ApiError(400, 'ORDER_UNUSED', `Order ${clash.order} is unused on '${page}': its layout shows no block there.`)
      const write = changes.begin({ by: req.userId })
      const result = await reorderBlocks(
        db,
        page,
        blocks,
        auditedWrite(write.notify, (slug) => ({
          ...requestParty(req),
          action: 'block.reorder',
          page: slug,
          detail: { blocks: blocks.length },
        })),
      )
      if (!result.ok && result.reason === 'page_not_found') throw new ApiError(404, 'PAGE_NOT_FOUND', `No page '${page}'.`)
      if (!result.ok) throw new ApiError(400, 'BAD_REQUEST', `The list must name every block of '${page}' exactly once.`)
      write.settle()
      return reply.send({ slug: page, blocks: result.rows.map(toDto) })
    },
  )
}
