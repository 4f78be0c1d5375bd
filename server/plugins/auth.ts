import { adminGuard, signedIn } from '../auth/authenticate.ts'
import type { RefusedAddresses } from '../auth/refused-addresses.ts'
import { TokenService } from '../auth/tokens.ts'
import type { Config } from '../config.ts'
import { userSession } from '../db/users-repo.ts'
import { shared } from './shared.ts'

interface AuthOptions {
  config: Config
  /** Shared with the login door, which answers the addresses refused here. */
  refused: RefusedAddresses
  /** How the sign-in limiter waits (tests record the waits instead). */
  sleep?: (ms: number) => Promise<void>
}

/** Who a request comes from: tokens, the route guard, and the sign-in limiter kept where the storage profile keeps counts: `app.auth`. */
export const authPlugin = shared<AuthOptions>('auth', async (app, { config, refused, sleep }) => {
  app.decorateRequest('userId', null)
  app.decorateRequest('userRole', null)
  const tokens = new TokenService(config.jwtSecret, config.accessTokenTtl, config.refreshTokenTtl)
  const sessionOf = (id: string) => userSession(app.db.db, id)
  app.decorate('auth', {
    tokens,
    limiter: await app.profile.loginLimiter(config.loginRateLimit, sleep),
    refused,
    requireAdmin: adminGuard(tokens, sessionOf),
    memberOf: signedIn(tokens, sessionOf),
  })
})
