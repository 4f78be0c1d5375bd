import type { FastifyInstance } from 'fastify'

/** GET /docs: the OpenAPI 3.1 document @fastify/swagger builds from the route schemas. */
export function docsRoute(app: FastifyInstance, root: FastifyInstance) {
  let doc: unknown
  app.get(
    '/docs',
    { config: { public: true }, schema: { tags: ['operations'], summary: 'This API’s OpenAPI 3.1 description.' } },
    async () => (doc ??= root.swagger()),
  )
}
