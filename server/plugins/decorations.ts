import type { onRequestHookHandler } from 'fastify'
import type { signedIn } from '../auth/authenticate.ts'
import type { LoginLimiter } from '../auth/login-limiter.ts'
import type { RefusedAddresses } from '../auth/refused-addresses.ts'
import type { TokenService } from '../auth/tokens.ts'
import type { DbHandle } from '../db/connect.ts'
import type { PageChanges } from '../db/page-changes.ts'
import type { PageEvents } from '../live/page-events.ts'
import type { PageCache } from '../page-cache.ts'
import type { StorageProfile } from '../profile/storage-profile.ts'
import type { Scheduler } from '../schedule/scheduler.ts'
import type { Storages } from '../storage/storage.ts'
import type { CopyMaker } from '../uploads/copies.ts'

export interface Auth {
  tokens: TokenService
  limiter: LoginLimiter
  /** Addresses the sign-in limiter refused: the login door answers their next attempts. */
  refused: RefusedAddresses
  /** Every API route's guard unless it is declared public (auth/authenticate.ts). */
  requireAdmin: onRequestHookHandler
  /** The person a request's access token names, or null, refusing no one. */
  memberOf: ReturnType<typeof signedIn>
}

// What the shared plugins (server/plugins) put on the app, for the plugins registered after them.
declare module 'fastify' {
  interface FastifyInstance {
    storage: Storages
    db: DbHandle
    profile: StorageProfile
    cache: PageCache
    changes: PageChanges
    events: PageEvents
    copies: CopyMaker
    scheduler: Scheduler
    auth: Auth
  }
}
