import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { AuthProvider, useAuth } from '../../src/auth/auth-provider.tsx'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function LogOutButton() {
  const { logout } = useAuth()
  return (
    <button type="button" onClick={logout}>
      Log out
    </button>
  )
}

it('Log out ends the session on the server (its refresh token is sent to /v1/auth/logout), clears both tokens and goes to /login', async () => {
  localStorage.setItem('accessToken', 'access-1')
  localStorage.setItem('refreshToken', 'refresh-1')
  const sent: unknown[] = []
  server.use(
    http.post('/api/v1/auth/logout', async ({ request }) => {
      sent.push(await request.json())
      return new HttpResponse(null, { status: 204 })
    }),
  )
  render(
    <MemoryRouter initialEntries={['/about']}>
      <AuthProvider>
        <Routes>
          <Route path="/about" element={<LogOutButton />} />
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Log out' }))
  expect(await screen.findByText('Login page')).toBeInTheDocument()
  expect(localStorage.getItem('accessToken')).toBeNull()
  expect(localStorage.getItem('refreshToken')).toBeNull()
  await expect.poll(() => sent).toEqual([{ refresh_token: 'refresh-1' }])
})
