import { tmpdir } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { bearer, dialects, login, makeEnv, snapshot, startApp, type TestEnv } from './helpers.ts'

/**
 * Addresses that would carry more than an address: a header of their own in a mail (CR/LF), a
 * `mailto:` query with a prefilled Bcc (`?`, `%`), a display name or more recipients.
 */
const HOSTILE = [
  'visitor@example.com\r\nBcc: victim@example.org',
  'visitor@example.com?bcc=victim@example.org',
  'visitor%0d%0abcc:victim@example.org',
  'visitor%3Fbcc=victim@example.org',
  '"visitor"@example.com',
  "visitor'x@example.com",
  '<visitor@example.com>',
  'visitor@example.com>victim@example.org',
  'visitor@example.com,victim@example.org',
]

const forms = {
  contact: (email: string) => ({ form: 'contact', data: { fullName: 'Noura', email, inquiry: 'Hello' } }),
  'demo-request': (email: string) => ({ form: 'demo-request', data: { fullName: 'Noura', email, phone: '+966 50 123 4567' } }),
  application: (email: string) => ({
    form: 'application',
    data: { fullName: 'Omar', email, vacancyId: 'totara-developer', vacancyTitle: 'Totara Developer' },
  }),
}

interface ErrorBody {
  error: { code: string; details?: { path: string[]; message: string }[] }
}

/** A 400 whose details name the e-mail field. */
function expectRefusedEmail(res: { statusCode: number; json(): unknown }, field: string[], label: string) {
  expect(res.statusCode, label).toBe(400)
  const body = res.json() as ErrorBody
  expect(body.error.code, label).toBe('BAD_REQUEST')
  expect(
    body.error.details?.map((d) => d.path.join('.')),
    label,
  ).toContain(field.join('.'))
}

describe.each(dialects)(
  'e-mail fields refuse what a mail header or a mailto: link would read as more than an address, on %s',
  (dialect) => {
    let env: TestEnv
    let ctx: AppContext
    let auth: Record<string, string>

    beforeAll(async () => {
      env = await makeEnv(dialect, { SUBMISSION_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' })
      ctx = await startApp(env)
      auth = bearer((await login(ctx)).access_token)
    })
    afterAll(async () => {
      await ctx?.app.close()
      await env?.cleanup()
    })

    const count = async (table: 'submissions' | 'newsletter_signups') =>
      Number(
        (
          await ctx.db.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )

    it('the contact, demo-request and application forms: 400 naming data.email, nothing stored', async () => {
      for (const [form, payload] of Object.entries(forms))
        for (const email of HOSTILE) {
          const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/submissions', payload: payload(email) })
          expectRefusedEmail(res, ['data', 'email'], `${form} ${JSON.stringify(email)}`)
        }
      expect(await count('submissions')).toBe(0)
      // The control: a plain address is stored by each form.
      for (const payload of Object.values(forms))
        expect(
          (await ctx.app.inject({ method: 'POST', url: '/api/v1/submissions', payload: payload('noura.h+lms@gulf-energy.example') }))
            .statusCode,
        ).toBe(201)
    })

    it('the newsletter: 400 naming email, nothing stored', async () => {
      for (const email of HOSTILE) {
        const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/newsletter', payload: { email } })
        expectRefusedEmail(res, ['email'], JSON.stringify(email))
      }
      expect(await count('newsletter_signups')).toBe(0)
      expect(
        (await ctx.app.inject({ method: 'POST', url: '/api/v1/newsletter', payload: { email: 'reader@example.com' } })).statusCode,
      ).toBe(201)
    })

    it('sign-in and register: 400 naming email, no user created', async () => {
      const before = await snapshot(ctx)
      for (const email of HOSTILE) {
        const signIn = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: 'whatever it is' } })
        expectRefusedEmail(signIn, ['email'], `login ${JSON.stringify(email)}`)
        const register = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/register',
          headers: auth,
          payload: { email, password: 'a long enough passphrase' },
        })
        expectRefusedEmail(register, ['email'], `register ${JSON.stringify(email)}`)
      }
      expect(await snapshot(ctx)).toEqual(before)
    })

    it('ADMIN_EMAIL with such characters is refused at start', () => {
      for (const email of ["admin'x@example.com", 'admin%0a@example.com'])
        expect(() => loadConfig({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'a long enough passphrase', DATA_DIR: tmpdir() })).toThrow(
          /ADMIN_EMAIL/,
        )
    })
  },
)
