import type { FastifyError, FastifyInstance } from 'fastify'
import { headersFor } from './security-headers.ts'

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'INVALID_SLUG'
  | 'INVALID_CONTENT'
  | 'UNKNOWN_BLOCK_TYPE'
  | 'PAGE_NOT_FOUND'
  | 'BLOCK_NOT_FOUND'
  | 'NOT_FOUND'
  | 'STALE_VERSION'
  | 'ORDER_TAKEN'
  | 'UNAUTHORIZED'
  | 'INVALID_CREDENTIALS'
  | 'INVALID_REFRESH_TOKEN'
  | 'EMAIL_TAKEN'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'METHOD_NOT_ALLOWED'
  | 'INTERNAL'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

export function errorBody(code: ErrorCode, message: string, details?: unknown) {
  return { error: details === undefined ? { code, message } : { code, message, details } }
}

/** Fastify's own errors (parser, limits) mapped to our codes; anything else is a 500 with a generic message. */
function fromFastify(err: FastifyError): ApiError | undefined {
  const status = err.statusCode ?? 0
  if (status === 413 || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.code === 'FST_REQ_FILE_TOO_LARGE')
    return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.')
  if (status === 415 || err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type.')
  if (status >= 400 && status < 500) return new ApiError(status, 'BAD_REQUEST', err.message || 'Bad request.')
  return undefined
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    reply.headers(headersFor(request.url))
    const apiError = err instanceof ApiError ? err : fromFastify(err)
    if (apiError) {
      for (const [k, v] of Object.entries(apiError.headers)) reply.header(k, v)
      return reply.status(apiError.status).send(errorBody(apiError.code, apiError.message, apiError.details))
    }
    request.log.error({ err }, 'unhandled error')
    return reply.status(500).send(errorBody('INTERNAL', 'Something went wrong on our side.'))
  })
}
