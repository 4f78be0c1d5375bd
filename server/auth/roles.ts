/**
 * Who may do what (issue 27). An administrator does everything; the other roles may call only
 * the routes that name them (`config: { roles }`); a translator's block writes are checked
 * further against the stored content (people/translator-check.ts).
 */
export const ROLES = ['admin', 'editor', 'translator'] as const
export type Role = (typeof ROLES)[number]

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value)

/** Content writes: editors and administrators. */
export const EDITORS: readonly Role[] = ['editor']
/** A block's PUT and PATCH, and what every signed-in person reads: editors and translators too. */
export const STAFF: readonly Role[] = ['editor', 'translator']

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The roles besides administrators that may call the route (none when left out). */
    roles?: readonly Role[]
  }
}
