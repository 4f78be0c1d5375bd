/** spec pages.md 'Login': the screens of the login page. */
export type LoginMode = 'login' | 'forgotPassword' | 'resetSuccess' | 'createNewPassword' | 'updateSuccess'

/** A path containing /create-new-password starts in createNewPassword; any other starts in login. */
export function initialMode(pathname: string): LoginMode {
  return pathname.includes('/create-new-password') ? 'createNewPassword' : 'login'
}

/** spec §5 sample address prefilled in the email field. */
export const SAMPLE_EMAIL = 'admin@example.com'

/**
 * Where to go after logging in: the page the edit guard remembered, when it is a path of this
 * site (not another origin, not the login page itself); otherwise the home page.
 */
export function redirectTarget(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/'
  if (from === '/login' || from.startsWith('/login/') || from.startsWith('/login?')) return '/'
  return from
}
