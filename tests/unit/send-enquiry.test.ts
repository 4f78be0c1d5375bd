import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { EnquiryError, sendEnquiry } from '../../src/api/send-enquiry.ts'
import { forgetSiteConfig } from '../../src/api/site-config.ts'
import type { SubmissionInput } from '../../src/api/submissions.ts'

const EMAIL_SERVICE = 'https://api.emailjs.com/api/v1.0/email/send'
const emailService = { serviceId: 'service_lumora', templateId: 'template_enquiry', publicKey: 'public-key-1' }

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => forgetSiteConfig())
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const contact: SubmissionInput = {
  form: 'contact',
  data: {
    fullName: 'Noura Al-Harbi',
    companyName: 'Gulf Energy',
    email: 'noura@example.com',
    phone: '',
    service: 'LMS',
    inquiry: 'A demo, please',
  },
  language: 'en',
  page: '/contact',
}

/** Records what reached the API and the e-mail service. */
function serve(opts: { api: number | 'network'; email: number | 'network'; configured?: boolean; emailText?: string }) {
  const seen = { api: [] as Request[], email: [] as unknown[] }
  server.use(
    http.get('/api/v1/config', () => HttpResponse.json({ emailService: opts.configured === false ? null : emailService })),
    http.post('/api/v1/submissions', ({ request }) => {
      seen.api.push(request.clone())
      if (opts.api === 'network') return HttpResponse.error()
      if (opts.api >= 400)
        return HttpResponse.json(
          { error: { code: opts.api === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'INTERNAL', message: 'no' } },
          { status: opts.api },
        )
      return HttpResponse.json({ id: 'sub-1' }, { status: opts.api })
    }),
    http.post(EMAIL_SERVICE, async ({ request }) => {
      seen.email.push(await request.json())
      if (opts.email === 'network') return HttpResponse.error()
      return new HttpResponse(opts.emailText ?? 'OK', { status: opts.email })
    }),
  )
  return seen
}

describe('sending an enquiry: stored by the API and sent by the e-mail service', () => {
  it('sends the form values to both, with the e-mail service settings the server handed out', async () => {
    const seen = serve({ api: 201, email: 200 })
    await sendEnquiry(contact)
    expect(await seen.api[0]?.json()).toEqual({ form: 'contact', data: contact.data, language: 'en', page: '/contact' })
    expect(seen.email[0]).toMatchObject({
      service_id: 'service_lumora',
      template_id: 'template_enquiry',
      user_id: 'public-key-1',
      template_params: { ...contact.data, form: 'contact', page: '/contact' },
    })
  })

  it('is a success when the API stored it, though the e-mail service failed', async () => {
    const seen = serve({ api: 201, email: 500, emailText: 'Service unavailable' })
    await expect(sendEnquiry(contact)).resolves.toBeUndefined()
    expect(seen.email).toHaveLength(1)
  })

  it('is a success when the API stored it and no e-mail service is configured (nothing is sent to it)', async () => {
    const seen = serve({ api: 201, email: 200, configured: false })
    await expect(sendEnquiry(contact)).resolves.toBeUndefined()
    expect(seen.email).toHaveLength(0)
  })

  it('is a success when the API is unreachable but the e-mail went out', async () => {
    serve({ api: 'network', email: 200 })
    await expect(sendEnquiry(contact)).resolves.toBeUndefined()
  })

  it("fails with the provider's text when neither worked", async () => {
    serve({ api: 503, email: 400, emailText: 'The Public Key is invalid.' })
    await expect(sendEnquiry(contact)).rejects.toEqual(new EnquiryError('The Public Key is invalid.'))
  })

  it('fails without a text when both were unreachable', async () => {
    serve({ api: 'network', email: 'network' })
    const error = await sendEnquiry(contact).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(EnquiryError)
    expect((error as EnquiryError).providerText).toBeNull()
  })

  it("stops at the API's refusal and sends no e-mail", async () => {
    const seen = serve({ api: 415, email: 200 })
    const error = await sendEnquiry(contact).catch((e: unknown) => e)
    expect((error as EnquiryError).code).toBe('UNSUPPORTED_MEDIA_TYPE')
    expect(seen.email).toHaveLength(0)
  })

  it('sends an application with its attachment as multipart: the JSON payload and the file', async () => {
    const seen = serve({ api: 201, email: 200 })
    const file = new File(['%PDF-1.7 cv'], 'cv.pdf', { type: 'application/pdf' })
    await sendEnquiry({
      form: 'application',
      data: { fullName: 'Omar', email: 'omar@example.com', coverLetter: '' },
      attachment: file,
      language: 'ar',
      page: '/vacancy-details/x',
    })
    const body = await seen.api[0]?.formData()
    expect(JSON.parse(String(body?.get('payload')))).toMatchObject({ form: 'application', language: 'ar' })
    // jsdom's File does not survive Node's fetch whole; the browser tests check the stored file itself.
    expect(body?.has('attachment')).toBe(true)
    expect(seen.email[0]).toMatchObject({ template_params: { attachment: 'cv.pdf', fullName: 'Omar' } })
  })
})
