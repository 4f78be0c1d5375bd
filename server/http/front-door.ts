import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyBaseLogger } from 'fastify'
import { RefusedAddresses } from '../auth/refused-addresses.ts'
import type { Config } from '../config.ts'
import type { PageCache } from '../page-cache.ts'
import { createHttpServer } from './client-errors.ts'
import { overHttps } from './https.ts'
import { addressOf, loginDoor } from './login-door.ts'
import { pageDoor } from './page-door.ts'

/**
 * What answers before Fastify, in the server Fastify is handed: sign-in attempts from refused
 * addresses (login-door.ts) and plain reads of kept pages (page-door.ts). Made before the app,
 * so what they read (the log, the page cache, whether the app is closing) is handed over later.
 */
export function frontDoor(config: Config) {
  const refused = new RefusedAddresses()
  const https = overHttps(config.trustProxy)
  let log: FastifyBaseLogger | undefined
  let cache: PageCache | undefined
  let closing = false
  const door = loginDoor(refused, addressOf(config.trustProxy), () => log as FastifyBaseLogger, https)
  const pages = pageDoor(
    () => cache,
    https,
    () => closing,
  )
  return {
    refused,
    https,
    serverFactory: (handler: (req: IncomingMessage, res: ServerResponse) => void) =>
      createHttpServer(handler, (req, res) => door(req, res) || pages(req, res), config.keepAliveTimeout),
    logTo(to: FastifyBaseLogger) {
      log = to
    },
    keep(pageCache: PageCache) {
      cache = pageCache
    },
    /** From here Fastify answers 503 (return503OnClosing): the door leaves every request to it. */
    close() {
      closing = true
    },
  }
}

export type FrontDoor = ReturnType<typeof frontDoor>
