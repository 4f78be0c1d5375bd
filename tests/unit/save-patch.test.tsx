import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react'
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
import { diffContent } from '../../src/engine/content-patch.ts'
import { ConflictError, useSaveBlock } from '../../src/engine/save-block.ts'
import { NotificationProvider } from '../../src/notifications/notifications.tsx'
import { TranslationProvider } from '../../src/i18n/translation.tsx'

const server = setupServer()
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: {} } } })
})
afterEach(() => {
  server.resetHandlers()
  cleanup()
})
afterAll(() => server.close())

const story = (id: string, en: string) => ({ id, title: { en, ar: en } })
const stored = { stories: [story('a', 'A'), story('b', 'B'), story('c', 'C')] }
const page: PageData = { slug: 'customer-stories', blocks: [{ id: 's1', block_type: 'STORIES', order: 2, version: 7, content: stored }] }
const mine = { stories: [{ id: 'a', title: { en: 'A mine', ar: 'A' } }, stored.stories[1], stored.stories[2]] }
// spec pages.md §4: the stories list's own words.
const messages = { loading: 'Updating story...', success: 'Story updated!', failure: 'Update failed.' }

let client: QueryClient
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  client.setQueryData(pageKey('customer-stories'), page)
  localStorage.setItem('accessToken', 'token')
})
const wrapper = ({ children }: { children: ReactNode }) => (
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
const save = () => {
  const { result } = renderHook(() => useSaveBlock(), { wrapper })
  act(() =>
    result.current.mutate({
      slug: 'customer-stories',
      blockId: 's1',
      content: mine,
      previous: stored,
      operations: diffContent(stored, mine),
      messages,
    }),
  )
  return { result }
}
const stories = () => client.getQueryData<PageData>(pageKey('customer-stories'))?.blocks[0]?.content.stories

describe('saving one story sends its change as a PATCH (JSON Patch, with the version)', () => {
  it("'Updating story...', then 'Story updated!'; only that story's operations travel", async () => {
    const bodies: unknown[] = []
    server.use(
      http.patch('/api/v1/pages/blocks/s1', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ id: 's1', version: 8 })
      }),
    )
    save()
    expect(await screen.findByText('Updating story...')).toBeInTheDocument()
    expect(await screen.findByText('Story updated!', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(bodies).toEqual([
      {
        version: 7,
        operations: [
          { op: 'test', path: '/stories/0/id', value: 'a' },
          { op: 'replace', path: '/stories/0/title/en', value: 'A mine' },
        ],
      },
    ])
    expect(client.getQueryData<PageData>(pageKey('customer-stories'))?.blocks[0]?.version).toBe(8)
  })

  it("a failure: 'Update failed.' alerted and shown, the previous stories back", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined)
    server.use(
      http.patch('/api/v1/pages/blocks/s1', () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 })),
    )
    save()
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Update failed.'))
    expect(screen.getByRole('alert')).toHaveTextContent('Update failed.')
    expect(stories()).toEqual(stored.stories)
    alert.mockRestore()
  })

  it('another editor saved a different story meanwhile: the edit is carried over to their version and sent again', async () => {
    const theirs = { stories: [stored.stories[0], stored.stories[1], story('c', 'C theirs')] }
    const bodies: { version: number }[] = []
    server.use(
      http.patch('/api/v1/pages/blocks/s1', async ({ request }) => {
        const body = (await request.json()) as { version: number }
        bodies.push(body)
        if (body.version === 7)
          return HttpResponse.json(
            {
              error: { code: 'STALE_VERSION', message: 'stale', details: { current: { ...page.blocks[0], version: 9, content: theirs } } },
            },
            { status: 409 },
          )
        return HttpResponse.json({ id: 's1', version: 10 })
      }),
    )
    save()
    expect(await screen.findByText('Story updated!', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(bodies.map((b) => b.version)).toEqual([7, 9])
    expect(stories()).toEqual([mine.stories[0], story('b', 'B'), story('c', 'C theirs')])
  })

  it('their version already holds the same change: the save ends there, nothing sent again', async () => {
    let patches = 0
    server.use(
      http.patch('/api/v1/pages/blocks/s1', () => {
        patches++
        return HttpResponse.json(
          { error: { code: 'STALE_VERSION', message: 'stale', details: { current: { ...page.blocks[0], version: 9, content: mine } } } },
          { status: 409 },
        )
      }),
    )
    save()
    expect(await screen.findByText('Story updated!', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(patches).toBe(1)
    expect(stories()).toEqual(mine.stories)
    expect(client.getQueryData<PageData>(pageKey('customer-stories'))?.blocks[0]?.version).toBe(9)
  })

  it('another editor changed the same story: nothing is sent again, the page shows theirs and the editor is asked to choose', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined)
    const theirs = { stories: [story('a', 'A theirs'), stored.stories[1], stored.stories[2]] }
    let patches = 0
    server.use(
      http.patch('/api/v1/pages/blocks/s1', () => {
        patches++
        return HttpResponse.json(
          { error: { code: 'STALE_VERSION', message: 'stale', details: { current: { ...page.blocks[0], version: 9, content: theirs } } } },
          { status: 409 },
        )
      }),
    )
    const { result } = save()
    expect(await screen.findByText('Someone else changed the same text. Choose which version to keep.')).toBeInTheDocument()
    expect(patches).toBe(1)
    expect(stories()).toEqual(theirs.stories)
    expect(client.getQueryData<PageData>(pageKey('customer-stories'))?.blocks[0]?.version).toBe(9)
    // The clash itself, for the editor's choice: the first story's English title.
    const error = result.current.error
    expect(error).toBeInstanceOf(ConflictError)
    expect((error as ConflictError).conflicts.map((c) => [c.key, c.mine, c.theirs])).toEqual([['stories.a.title.en', 'A mine', 'A theirs']])
    // Not a failure: no alert, nothing put back over their version.
    expect(alert).not.toHaveBeenCalled()
    alert.mockRestore()
  })
})
