import type { FastifyInstance, onRequestHookHandler } from 'fastify'
import { currentUser } from '../auth/authenticate.ts'
import { requireSchema, validateContent } from '../content.ts'
import { createBlock, deleteBlock, findBlock, listBlocks, pageExists, reorderBlocks, toDto, updateBlock } from '../db/blocks-repo.ts'
import type { DbHandle } from '../db/connect.ts'
import { ApiError } from '../errors.ts'
import { defineRoute } from '../http/route.ts'
import type { PageCache } from '../page-cache.ts'
import { API_HEADERS } from '../security-headers.ts'
import { blockDto, createBlockBody, errorDto, idParam, pageDto, pageQuery, reorderBody, slugParam, updateBlockBody } from './schemas.ts'

const err = { description: 'Error', schema: errorDto }

function parseIfMatch(header: string | undefined): number | undefined {
  if (!header) return undefined
  const m = /^(?:W\/)?"?(\d+)"?$/.exec(header.trim())
  if (!m) throw new ApiError(400, 'BAD_REQUEST', 'If-Match must name a block version, e.g. "3".')
  return Number(m[1])
}

/** GET /v1/pages/{slug}: answered from the in-memory cache of serialized pages. */
export function pageReadRoute(app: FastifyInstance, deps: { db: DbHandle; cache: PageCache }) {
  const { cache } = deps
  const db = deps.db.db
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/v1/pages/:slug',
      tag: 'pages',
      summary: 'A page and its blocks, sorted by order. `_` is a cache-busting parameter and is ignored.',
      params: slugParam,
      query: pageQuery,
      responses: { 200: { description: 'The page', schema: pageDto }, 304: { description: 'Not modified' }, 400: err, 404: err },
    },
    async (req, reply, { params }) => {
      const page =
        cache.peek(params.slug) ??
        (await cache.load(params.slug, async () => {
          if (!(await pageExists(db, params.slug))) return undefined
          return { slug: params.slug, blocks: (await listBlocks(db, params.slug)).map(toDto) }
        }))
      if (!page) throw new ApiError(404, 'PAGE_NOT_FOUND', `No page '${params.slug}'.`)
      reply.headers(API_HEADERS).header('ETag', page.etag).header('Cache-Control', 'no-cache')
      if (req.headers['if-none-match'] === page.etag) return reply.status(304).send()
      return reply.type('application/json; charset=utf-8').send(page.body)
    },
  )
}

export function pageWriteRoutes(app: FastifyInstance, deps: { db: DbHandle; cache: PageCache; authenticate: onRequestHookHandler }) {
  const { cache } = deps
  const db = deps.db.db

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/v1/pages/:slug/blocks',
      tag: 'pages',
      auth: true,
      summary: 'Adds a block; missing content is filled from the block type’s schema defaults.',
      params: slugParam,
      body: createBlockBody,
      responses: { 201: { description: 'The new block', schema: blockDto }, 400: err, 401: err, 404: err, 409: err },
    },
    async (req, reply, { params, body }) => {
      requireSchema(body.block_type)
      const content = validateContent(body.block_type, body.content ?? {})
      const result = await createBlock(db, {
        slug: params.slug,
        blockType: body.block_type,
        order: body.order,
        content,
        userId: currentUser(req),
      })
      if (!result.ok && result.reason === 'page_not_found') throw new ApiError(404, 'PAGE_NOT_FOUND', `No page '${params.slug}'.`)
      if (!result.ok) throw new ApiError(409, 'ORDER_TAKEN', `Order ${body.order} is taken on '${params.slug}'.`)
      await cache.invalidate(params.slug)
      return reply.status(201).send(toDto(result.row))
    },
    deps.authenticate,
  )

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/v1/pages/blocks/:id',
      tag: 'pages',
      auth: true,
      summary:
        'Replaces a block’s content (validated with its type’s schema). Name the version you edited in `version` or If-Match: a stale one is a 409 with the current block.',
      params: idParam,
      body: updateBlockBody,
      responses: { 200: { description: 'The block, version + 1', schema: blockDto }, 400: err, 401: err, 404: err, 409: err },
    },
    async (req, reply, { params, body }) => {
      const expectedVersion = body.version ?? parseIfMatch(req.headers['if-match'])
      const existing = await findBlock(db, params.id)
      if (!existing) throw new ApiError(404, 'BLOCK_NOT_FOUND', `No block '${params.id}'.`)
      if (body.type.toLowerCase() !== existing.block_type.toLowerCase())
        throw new ApiError(400, 'BAD_REQUEST', `The block is of type '${existing.block_type}', not '${body.type}'.`)
      const content = validateContent(existing.block_type, body.content)
      const result = await updateBlock(db, { id: params.id, content, expectedVersion, userId: currentUser(req) })
      if (!result.ok && result.reason === 'not_found') throw new ApiError(404, 'BLOCK_NOT_FOUND', `No block '${params.id}'.`)
      if (!result.ok)
        throw new ApiError(409, 'STALE_VERSION', 'Someone else changed this block. Reload it and try again.', {
          current: toDto(result.current),
        })
      await cache.invalidate(result.row.page_slug)
      return reply.header('ETag', `"${result.row.version}"`).send(toDto(result.row))
    },
    deps.authenticate,
  )

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/v1/pages/blocks/:id',
      tag: 'pages',
      auth: true,
      summary: 'Deletes a block.',
      params: idParam,
      responses: { 204: { description: 'Deleted' }, 401: err, 404: err },
    },
    async (_req, reply, { params }) => {
      const slug = await deleteBlock(db, params.id)
      if (!slug) throw new ApiError(404, 'BLOCK_NOT_FOUND', `No block '${params.id}'.`)
      await cache.invalidate(slug)
      return reply.status(204).send()
    },
    deps.authenticate,
  )

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/v1/pages/blocks/reorder',
      tag: 'pages',
      auth: true,
      summary: 'Sets the order of every block of one page, in one transaction. The list names each block of the page once.',
      body: reorderBody,
      responses: { 200: { description: 'The page, reordered', schema: pageDto }, 400: err, 401: err, 404: err },
    },
    async (req, reply, { body }) => {
      const result = await reorderBlocks(db, body.page, body.blocks, currentUser(req))
      if (!result.ok && result.reason === 'page_not_found') throw new ApiError(404, 'PAGE_NOT_FOUND', `No page '${body.page}'.`)
      if (!result.ok) throw new ApiError(400, 'BAD_REQUEST', `The list must name every block of '${body.page}' exactly once.`)
      await cache.invalidate(body.page)
      return reply.send({ slug: body.page, blocks: result.rows.map(toDto) })
    },
    deps.authenticate,
  )
}
