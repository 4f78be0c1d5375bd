import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { routeDocs } from '../http/route.ts'

const toJson = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return []
  const json = toJson(schema) as { properties?: Record<string, unknown>; required?: string[] }
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: s,
  }))
}

/** The OpenAPI 3.1 description, built from the very zod schemas the routes validate with. */
export function buildOpenApi(app: FastifyInstance, prefix: string) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const r of routeDocs.get(app.server) ?? []) {
    const path = prefix + r.url.replace(/:([A-Za-z]+)/g, '{$1}')
    const body = r.body
      ? { required: true, content: { 'application/json': { schema: toJson(r.body) } } }
      : r.bodyDoc
        ? { required: true, content: { [r.bodyDoc.contentType]: { schema: r.bodyDoc.schema } } }
        : undefined
    paths[path] ??= {}
    paths[path][r.method.toLowerCase()] = {
      tags: [r.tag],
      summary: r.summary,
      ...(r.auth ? { security: [{ bearer: [] }] } : {}),
      parameters: [...parameters(r.params, 'path'), ...parameters(r.query, 'query')],
      ...(body ? { requestBody: body } : {}),
      responses: Object.fromEntries(
        Object.entries(r.responses).map(([status, d]) => [
          status,
          { description: d.description, ...(d.schema ? { content: { 'application/json': { schema: toJson(d.schema) } } } : {}) },
        ]),
      ),
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Site content API', version: '1.0.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  }
}
