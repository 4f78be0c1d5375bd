import type { IncomingMessage } from 'node:http'
import type { TLSSocket } from 'node:tls'
import proxyAddr from '@fastify/proxy-addr'

/**
 * Whether a request reached the site over https, as Fastify's `request.protocol` has it for the
 * same `trustProxy` setting: the socket's own TLS, or the last X-Forwarded-Proto when the socket's
 * peer is a trusted proxy. For the answers given outside a route (a malformed URL, the login door).
 */
export function overHttps(trustProxy: boolean | string): (req: IncomingMessage) => boolean {
  const trusted =
    trustProxy === true ? () => true : trustProxy ? proxyAddr.compile(trustProxy.split(',').map((value) => value.trim())) : () => false
  return (req) => {
    if ((req.socket as TLSSocket).encrypted) return true
    const proto = req.headers['x-forwarded-proto']
    if (typeof proto !== 'string' || !trusted(req.socket.remoteAddress ?? '', 0)) return false
    return proto.slice(proto.lastIndexOf(',') + 1).trim() === 'https'
  }
}
