import { randomUUID } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'

export type TokenType = 'access' | 'refresh'

export interface TokenClaims {
  sub: string
  typ: TokenType
  jti: string
  fam?: string
  /** The user's token epoch when the token was issued (both types); the guard and the refresh compare it with the user's. */
  ep: number
  /** The user's access epoch when an access token was issued (access tokens only). */
  ae?: number
  /** Expiry, seconds since the epoch. */
  exp: number
}

const ALG = 'HS256'

/** What a user's tokens are checked against (see the users table): raised, they end the tokens issued before. */
export interface Epochs {
  token: number
  access: number
}

const isEpoch = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0

export class TokenService {
  private readonly key: Uint8Array

  constructor(
    secret: string,
    private readonly accessTtl: number,
    private readonly refreshTtl: number,
  ) {
    this.key = new TextEncoder().encode(secret)
  }

  private sign(claims: Record<string, unknown>, ttl: number, jti: string, sub: string) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setSubject(sub)
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttl)
      .sign(this.key)
  }

  /** `role` is for the client's eyes only (what edit mode offers): the guard reads the user's role, not this. */
  signAccess(userId: string, epochs: Epochs, role?: string): Promise<string> {
    return this.sign({ typ: 'access', ep: epochs.token, ae: epochs.access, role }, this.accessTtl, randomUUID(), userId)
  }

  async signRefresh(userId: string, family: string, epochs: Epochs): Promise<{ token: string; jti: string; expiresAt: Date }> {
    const jti = randomUUID()
    const token = await this.sign({ typ: 'refresh', fam: family, ep: epochs.token }, this.refreshTtl, jti, userId)
    return { token, jti, expiresAt: new Date(Date.now() + this.refreshTtl * 1000) }
  }

  /**
   * Tokens whose signature was checked, until they expire: checking an HMAC through WebCrypto
   * costs about as much as serving a page, and an editor's client sends the same token with
   * every write. Bounded, and only tokens that passed are kept.
   */
  private readonly verified = new Map<string, { claims: TokenClaims; expiresAt: number }>()

  /**
   * Verifies signature (HS256 only: 'none' and other algorithms are refused), expiry (a token
   * without one is refused), type and epochs (a token without them, from before they existed, is
   * refused). Whether the epochs are still the user's is for the caller, who reads the user.
   */
  async verify(token: string, typ: TokenType): Promise<TokenClaims | null> {
    const known = this.verified.get(token)
    if (known && known.claims.typ === typ && known.expiresAt > Date.now()) return known.claims
    const claims = await this.check(token, typ)
    if (claims) {
      if (this.verified.size >= 1000) this.verified.clear()
      this.verified.set(token, { claims, expiresAt: claims.exp * 1000 })
    }
    return claims
  }

  private async check(token: string, typ: TokenType): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALG], requiredClaims: ['exp', 'sub', 'jti'] })
      if (payload.typ !== typ || typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null
      if (typ === 'refresh' && typeof payload.fam !== 'string') return null
      if (!isEpoch(payload.ep) || (typ === 'access' && !isEpoch(payload.ae))) return null
      return {
        sub: payload.sub,
        typ,
        jti: payload.jti,
        fam: payload.fam as string | undefined,
        ep: payload.ep,
        ae: payload.ae as number | undefined,
        exp: payload.exp as number,
      }
    } catch {
      return null
    }
  }
}
