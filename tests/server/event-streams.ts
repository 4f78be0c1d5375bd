import { request } from 'node:http'
import type { AppContext } from '../../server/app.ts'
import type { Person } from '../../server/live/page-events.ts'

/** Either event's data, read loosely: each test looks at the fields its event has. */
export interface ServerEvent {
  event: string
  data: { slug: string; others: Person[]; block: string | null; page_version: number; by: Person | null }
}

/** An open SSE stream as a client reads it: `next` waits for the first event not yet taken that matches. */
export interface EventStream {
  status: number
  headers: Record<string, string | string[] | undefined>
  next(match: (e: ServerEvent) => boolean, timeoutMs?: number): Promise<ServerEvent>
  /** Settles when the server ends the stream. */
  ended: Promise<void>
  close(): void
}

/** The port a listening app answers on. */
export function portOf(ctx: AppContext): number {
  const address = ctx.app.server.address()
  if (!address || typeof address !== 'object') throw new Error('not listening')
  return address.port
}

export function openEvents(ctx: AppContext, slug: string, token: string, query = ''): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: portOf(ctx), path: `/api/v1/pages/${slug}/events${query}`, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        const events: ServerEvent[] = []
        const waiters = new Set<() => void>()
        let buffer = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          buffer += chunk
          let end = buffer.indexOf('\n\n')
          while (end !== -1) {
            const lines = buffer.slice(0, end).split('\n')
            buffer = buffer.slice(end + 2)
            end = buffer.indexOf('\n\n')
            const event = lines.find((l) => l.startsWith('event: '))?.slice(7)
            const data = lines.find((l) => l.startsWith('data: '))?.slice(6)
            if (event && data) events.push({ event, data: JSON.parse(data) })
          }
          waiters.forEach((wake) => wake())
        })
        res.on('error', () => undefined)
        const ended = new Promise<void>((done) => res.on('end', done))
        resolve({
          ended,
          status: res.statusCode ?? 0,
          headers: res.headers,
          next(match, timeoutMs = 3000) {
            return new Promise((found, fail) => {
              const look = () => {
                const index = events.findIndex(match)
                if (index === -1) return false
                waiters.delete(look)
                clearTimeout(timer)
                found(events.splice(index, 1)[0] as ServerEvent)
                return true
              }
              const timer = setTimeout(() => {
                waiters.delete(look)
                fail(new Error(`no matching event; had ${JSON.stringify(events)}`))
              }, timeoutMs)
              if (!look()) waiters.add(look)
            })
          },
          close: () => req.destroy(),
        })
      },
    )
    req.on('error', reject)
    req.end()
  })
}

/** Until `check` holds (state another process reaches over the database's notifications), or the time is up. */
export async function eventually(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not reached')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
