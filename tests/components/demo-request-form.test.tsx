import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { Route, Routes } from 'react-router'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { parse } from 'zod/mini'
import { demoRequestSchema } from '../../src/blocks/demo-request/schema.ts'
import { forgetSiteConfig } from '../../src/api/site-config.ts'
import DemoRequest from '../../src/blocks/demo-request/demo-request.tsx'
import { renderWithProviders } from './render.tsx'

const EMAIL_SERVICE = 'https://api.emailjs.com/api/v1.0/email/send'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => forgetSiteConfig())
afterEach(() => {
  server.resetHandlers()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const content = parse(demoRequestSchema, {
  title: { en: 'See Totara Learn running your compliance programme', ar: 'شاهدوا Totara Learn تدير برنامج الامتثال لديكم' },
  secondaryLinkText: { en: 'Prefer to talk first? Contact our team', ar: 'تفضّلون الحديث أولًا؟ تواصلوا مع فريقنا' },
})

function renderForm(lng: 'en' | 'ar' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/solutions/totara-learn" element={<DemoRequest content={content} />} />
      <Route path="/success" element={<p>Thank you page</p>} />
    </Routes>,
    { route: '/solutions/totara-learn', lng },
  )
}

/** What reached the submissions API and the e-mail service. */
function serve({ api = 201, email = 200, emailText = 'OK' }: { api?: number; email?: number; emailText?: string } = {}) {
  const seen = { api: [] as unknown[], email: [] as unknown[] }
  server.use(
    http.get('/api/v1/config', () =>
      HttpResponse.json({ emailService: { serviceId: 'service_1', templateId: 'template_demo', publicKey: 'public-1' } }),
    ),
    http.post('/api/v1/submissions', async ({ request }) => {
      seen.api.push(await request.json())
      return api < 400
        ? HttpResponse.json({ id: 'sub-1' }, { status: api })
        : HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: api })
    }),
    http.post(EMAIL_SERVICE, async ({ request }) => {
      seen.email.push(await request.json())
      return new HttpResponse(emailText, { status: email })
    }),
  )
  return seen
}

const field = (name: string) => screen.getByLabelText(name, { exact: false })

describe('demo request form (spec §4–§5)', () => {
  it('a submit with errors marks all three fields touched, shows the spec’s messages and sends nothing', async () => {
    const seen = serve()
    const user = userEvent.setup()
    renderForm()
    await user.click(screen.getByRole('button', { name: 'Request my demo' }))
    expect(screen.getByText('Full name is required')).toBeInTheDocument()
    expect(screen.getByText('Email address is required')).toBeInTheDocument()
    expect(screen.getByText('Phone number is required')).toBeInTheDocument()
    expect(field('Full name')).toHaveAttribute('aria-invalid', 'true')
    expect(seen.api).toEqual([])
  })

  it('shows no message before a field is touched; on blur it validates, then on every change', async () => {
    serve()
    const user = userEvent.setup()
    renderForm()
    await user.type(field('Work e-mail'), 'noura')
    expect(screen.queryByText('Invalid email address')).toBeNull()
    await user.tab()
    expect(screen.getByText('Invalid email address')).toBeInTheDocument()
    await user.type(field('Work e-mail'), '@gulfbank.sa')
    expect(screen.queryByText('Invalid email address')).toBeNull()
    await user.clear(field('Work e-mail'))
    expect(screen.getByText('Email address is required')).toBeInTheDocument()
  })

  it('rejects an e-mail address with a space', async () => {
    serve()
    const user = userEvent.setup()
    renderForm()
    await user.type(field('Work e-mail'), 'noura @gulfbank.sa')
    await user.tab()
    expect(screen.getByText('Invalid email address')).toBeInTheDocument()
  })

  it('strips from the phone every character but digits, spaces, parentheses, hyphens and plus, and wants 7 to 15 of them', async () => {
    serve()
    const user = userEvent.setup()
    renderForm()
    await user.type(field('Phone number'), '+966 (11) 555-01a42#')
    expect(field('Phone number')).toHaveValue('+966 (11) 555-0142')
    await user.tab()
    // 18 characters: more than 15.
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument()
    await user.clear(field('Phone number'))
    await user.type(field('Phone number'), '123456')
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument()
    await user.type(field('Phone number'), '7')
    expect(screen.queryByText('Invalid phone number')).toBeNull()
  })

  it("sends: 'Sending...' with the button disabled, the request stored and e-mailed, then /success", async () => {
    const seen = serve()
    const user = userEvent.setup()
    let release: () => void = () => {}
    const gate = new Promise<void>((r) => (release = r))
    server.use(
      http.post('/api/v1/submissions', async ({ request }) => {
        seen.api.push(await request.json())
        await gate
        return HttpResponse.json({ id: 'sub-1' }, { status: 201 })
      }),
    )
    renderForm()
    await user.type(field('Full name'), 'Noura Al-Harbi')
    await user.type(field('Work e-mail'), 'noura@gulfbank.sa')
    await user.type(field('Phone number'), '+966 11 555 0142')
    await user.click(screen.getByRole('button', { name: 'Request my demo' }))
    const busy = await screen.findByRole('button', { name: 'Sending...' })
    expect(busy).toBeDisabled()
    release()
    expect(await screen.findByText('Thank you page')).toBeInTheDocument()
    expect(seen.api).toEqual([
      {
        form: 'demo-request',
        data: { fullName: 'Noura Al-Harbi', email: 'noura@gulfbank.sa', phone: '+966 11 555 0142' },
        language: 'en',
        page: '/',
      },
    ])
    await waitFor(() => expect(seen.email).toHaveLength(1))
    expect(seen.email[0]).toMatchObject({ service_id: 'service_1', template_id: 'template_demo', user_id: 'public-1' })
  })

  it('when neither the API nor the e-mail service take it: an alert with the provider’s text, and the form is back', async () => {
    serve({ api: 503, email: 400, emailText: 'The template ID is invalid' })
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    const user = userEvent.setup()
    renderForm()
    await user.type(field('Full name'), 'Noura Al-Harbi')
    await user.type(field('Work e-mail'), 'noura@gulfbank.sa')
    await user.type(field('Phone number'), '0501234567')
    await user.click(screen.getByRole('button', { name: 'Request my demo' }))
    await waitFor(() => expect(alert).toHaveBeenCalledWith('The template ID is invalid'))
    expect(screen.getByRole('button', { name: 'Request my demo' })).toBeEnabled()
    expect(screen.queryByText('Thank you page')).toBeNull()
  })

  it('shows the consent with the privacy policy link and the secondary link (default /contact)', () => {
    serve()
    renderForm()
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy')
    expect(screen.getByRole('link', { name: 'Prefer to talk first? Contact our team' })).toHaveAttribute('href', '/contact')
  })

  it('in Arabic: the messages are translated', async () => {
    serve()
    const user = userEvent.setup()
    renderForm('ar')
    await user.click(screen.getByRole('button', { name: 'أرسلوا الطلب' }))
    expect(screen.getByText('يُرجى إدخال رقم الهاتف')).toBeInTheDocument()
  })
})
