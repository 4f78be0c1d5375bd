import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, onRequestHookHandler } from 'fastify'
import type { z } from 'zod'
import { ApiError } from '../errors.ts'

export interface ResponseDoc {
  description: string
  schema?: z.ZodType
}

export interface RouteSpec<B extends z.ZodType, P extends z.ZodType, Q extends z.ZodType> {
  method: HTTPMethods
  url: string
  summary: string
  tag: string
  auth?: boolean
  body?: B
  params?: P
  query?: Q
  /** Documented only (multipart bodies are read by the handler). */
  bodyDoc?: { contentType: string; schema: Record<string, unknown> }
  responses: Record<number, ResponseDoc>
}

export interface Parsed<B, P, Q> {
  body: B
  params: P
  query: Q
}

export interface RouteDoc {
  method: string
  url: string
  summary: string
  tag: string
  auth: boolean
  body?: z.ZodType
  params?: z.ZodType
  query?: z.ZodType
  bodyDoc?: { contentType: string; schema: Record<string, unknown> }
  responses: Record<number, ResponseDoc>
}

/** Every route's schemas, for the OpenAPI description served at /api/docs. */
export const routeDocs = new WeakMap<object, RouteDoc[]>()

function parse<T extends z.ZodType | undefined>(schema: T, value: unknown, where: string) {
  if (!schema) return undefined
  const result = schema.safeParse(value)
  if (!result.success) {
    const details = result.error.issues.map((i) => ({ path: i.path.map(String), message: i.message }))
    throw new ApiError(
      400,
      where === 'params' && details.some((d) => d.path[0] === 'slug') ? 'INVALID_SLUG' : 'BAD_REQUEST',
      `Invalid ${where}.`,
      details,
    )
  }
  return result.data
}

/**
 * Registers a route whose body, params and query are checked with zod schemas before the
 * handler runs; the same schemas describe the route in the OpenAPI document.
 */
export function defineRoute<
  B extends z.ZodType = z.ZodUndefined,
  P extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
>(
  app: FastifyInstance,
  spec: RouteSpec<B, P, Q>,
  handler: (req: FastifyRequest, reply: FastifyReply, parsed: Parsed<z.output<B>, z.output<P>, z.output<Q>>) => unknown,
  authenticate?: onRequestHookHandler,
): void {
  // Keyed by the shared HTTP server: routes registered in different plugin scopes share one list.
  const docs = routeDocs.get(app.server) ?? []
  routeDocs.set(app.server, docs)
  docs.push({ ...spec, auth: !!spec.auth })
  app.route({
    method: spec.method,
    url: spec.url,
    ...(spec.auth && authenticate ? { onRequest: authenticate } : {}),
    handler: async (req, reply) => {
      const parsed = {
        params: parse(spec.params, req.params, 'params'),
        query: parse(spec.query, req.query, 'query'),
        body: parse(spec.body, req.body, 'body'),
      } as Parsed<z.output<B>, z.output<P>, z.output<Q>>
      return handler(req, reply, parsed)
    },
  })
}
