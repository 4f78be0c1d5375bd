import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { Route, Routes, useLocation } from 'react-router'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { EditGuard } from '../../src/app/edit-guard.tsx'
import { initialMode, redirectTarget } from '../../src/pages/login/login-modes.ts'
import LoginPage from '../../src/pages/login/login-page.tsx'
import { renderWithProviders } from './render.tsx'

const ERROR_TEXT = 'Failed to log in. Please check your credentials.'
const TOKEN = 'Abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE'
const HINT = 'At least 8 characters with uppercase, lowercase, a number and a special character (! @ # $ % ^ *)'

const loginCalls: { email: unknown; password: unknown }[] = []
const server = setupServer(
  http.get('/api/v1/pages/header', () => HttpResponse.json({ slug: 'header', blocks: [] })),
  http.post('/api/v1/auth/login', async ({ request }) => {
    const body = (await request.json()) as { email: string; password: string }
    loginCalls.push(body)
    if (body.password !== 'correct-horse')
      return HttpResponse.json({ error: { code: 'INVALID_CREDENTIALS', message: 'Wrong email or password.' } }, { status: 401 })
    return HttpResponse.json({ access_token: 'access-1', refresh_token: 'refresh-1' })
  }),
)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  localStorage.clear()
  loginCalls.length = 0
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function Where({ name }: { name: string }) {
  const location = useLocation()
  return (
    <p>
      {name} at {location.pathname + location.search}
    </p>
  )
}

/** The login route next to two guarded pages, as in the app's router. */
function renderLogin(route = '/login') {
  return renderWithProviders(
    <Routes>
      <Route path="/login/*" element={<LoginPage />} />
      <Route
        path="/"
        element={
          <EditGuard>
            <Where name="Home page" />
          </EditGuard>
        }
      />
      <Route
        path="/about"
        element={
          <EditGuard>
            <Where name="About page" />
          </EditGuard>
        }
      />
    </Routes>,
    { route },
  )
}

const passwordInput = () => screen.getByLabelText('Password')

describe('Login page — login mode', () => {
  it('has a required email field of type email prefilled with a sample address, and a required password', () => {
    renderLogin()
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument()
    const email = screen.getByLabelText('Email address')
    expect(email).toHaveAttribute('type', 'email')
    expect(email).toBeRequired()
    expect(email).toHaveValue('admin@example.com')
    expect(passwordInput()).toBeRequired()
    expect(passwordInput()).toHaveAttribute('type', 'password')
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('type', 'submit')
  })

  it('sets the document title', async () => {
    renderLogin()
    await waitFor(() => expect(document.title).toBe('Log in - Lumora Learning'))
  })

  it('on success stores both tokens in local storage and goes to /', async () => {
    const user = userEvent.setup()
    renderLogin()
    await user.type(passwordInput(), 'correct-horse')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('Home page at /')).toBeInTheDocument()
    expect(loginCalls).toEqual([{ email: 'admin@example.com', password: 'correct-horse' }])
    expect(localStorage.getItem('accessToken')).toBe('access-1')
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1')
  })

  it('on success returns to the page the edit guard remembered (state.from)', async () => {
    const user = userEvent.setup()
    // Not an administrator: the edit guard sends /about?edit=true to /login and remembers it.
    renderLogin('/about?edit=true')
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Email address'))
    await user.type(screen.getByLabelText('Email address'), 'editor@lumora.example')
    await user.type(passwordInput(), 'correct-horse')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('About page at /about?edit=true')).toBeInTheDocument()
    expect(loginCalls).toEqual([{ email: 'editor@lumora.example', password: 'correct-horse' }])
  })

  it('on failure shows the exact error in an alert above the options row and stores nothing', async () => {
    const user = userEvent.setup()
    renderLogin()
    await user.type(passwordInput(), 'wrong')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(ERROR_TEXT)
    expect(alert.textContent).toBe(ERROR_TEXT)
    expect(alert).toHaveClass('login-form__error')
    const forgot = screen.getByRole('button', { name: 'Forgot password?' })
    // The alert comes before the options row in the form.
    expect(alert.compareDocumentPosition(forgot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(alert.nextElementSibling).toBe(forgot.parentElement)
    expect(localStorage.getItem('accessToken')).toBeNull()
    expect(localStorage.getItem('refreshToken')).toBeNull()
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled()
  })

  it.each([
    ['a network failure', () => HttpResponse.error()],
    ['a server error', () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'Boom' } }, { status: 500 })],
    ['too many attempts', () => HttpResponse.json({ error: { code: 'RATE_LIMITED', message: 'Later' } }, { status: 429 })],
    ['an answer without tokens', () => HttpResponse.json({})],
  ])('treats %s as a failed login', async (_name, answer) => {
    server.use(http.post('/api/v1/auth/login', answer))
    const user = userEvent.setup()
    renderLogin()
    await user.type(passwordInput(), 'correct-horse')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_TEXT)
    expect(localStorage.getItem('accessToken')).toBeNull()
  })

  it("shows the busy label 'Logging in...' while the call is pending", async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    server.use(
      http.post('/api/v1/auth/login', async () => {
        await gate
        return HttpResponse.json({ access_token: 'a', refresh_token: 'r' })
      }),
    )
    const user = userEvent.setup()
    renderLogin()
    await user.type(passwordInput(), 'correct-horse')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    const busy = await screen.findByRole('button', { name: 'Logging in...' })
    expect(busy).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument()
    await act(async () => release())
    expect(await screen.findByText('Home page at /')).toBeInTheDocument()
  })

  it('does not send the form without a password', async () => {
    const user = userEvent.setup()
    renderLogin()
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(passwordInput()).toBeInvalid()
    expect(loginCalls).toEqual([])
  })
})

