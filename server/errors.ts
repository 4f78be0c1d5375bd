import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ErrorCode } from '../schemas/wire/error-codes.ts'
import type { ErrorDto } from '../schemas/wire/error.ts'
import { DB_RETRY_AFTER_S, isDbUnavailable } from './db/availability.ts'
import { headersFor } from './security-headers.ts'

export type { ErrorCode }

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

export function errorBody(code: ErrorCode, message: string, details?: unknown, requestId?: string): ErrorDto {
  const error: ErrorDto['error'] = { code, message }
  if (details !== undefined) error.details = details
  if (requestId !== undefined) error.requestId = requestId
  return { error }
}

interface ValidationIssue {
  instancePath?: string
  message?: string
}

/** A schema validation failure (fastify-type-provider-zod): each issue with its path and message. */
function fromValidation(err: FastifyError & { validationContext?: string }): ApiError | undefined {
  if (!Array.isArray(err.validation)) return undefined
  const where = err.validationContext ?? 'request'
  const details = (err.validation as ValidationIssue[]).map((v) => ({
    path: (v.instancePath ?? '').split('/').filter(Boolean),
    message: v.message ?? 'Invalid value',
  }))
  const code = where === 'params' && details.some((d) => d.path[0] === 'slug') ? 'INVALID_SLUG' : 'BAD_REQUEST'
  return new ApiError(400, code, `Invalid ${where === 'querystring' ? 'query' : where}.`, details)
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

export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err
  if (isDbUnavailable(err))
    return new ApiError(503, 'DATABASE_UNAVAILABLE', 'The database cannot be reached right now. Try again shortly.', undefined, {
      'Retry-After': String(DB_RETRY_AFTER_S),
    })
  const fastifyError = err as FastifyError
  return fromValidation(fastifyError) ?? fromFastify(fastifyError) ?? new ApiError(500, 'INTERNAL', 'Something went wrong on our side.')
}

/** Sends an error answer; every 5xx is logged with the request id the answer carries. */
export function sendError(err: unknown, request: FastifyRequest, reply: FastifyReply) {
  const apiError = toApiError(err)
  if (apiError.status >= 500) request.log.error({ err, code: apiError.code, status: apiError.status }, 'server error')
  reply.headers(headersFor(request.url))
  for (const [k, v] of Object.entries(apiError.headers)) reply.header(k, v)
  return reply.status(apiError.status).send(errorBody(apiError.code, apiError.message, apiError.details, request.id))
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => sendError(err, request, reply))
}
