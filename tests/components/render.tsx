import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, type RenderResult, render } from '@testing-library/react'
import i18next, { type i18n as I18n, type Resource } from 'i18next'
import type { ReactElement, ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { afterEach, type Mock, vi } from 'vitest'
import { schemaForType } from '../../schemas/blocks/index.ts'
import { httpContentStore } from '../../src/api/content-store.ts'
import type { BlockData } from '../../src/api/types.ts'
import { blocks, frameBlocks } from '../../registry/index.ts'
import { AuthProvider } from '../../src/auth/auth-provider.tsx'
import { BlockContext, type BlockContextValue } from '../../src/engine/block-context.tsx'
import { type EditorHostApi, EditorHostContext } from '../../src/engine/editor-host-context.tsx'
import type { ContentStore } from '../../src/engine/content-store.ts'
import { EngineProvider, type Registry } from '../../src/engine/engine-context.tsx'
import { isolateFormatter } from '../../src/i18n/isolate.ts'
import { NotificationProvider } from '../../src/notifications/notifications.tsx'
import { CurrentPathProvider } from '../../src/widgets/current-path.tsx'

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => cleanup())

/**
 * jsdom has no IntersectionObserver (reveals and late media watch with one): everything observed
 * counts as fully in view at once.
 */
if (typeof globalThis.IntersectionObserver === 'undefined') {
  class InViewObserver {
    readonly root = null
    readonly rootMargin = '0px'
    readonly thresholds = [0]
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      const rect = target.getBoundingClientRect()
      const entry = {
        target,
        isIntersecting: true,
        intersectionRatio: 1,
        boundingClientRect: rect,
        intersectionRect: rect,
        rootBounds: null,
        time: 0,
      }
      this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver)
    }
    unobserve() {}
    disconnect() {}
    takeRecords(): IntersectionObserverEntry[] {
      return []
    }
  }
  globalThis.IntersectionObserver = InViewObserver as unknown as typeof IntersectionObserver
}

/** jsdom has no matchMedia (the reduced-motion hook reads it): no media query matches. */
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList
}

/**
 * jsdom has no ResizeObserver (a slider watches its strip with one). Like a browser's, it reports
 * each element once when it starts observing it (after layout: a task later); nothing resizes after.
 */
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    private live = true
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      setTimeout(() => {
        if (!this.live) return
        const rect = target.getBoundingClientRect()
        this.callback([{ target, contentRect: rect } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver)
      })
    }
    unobserve() {}
    disconnect() {
      this.live = false
    }
  } as unknown as typeof ResizeObserver
}

import arEditor from '../../public/locales/ar/editor.json'
import ar from '../../public/locales/ar/translation.json'
import enEditor from '../../public/locales/en/editor.json'
import en from '../../public/locales/en/translation.json'
import { EDITOR_NS } from '../../src/i18n/editor-strings.ts'
import { TranslationProvider } from '../../src/i18n/translation.tsx'

/**
 * The product's own interface translations, as served at /locales/{lng}/{ns}.json: the visitors'
 * strings and the editor's (src/i18n/editor-strings.ts), both at hand.
 */
export function buildResources(): Resource {
  return { en: { translation: en, [EDITOR_NS]: enEditor }, ar: { translation: ar, [EDITOR_NS]: arEditor } }
}

/** A fresh i18next instance, ready at once (no backend, no detection). */
export function createTestI18n(lng = 'en'): I18n {
  const instance = i18next.createInstance()
  void instance
    .use(initReactI18next)
    .use(isolateFormatter)
    .init({
      lng,
      fallbackLng: 'en',
      supportedLngs: ['en', 'ar'],
      resources: buildResources(),
      fallbackNS: [EDITOR_NS],
      initAsync: false,
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      react: { useSuspense: false },
    })
  return instance
}

