import * as z from 'zod/mini'
import { safeEmail } from './email.ts'

const email = z.email().check(z.maxLength(320), safeEmail())

export const credentials = z.object({ email, password: z.string().check(z.minLength(1), z.maxLength(1024)) })

/** NIST SP 800-63B: at least 12 characters, not only spaces; the server also refuses common passwords. */
export const PASSWORD_MIN = 12
export const newPassword = z.string().check(
  z.minLength(PASSWORD_MIN, `Passwords have at least ${PASSWORD_MIN} characters`),
  z.maxLength(1024),
  z.refine((p) => p.trim() !== '', 'A password cannot be only spaces'),
)

export const registerBody = z.object({ email, password: newPassword })
export const refreshBody = z.object({ refresh_token: z.string().check(z.minLength(1), z.maxLength(4096)) })
export const tokenPair = z.object({ access_token: z.string().check(z.minLength(1)), refresh_token: z.string().check(z.minLength(1)) })
export const userDto = z.object({ id: z.string(), email: z.string() })

export type TokenPair = z.output<typeof tokenPair>
