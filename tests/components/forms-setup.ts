import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { forgetSiteConfig } from '../../src/api/site-config.ts'

/** The e-mail service the forms send to (the product's real address; msw answers in tests). */
export const EMAIL_SERVICE = 'https://api.emailjs.com/api/v1.0/email/send'

export const server = setupServer()

/** What the API and the e-mail service received. */
export interface Seen {
  api: Request[]
  email: unknown[]
}

/**
 * The content API and the e-mail service as a test wants them: `api` and `email` are the status
 * to answer with, or 'network' for an unreachable service.
 */
export function serveForms(
  opts: { api?: number | 'network'; email?: number | 'network'; emailText?: string; gate?: Promise<void> } = {},
): Seen {
  const { api = 201, email = 200 } = opts
  const seen: Seen = { api: [], email: [] }
  server.use(
    http.get('/api/v1/config', () =>
      HttpResponse.json({ emailService: { serviceId: 'service_test', templateId: 'template_test', publicKey: 'pk_test' } }),
    ),
    http.post('/api/v1/submissions', async ({ request }) => {
      seen.api.push(request.clone())
      // The test decides when the API answers (to see the form while it is sending).
      await opts.gate
      if (api === 'network') return HttpResponse.error()
      if (api >= 400)
        return HttpResponse.json({ error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } }, { status: api })
      return HttpResponse.json({ id: 'sub-1' }, { status: api })
    }),
    http.post(EMAIL_SERVICE, async ({ request }) => {
      seen.email.push(await request.json())
      if (email === 'network') return HttpResponse.error()
      return new HttpResponse(opts.emailText ?? 'OK', { status: email })
    }),
  )
  return seen
}

/** A gate a test opens when it is done looking at the sending state. */
export function gate() {
  let open = () => undefined as void
  const closed = new Promise<void>((resolve) => {
    open = resolve
  })
  return { closed, open }
}

/** msw for the whole file, a fresh config read per test, and window.alert recorded. */
export function withFormServices() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(() => {
    forgetSiteConfig()
    vi.spyOn(window, 'alert').mockImplementation(() => undefined)
  })
  afterEach(() => {
    server.resetHandlers()
    vi.restoreAllMocks()
  })
  afterAll(() => server.close())
}
