import { randomUUID } from 'node:crypto'
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyBaseLogger } from 'fastify'
import type { ErrorCode } from '../../schemas/wire/error-codes.ts'
import { errorBody } from '../errors.ts'
import { API_HEADERS } from '../security-headers.ts'

/** The answer Node's HTTP parser would give, as a status and one of our codes. */
function classify(err: Error & { code?: string }): { status: number; code: ErrorCode; message: string } {
  if (err.code === 'HPE_HEADER_OVERFLOW') return { status: 431, code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' }
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT' || err.code === 'ERR_HTTP_HEADERS_TIMEOUT')
    return { status: 408, code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' }
  return { status: 400, code: 'BAD_REQUEST', message: 'The request could not be read as HTTP.' }
}

/** A complete HTTP/1.1 answer, written straight to the socket (the request never reached a route). */
export function rawAnswer(status: number, code: ErrorCode, message: string, requestId: string): string {
  const body = JSON.stringify(errorBody(code, message, undefined, requestId))
  const headers = {
    ...API_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    Connection: 'close',
  }
  const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}`)
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n${lines.join('\r\n')}\r\n\r\n${body}`
}

/**
 * Requests Node's parser refuses (431, malformed request lines and headers, timeouts) get the
 * API's JSON error shape and the security headers, like every other answer.
 */
export function clientErrorHandler(this: { log: FastifyBaseLogger }, err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const { status, code, message } = classify(err)
  const requestId = randomUUID()
  this.log.info({ reqId: requestId, parserError: err.code, status }, 'refused a malformed request')
  if (socket.writable) socket.end(rawAnswer(status, code, message, requestId))
  else socket.destroy(err)
}
