import { randomUUID } from 'node:crypto'
import { type FastifyReply, type FastifyServerOptions, LogController } from 'fastify'
import type { DestinationStream } from 'pino'
import { JSON_BODY_LIMIT } from '../body-limit.ts'
import type { Config } from '../config.ts'
import { errorBody } from '../errors.ts'
import { headersFor, HSTS } from '../security-headers.ts'
import { clientErrorHandler } from './client-errors.ts'
import type { FrontDoor } from './front-door.ts'

/** Fastify's own settings: logging, limits, proxies, closing, and the answers to what never reaches a route. */
export function serverOptions(config: Config, logStream: DestinationStream, front: FrontDoor) {
  return {
    // Structured JSON logs; one line per 5xx, refused sign-in and connection event, not per request.
    logger: { level: config.logLevel, stream: logStream },
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    clientErrorHandler,
    serverFactory: front.serverFactory,
    // URLs the router cannot read (bad percent-encoding, overlong parameter) get the same JSON error shape.
    // The onSend hook does not run for these, so the security headers are set here.
    frameworkErrors(error, req, reply) {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400
      if (front.https(req.raw)) reply.header('Strict-Transport-Security', HSTS)
      return (reply as FastifyReply)
        .headers(headersFor(req.url))
        .status(status)
        .send(errorBody('BAD_REQUEST', 'The request URL is malformed.', undefined, req.id))
    },
  } satisfies FastifyServerOptions
}
