import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse, STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { Duplex } from 'node:stream'
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

/** Node's own limit for a whole request; raised only if the headers' limit would pass it. */
const REQUEST_TIMEOUT_MS = 300_000

/**
 * The HTTP server, with the two answers Node would give on its own moved into our shape: an
 * HTTP/1.1 request without Host (Node: a bare 400) and CONNECT (Node: a closed socket). `door`
 * may answer a request before the framework does (see login-door.ts): true when it did.
 * Handing Fastify our own server means Fastify's keep-alive settings do not apply: without
 * `keepAliveS`, Node closes an idle connection after 5 s, before any load balancer would.
 */
export function createHttpServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  door?: (req: IncomingMessage, res: ServerResponse) => boolean,
  keepAliveS = 72,
): Server {
  const keepAliveTimeout = Math.round(keepAliveS * 1000)
  // Above the keep-alive timeout: a request that starts as the idle time ends still gets its headers read.
  const headersTimeout = keepAliveTimeout + 1000
  const timeouts = { keepAliveTimeout, headersTimeout, requestTimeout: Math.max(REQUEST_TIMEOUT_MS, headersTimeout) }
  const server = createServer({ requireHostHeader: false, ...timeouts }, (req, res) => {
    if (req.headers.host === undefined && req.httpVersionMajor === 1 && req.httpVersionMinor >= 1) {
      res.socket?.end(rawAnswer(400, 'BAD_REQUEST', 'An HTTP/1.1 request names its Host.', randomUUID()))
      return
    }
    if (door?.(req, res)) return
    handler(req, res)
  })
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.end(rawAnswer(405, 'METHOD_NOT_ALLOWED', 'CONNECT is not supported.', randomUUID()))
  })
  // An Expect header other than 100-continue: Node would answer a bare 417.
  server.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) => {
    res.socket?.end(rawAnswer(417, 'EXPECTATION_FAILED', 'Only Expect: 100-continue is supported.', randomUUID()))
  })
  return server
}