describe('Login page — other modes', () => {
  it('forgotPassword → resetSuccess (no call) → Done → login', async () => {
    const requests: string[] = []
    const record = ({ request }: { request: Request }) => {
      requests.push(`${request.method} ${new URL(request.url).pathname}`)
    }
    server.events.on('request:start', record)
    const user = userEvent.setup()
    renderLogin()
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toHaveFocus()
    expect(screen.getByLabelText('Email address')).toHaveValue('admin@example.com')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument()
    server.events.removeListener('request:start', record)
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual([])
  })

  it("'Back' returns from forgotPassword to login", async () => {
    const user = userEvent.setup()
    renderLogin()
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }))
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument()
    expect(screen.getByLabelText('Password')).toBeInTheDocument()
  })

  it('/login/create-new-password/{token} starts in createNewPassword with the hint; the link sets the password → updateSuccess → Log in → login', async () => {
    const sent: unknown[] = []
    server.use(
      http.get('/api/v1/auth/password-links/:token', () =>
        HttpResponse.json({ state: 'valid', email: 'nour@example.com', expires_at: '2027-01-01T00:00:00.000Z' }),
      ),
      http.post('/api/v1/auth/password-links/:token', async ({ request, params }) => {
        sent.push({ token: params.token, ...((await request.json()) as object) })
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const user = userEvent.setup()
    renderLogin(`/login/create-new-password/${TOKEN}`)
    expect(screen.getByRole('heading', { level: 1, name: 'Create a new password' })).toBeInTheDocument()
    expect(await screen.findByText('Account: nour@example.com')).toBeInTheDocument()
    // The symbols are set apart in a left-to-right <bdi>: the paragraph as a whole reads the spec's text.
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === HINT)).toBeInTheDocument()
    const password = screen.getByLabelText('New password')
    expect(password).toHaveAccessibleDescription(HINT)
    await user.type(password, 'a long enough passphrase')
    await user.type(screen.getByLabelText('Confirm new password'), 'a long enough passphrase')
    await user.click(screen.getByRole('button', { name: 'Update password' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Password updated' })).toBeInTheDocument()
    expect(sent).toEqual([{ token: TOKEN, password: 'a long enough passphrase' }])
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument()
    expect(loginCalls).toEqual([])
  })

  it('shows the server’s refusal of a weak password, and a mismatch before any call', async () => {
    let calls = 0
    server.use(
      http.get('/api/v1/auth/password-links/:token', () => HttpResponse.json({ state: 'valid', email: 'a@example.com', expires_at: 'x' })),
      http.post('/api/v1/auth/password-links/:token', () => {
        calls++
        return HttpResponse.json({ error: { code: 'WEAK_PASSWORD', message: 'Passwords have at least 12 characters.' } }, { status: 400 })
      }),
    )
    const user = userEvent.setup()
    renderLogin(`/login/create-new-password/${TOKEN}`)
    await user.type(screen.getByLabelText('New password'), 'short')
    await user.type(screen.getByLabelText('Confirm new password'), 'shorter')
    await user.click(screen.getByRole('button', { name: 'Update password' }))
    expect(screen.getByRole('alert')).toHaveTextContent('The two passwords are not the same.')
    expect(calls).toBe(0)
    await user.clear(screen.getByLabelText('Confirm new password'))
    await user.type(screen.getByLabelText('Confirm new password'), 'short')
    await user.click(screen.getByRole('button', { name: 'Update password' }))
    expect(await screen.findByText('Passwords have at least 12 characters.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Create a new password' })).toBeInTheDocument()
  })

  it.each([
    ['used', 'This link has been used already.'],
    ['expired', 'This link has expired: links work for 24 hours.'],
  ])('says so at once for a %s link', async (state, heading) => {
    server.use(http.get('/api/v1/auth/password-links/:token', () => HttpResponse.json({ state, expires_at: 'x' })))
    renderLogin(`/login/create-new-password/${TOKEN}`)
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    expect(screen.getByText('Ask an administrator for a new link.')).toBeInTheDocument()
    expect(screen.queryByLabelText('New password')).toBeNull()
  })

  it('refuses a create-new-password address without a link', async () => {
    const user = userEvent.setup()
    renderLogin('/login/create-new-password')
    await user.type(screen.getByLabelText('New password'), 'a long enough passphrase')
    await user.type(screen.getByLabelText('Confirm new password'), 'a long enough passphrase')
    await user.click(screen.getByRole('button', { name: 'Update password' }))
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid.')
  })

  it('switches the interface to Arabic', async () => {
    const user = userEvent.setup()
    const { i18n } = renderLogin()
    const arabic = screen.getByRole('button', { name: 'العربية' })
    expect(arabic).toHaveAttribute('aria-pressed', 'false')
    await user.click(arabic)
    expect(await screen.findByRole('heading', { level: 1, name: 'مرحبًا بعودتك' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'العربية' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument()
    expect(i18n.language).toBe('ar')
  })

  it('renders in Arabic from the start', () => {
    renderWithProviders(<LoginPage />, { route: '/login/create-new-password', lng: 'ar' })
    expect(screen.getByRole('heading', { level: 1, name: 'إنشاء كلمة مرور جديدة' })).toBeInTheDocument()
    expect(screen.getByLabelText('كلمة المرور الجديدة')).toHaveAccessibleDescription(
      '8\u00A0أحرف على الأقل، تشمل حرفًا إنجليزيًا كبيرًا وحرفًا صغيرًا ورقمًا ورمزًا خاصًا (! @ # $ % ^ *)',
    )
  })
})

describe('login helpers', () => {
  it('starts in createNewPassword for a path containing /create-new-password', () => {
    expect(initialMode('/login/create-new-password')).toBe('createNewPassword')
    expect(initialMode('/login/x/create-new-password/abc')).toBe('createNewPassword')
    expect(initialMode('/login')).toBe('login')
    expect(initialMode('/login/anything')).toBe('login')
  })

  it('redirects only to paths of this site', () => {
    expect(redirectTarget('/about?edit=true#x')).toBe('/about?edit=true#x')
    expect(redirectTarget(undefined)).toBe('/')
    expect(redirectTarget('//evil.example/')).toBe('/')
    expect(redirectTarget('https://evil.example/')).toBe('/')
    expect(redirectTarget('/login')).toBe('/')
    expect(redirectTarget('/login/create-new-password')).toBe('/')
  })
})