export interface RenderOptions {
  route?: string
  admin?: boolean
  /** Signed in with this role (issue 27): the access token carries it as a claim. */
  role?: 'editor' | 'translator'
  lng?: 'en' | 'ar'
  /** The block registry the engine is handed; the product's own unless a test brings a fake one. */
  registry?: Registry
  /** A query client holding what the test needs already read; a fresh one otherwise. */
  client?: QueryClient
  /** Where the engine reads and saves content: the HTTP API (answered by a test's msw handlers) unless a test brings an in-memory one. */
  store?: ContentStore
}

export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })

export interface AppProvidersProps {
  route?: string
  client: QueryClient
  i18n: I18n
  registry?: Registry
  store: ContentStore
  children: ReactNode
}

/** The app's providers around `children`: router, query client, i18n, notifications, auth and the engine. */
export function AppProviders({ route = '/', client, i18n, registry = blocks, store, children }: AppProvidersProps) {
  return (
    <MemoryRouter initialEntries={[route]}>
      <CurrentPathProvider>
        <QueryClientProvider client={client}>
          <I18nextProvider i18n={i18n}>
            <TranslationProvider>
              <NotificationProvider>
                <AuthProvider>
                  <EngineProvider registry={registry} store={store} frame={frameBlocks}>
                    {children}
                  </EngineProvider>
                </AuthProvider>
              </NotificationProvider>
            </TranslationProvider>
          </I18nextProvider>
        </QueryClientProvider>
      </CurrentPathProvider>
    </MemoryRouter>
  )
}

/** Renders `ui` inside the app's providers: router, query client, notifications, auth and i18n. */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    admin = false,
    role,
    lng = 'en',
    registry = blocks,
    client = testQueryClient(),
    store = httpContentStore,
  }: RenderOptions = {},
): RenderResult & { i18n: I18n } {
  if (role) localStorage.setItem('accessToken', `h.${btoa(JSON.stringify({ role })).replace(/=+$/, '')}.s`)
  else if (admin) localStorage.setItem('accessToken', 'test-access-token')
  else localStorage.removeItem('accessToken')
  const i18n = createTestI18n(lng)
  const result = render(
    <AppProviders route={route} client={client} i18n={i18n} registry={registry} store={store}>
      {ui}
    </AppProviders>,
  )
  return { ...result, i18n }
}

function Nothing() {
  return null
}

export type FakeEditorHost = EditorHostApi & {
  open: Mock<EditorHostApi['open']>
  commit: Mock<EditorHostApi['commit']>
  /** The product's questions: answers null (no) unless a test says otherwise. */
  ask: Mock<NonNullable<EditorHostApi['ask']>>
}

/** An editor host whose calls are recorded, for edit-mode tests. */
export function fakeEditorHost(): FakeEditorHost {
  return {
    open: vi.fn<EditorHostApi['open']>(),
    commit: vi.fn<EditorHostApi['commit']>(),
    ask: vi.fn<NonNullable<EditorHostApi['ask']>>(() => Promise.resolve(null)),
    EmptySlot: Nothing,
    PageTools: Nothing,
  }
}

export interface WithBlockOptions {
  editing?: boolean
  /** Block type (a registry key); its schema is put in the context. */
  type?: string
  slug?: string
  host?: EditorHostApi
}

/**
 * Wraps a block component in its BlockContext (and an editor host when given):
 * `renderWithProviders(withBlock(content, { editing: true, host })(<Header content={content} />))`.
 */
export function withBlock(content: object, { editing = false, type = 'text', slug = 'test', host }: WithBlockOptions = {}) {
  const block: BlockData = {
    id: `${type}-block`,
    block_type: type.toUpperCase(),
    order: 1,
    content: content as Record<string, unknown>,
    version: 1,
  }
  const schema = schemaForType(type)
  if (!schema) throw new Error(`No schema for block type '${type}'`)
  const ctx: BlockContextValue = { slug, block, schema, content: content as Record<string, unknown>, editing, hidden: [] }
  return (ui: ReactNode): ReactElement => {
    const inner = <BlockContext.Provider value={ctx}>{ui}</BlockContext.Provider>
    return host ? <EditorHostContext.Provider value={host}>{inner}</EditorHostContext.Provider> : inner
  }
}
