import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiFetch, setAuthLostHandler } from '../../src/api/client.ts'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => localStorage.clear())

describe('token refresh (spec §4: concurrent requests wait for the single refresh in progress)', () => {
  it('three concurrent 401s cause exactly one refresh call, then each request is retried once', async () => {
    localStorage.setItem('accessToken', 'old-access')
    localStorage.setItem('refreshToken', 'old-refresh')
    let refreshCalls = 0
    const seen: string[] = []
    server.use(
      http.post('/api/v1/auth/token/refresh', async ({ request }) => {
        refreshCalls++
        expect(await request.json()).toEqual({ refresh_token: 'old-refresh' })
        await new Promise((r) => setTimeout(r, 30))
        return HttpResponse.json({ access_token: 'new-access', refresh_token: 'new-refresh' })
      }),
      http.get('/api/v1/thing/:n', ({ request, params }) => {
        const auth = request.headers.get('authorization')
        seen.push(`${params.n}:${auth}`)
        return auth === 'Bearer new-access' ? HttpResponse.json({ n: params.n }) : HttpResponse.json({}, { status: 401 })
      }),
    )
    const results = await Promise.all([1, 2, 3].map((n) => apiFetch<{ n: string }>(`/v1/thing/${n}`)))
    expect(results.map((r) => r.n)).toEqual(['1', '2', '3'])
    expect(refreshCalls).toBe(1)
    expect(seen.filter((s) => s.endsWith('Bearer new-access'))).toHaveLength(3)
    expect(localStorage.getItem('accessToken')).toBe('new-access')
    expect(localStorage.getItem('refreshToken')).toBe('new-refresh')
  })

  it('no refresh token: the access token is removed and the visitor goes to /login', async () => {
    localStorage.setItem('accessToken', 'old-access')
    const lost = vi.fn()
    setAuthLostHandler(lost)
    server.use(http.get('/api/v1/thing', () => HttpResponse.json({ error: { code: 'UNAUTHORIZED', message: 'no' } }, { status: 401 })))
    await expect(apiFetch('/v1/thing')).rejects.toMatchObject({ status: 401 })
    expect(localStorage.getItem('accessToken')).toBeNull()
    expect(lost).toHaveBeenCalledTimes(1)
  })

  it('a failed refresh clears both tokens and goes to /login', async () => {
    localStorage.setItem('accessToken', 'old-access')
    localStorage.setItem('refreshToken', 'spent')
    const lost = vi.fn()
    setAuthLostHandler(lost)
    server.use(
      http.get('/api/v1/thing', () => HttpResponse.json({}, { status: 401 })),
      http.post('/api/v1/auth/token/refresh', () => HttpResponse.json({}, { status: 401 })),
    )
    await expect(apiFetch('/v1/thing')).rejects.toMatchObject({ status: 401 })
    expect(localStorage.getItem('accessToken')).toBeNull()
    expect(localStorage.getItem('refreshToken')).toBeNull()
    expect(lost).toHaveBeenCalledTimes(1)
  })
})
