import type { AppContext } from '../../server/app.ts'
import { bearer, login } from './helpers.ts'

export const PASSWORD = 'a long enough passphrase for tests'

/** The token in a set-password link's path (/login/create-new-password/{token}). */
export const tokenOf = (path: string) => path.split('/').pop() as string

/** An administrator adds a person, who sets a password through their link and signs in. */
export async function addSignedIn(ctx: AppContext, adminToken: string, email: string, role: 'admin' | 'editor' | 'translator') {
  const added = await ctx.app.inject({ method: 'POST', url: '/api/v1/people', headers: bearer(adminToken), payload: { email, role } })
  if (added.statusCode !== 201) throw new Error(`add ${email}: ${added.statusCode} ${added.body}`)
  const { person, link } = added.json() as { person: { id: string }; link: { path: string } }
  const set = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/auth/password-links/${tokenOf(link.path)}`,
    payload: { password: PASSWORD },
  })
  if (set.statusCode !== 204) throw new Error(`set password ${email}: ${set.statusCode} ${set.body}`)
  const pair = await login(ctx, { email, password: PASSWORD })
  return { id: person.id, token: pair.access_token }
}
