import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react'
import i18n from 'i18next'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import type { ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { httpContentStore } from '../../src/api/content-store.ts'
import { pageKey } from '../../src/api/get-page.ts'
import type { PageData } from '../../src/api/types.ts'
import { EngineProvider } from '../../src/engine/engine-context.tsx'
import { useSaveBlock } from '../../src/engine/save-block.ts'
import { NotificationProvider, useNotify } from '../../src/notifications/notifications.tsx'
import { TranslationProvider } from '../../src/i18n/translation.tsx'

function Probe() {
  const notify = useNotify()
  const go = () => {
    notify.show({ type: 'success', message: 'Done!' })
    notify.show({ type: 'loading', message: 'Working', progress: 10 })
  }
  return (
    <button type="button" onClick={go}>
      go
    </button>
  )
}

const server = setupServer()
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: {} } } })
})
afterEach(() => {
  server.resetHandlers()
  vi.useRealTimers()
})
afterAll(() => server.close())

const page: PageData = {
  slug: 'about',
  blocks: [{ id: 'b1', block_type: 'HERO', order: 1, version: 4, content: { title: { en: 'Old', ar: 'قديم' } } }],
}
let client: QueryClient
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  client.setQueryData(pageKey('about'), page)
  localStorage.setItem('accessToken', 'token')
})

function wrapper({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <TranslationProvider>
        <QueryClientProvider client={client}>
          <NotificationProvider>
            <EngineProvider registry={{}} store={httpContentStore}>
              {children}
            </EngineProvider>
          </NotificationProvider>
        </QueryClientProvider>
      </TranslationProvider>
    </I18nextProvider>
  )
}

const next = { title: { en: 'New', ar: 'جديد' } }

/** Lets the request, React and react-query's zero-delay timers run until `done()`; the clock stands still. */
async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i++)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0)
      await new Promise((r) => setImmediate(r))
    })
  expect(done()).toBe(true)
}
const titleOf = () => client.getQueryData<PageData>(pageKey('about'))?.blocks[0]?.content.title

describe('the save pipeline (spec §4 Saving edits)', () => {
  it('shows the change at once, PUTs it with the version, then reports 30 → 70 → success after 300 ms', async () => {
    let body: unknown
    let release: () => void = () => undefined
    const held = new Promise<void>((r) => {
      release = r
    })
    server.use(
      http.put('/api/v1/pages/blocks/b1', async ({ request }) => {
        body = await request.json()
        await held
        return HttpResponse.json({ ...page.blocks[0], version: 5, content: next })
      }),
    )
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const progress = () => screen.queryByRole('progressbar')?.getAttribute('aria-valuenow')
    const { result } = renderHook(() => useSaveBlock(), { wrapper })
    act(() => result.current.mutate({ slug: 'about', blockId: 'b1', content: next, previous: page.blocks[0]!.content }))
    await until(() => screen.queryByText('Saving changes...') !== null)
    expect(titleOf()).toEqual(next.title)
    expect(progress()).toBe('30')
    release()
    await until(() => progress() === '70')
    // spec §4: success 300 ms after the 70 step, not before.
    await act(() => vi.advanceTimersByTimeAsync(299))
    expect(progress()).toBe('70')
    expect(screen.queryByText('Changes saved successfully!')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(screen.getByText('Changes saved successfully!')).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(body).toEqual({ type: 'HERO', content: next, version: 4 })
    expect(client.getQueryData<PageData>(pageKey('about'))?.blocks[0]?.version).toBe(5)
  })

  it('a failed save restores the previous content and alerts "Failed to save changes."', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined)
    server.use(http.put('/api/v1/pages/blocks/b1', () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 })))
    const { result } = renderHook(() => useSaveBlock(), { wrapper })
    act(() => result.current.mutate({ slug: 'about', blockId: 'b1', content: next, previous: page.blocks[0]!.content }))
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to save changes.'))
    expect(titleOf()).toEqual({ en: 'Old', ar: 'قديم' })
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save changes.')
    alert.mockRestore()
  })
})

describe("a block's own action saves with its own words (spec §8: 'New partner added!', 'Failed to add partner.')", () => {
  const messages = { success: 'New partner added!', failure: 'Failed to add partner.' }
  // Earlier tests' notifications stay mounted (no automatic cleanup without vitest globals).
  beforeEach(() => cleanup())

  it('reports the success in those words', async () => {
    server.use(http.put('/api/v1/pages/blocks/b1', () => HttpResponse.json({ ...page.blocks[0], version: 5, content: next })))
    const { result } = renderHook(() => useSaveBlock(), { wrapper })
    act(() => result.current.mutate({ slug: 'about', blockId: 'b1', content: next, previous: page.blocks[0]!.content, messages }))
    expect(await screen.findByText('New partner added!', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.queryByText('Changes saved successfully!')).toBeNull()
  })

  it('and the failure: alert and notification, the previous content restored', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined)
    server.use(http.put('/api/v1/pages/blocks/b1', () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 })))
    const { result } = renderHook(() => useSaveBlock(), { wrapper })
    act(() => result.current.mutate({ slug: 'about', blockId: 'b1', content: next, previous: page.blocks[0]!.content, messages }))
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to add partner.'))
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to add partner.')
    expect(titleOf()).toEqual({ en: 'Old', ar: 'قديم' })
    alert.mockRestore()
  })
})

describe('notifications (spec §4: success and error dismiss after 4 seconds; a click dismisses any)', () => {
  it('dismisses success after 4000 ms and loading only on click', async () => {
    vi.useFakeTimers()
    render(<Probe />, { wrapper })
    act(() => screen.getByText('go').click())
    expect(screen.getByText('Done!')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(3999))
    expect(screen.getByText('Done!')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Done!')).toBeNull()
    act(() => vi.advanceTimersByTime(60_000))
    expect(screen.getByText('Working')).toBeInTheDocument()
    act(() => screen.getByText('Working').click())
    expect(screen.queryByText('Working')).toBeNull()
    vi.useRealTimers()
  })
})
