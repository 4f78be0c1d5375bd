import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { findRoute } from '../../page-layouts/routes.ts'
import { pickEncoding } from '../http/encoding.ts'
import { CachedPage } from '../page-cache.ts'
import { headersFor, SITE_HEADERS } from '../security-headers.ts'

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/**
 * The built site: hashed assets cached for a year, everything else revalidated. The build writes
 * a brotli and a gzip copy beside each text file (vite.config.ts), and the browser gets the one
 * its Accept-Encoding allows, with Vary: Accept-Encoding. index.html answers every route of the
 * route table (200) and every other path (404, so the 404 page shows), compressed the same way.
 */
export async function registerSite(
  app: FastifyInstance,
  siteDir: string,
): Promise<((req: FastifyRequest, reply: FastifyReply) => FastifyReply) | undefined> {
  const indexFile = join(siteDir, 'index.html')
  if (!existsSync(indexFile)) return undefined
  const index = new CachedPage(readFileSync(indexFile, 'utf8'))

  await app.register(async (site) => {
    site.addHook('onSend', async (req, reply, payload) => {
      reply.headers(headersFor(req.url))
      // A hashed asset never changes and is never revalidated (immutable): validators and ranges
      // would only add about 100 bytes to each of the two dozen files a first visit asks for.
      if (req.url.startsWith('/assets/') && reply.statusCode === 200) {
        reply.removeHeader('etag')
        reply.removeHeader('last-modified')
        reply.removeHeader('accept-ranges')
        // The standard type (RFC 9239), without a charset: module scripts are always read as
        // UTF-8. Some 20 bytes less on each of the two dozen files a first visit asks for.
        if (req.url.endsWith('.js')) reply.header('content-type', 'text/javascript')
      }
      return payload
    })
    await site.register(fastifyStatic, {
      root: siteDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders(reply, path) {
        const hashed = /[\\/]assets[\\/]/.test(path)
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  })

  return (req, reply) => {
    const known = findRoute(safeDecode(req.url.split('?')[0] ?? '/'))
    const answer = index.encoded(pickEncoding(req.headers['accept-encoding']))
    reply
      .status(known ? 200 : 404)
      // A document, whatever its URL looks like (/assets/missing.js is answered with the 404 page).
      .headers(SITE_HEADERS)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
    if (answer.encoding) reply.header('Content-Encoding', answer.encoding)
    return reply.send(answer.body)
  }
}
