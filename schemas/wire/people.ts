import * as z from 'zod/mini'
import { safeEmail } from './email.ts'

/** The roles of issue 27: an administrator does everything; an editor edits content; a translator only the Arabic. */
export const ROLE_NAMES = ['admin', 'editor', 'translator'] as const
export const role = z.enum(ROLE_NAMES)
export type RoleName = z.output<typeof role>

const name = z.string().check(
  z.maxLength(200),
  z.refine((v) => !/[\p{Cc}]/u.test(v), 'A name has no control characters'),
)

export const personDto = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role,
  created_at: z.string(),
  last_sign_in_at: z.nullable(z.string()),
})
export const peopleDto = z.object({ items: z.array(personDto) })

/** A one-time set-password link: shown once, when made; only its hash is stored. */
export const passwordLinkDto = z.object({
  /** The site path to open: /login/create-new-password/{token}. */
  path: z.string(),
  expires_at: z.string(),
})

export const addPersonBody = z.object({
  email: z.email().check(z.maxLength(320), safeEmail()),
  name: z.optional(name),
  role,
})
export const addedPersonDto = z.object({ person: personDto, link: passwordLinkDto })
export const changePersonBody = z
  .object({ name: z.optional(name), role: z.optional(role) })
  .check(z.refine((b) => b.name !== undefined || b.role !== undefined, 'Send a name, a role or both'))
export const personParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) })

/** The signed-in person, for the client (edit mode follows the role). */
export const meDto = z.object({ id: z.string(), email: z.string(), name: z.string(), role })

export const linkParams = z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'Not a link token')) })
/** A link's state: the e-mail it sets a password for is told only while it is valid. */
export const linkStateDto = z.object({
  state: z.enum(['valid', 'used', 'expired']),
  email: z.optional(z.string()),
  expires_at: z.string(),
})
/** Any length here: the policy (server/auth/password-policy.ts) answers WEAK_PASSWORD with a message to show. */
export const setPasswordBody = z.object({ password: z.string().check(z.minLength(1), z.maxLength(1024)) })

export type PersonDto = z.output<typeof personDto>
export type PasswordLinkDto = z.output<typeof passwordLinkDto>
export type LinkStateDto = z.output<typeof linkStateDto>
export type MeDto = z.output<typeof meDto>
