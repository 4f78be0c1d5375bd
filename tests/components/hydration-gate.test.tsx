import { act, fireEvent, within } from '@testing-library/react'
import { type ReactNode, useEffect, useState } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { Link, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { object, string } from 'zod/mini'
import type { AnyBlockDefinition } from '../../src/engine/block-definition.ts'
import { BlockView } from '../../src/engine/block-view.tsx'
import { type HydrationGates, HydrationGatesContext, useGatesOpenOnRouteChange } from '../../src/engine/hydration-gate.tsx'
import { watchHydrationGates } from '../../src/engine/hydration-gates.ts'
import { memoryStore } from '../../src/engine/testing/memory-store.ts'
import { AppProviders, createTestI18n, testQueryClient } from './render.tsx'

/** A block that says whether its script runs (an effect) and counts clicks: what hydration gives it. */
function Probe({ content }: { content: { title: string } }) {
  const [ready, setReady] = useState(false)
  const [clicks, setClicks] = useState(0)
  useEffect(() => setReady(true), [])
  return (
    <section className="section" aria-label={content.title}>
      <p>{ready ? 'Script ready' : 'Server HTML'}</p>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Clicked {clicks} times
      </button>
      <Link to="/next">Next page</Link>
    </section>
  )
}
const probe: AnyBlockDefinition = { schema: object({ title: string() }) as never, component: Probe }

const block = (id: string, title: string) => ({ id, block_type: 'probe', order: 1, version: 1, content: { title } })

/** A gated block kept across pages (a source block two layouts draw), drawn again on each change of route. */
function Frame({ children }: { children: ReactNode }) {
  const location = useLocation()
  useGatesOpenOnRouteChange(location)
  return (
    <>
      {children}
      <BlockView slug="footer" block={block('footer', `Footer of ${location.pathname}`)} def={probe} editing={false} gate="footer" />
    </>
  )
}

function Page({ gates, belowTitle = 'Far below' }: { gates: HydrationGates | null; belowTitle?: string }) {
  return (
    <AppProviders client={testQueryClient()} i18n={createTestI18n('en')} registry={{ probe }} store={memoryStore()}>
      <HydrationGatesContext.Provider value={gates}>
        <Frame>
          <Routes>
            <Route
              path="/"
              element={
                <>
                  <BlockView slug="home" block={block('top', 'Hero')} def={probe} editing={false} gate="top" />
                  <BlockView slug="home" block={block('below', belowTitle)} def={probe} editing={false} gate="below" />
                </>
              }
            />
            <Route path="/next" element={<h1>Next page</h1>} />
          </Routes>
        </Frame>
      </HydrationGatesContext.Provider>
    </AppProviders>
  )
}

/** IntersectionObserver as the browser's, with the intersections the test says. */
const observed = new Map<Element, (entries: Partial<IntersectionObserverEntry>[]) => void>()
class FakeIntersectionObserver {
  constructor(private readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
  observe(element: Element) {
    observed.set(element, this.callback)
  }
  unobserve(element: Element) {
    observed.delete(element)
  }
  disconnect() {
    observed.clear()
  }
}
const scrollNear = (element: Element) => observed.get(element)?.([{ target: element, isIntersecting: true }])

let container: HTMLElement
const region = (name: string) => within(container).getByRole('region', { name })
const errors: unknown[] = []

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  // The hero is at the top of the screen; the other block two screens further down.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = this.closest('[data-block-gate="below"]')
      ? 3 * window.innerHeight
      : this.closest('[data-block-gate="footer"]')
        ? 5 * window.innerHeight
        : 0
    return { top, bottom: top + 400, left: 0, right: 400, width: 400, height: 400, x: 0, y: top, toJSON: () => ({}) }
  })
  container = document.createElement('div')
  container.innerHTML = renderToString(<Page gates={null} />)
  document.body.append(container)
  errors.length = 0
})
afterEach(() => {
  container.remove()
  observed.clear()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function hydrate(whenIdle?: (run: () => void) => void) {
  const gates = watchHydrationGates(container, whenIdle)
  let root: Root | undefined
  await act(async () => {
    root = hydrateRoot(container, <Page gates={gates} />, { onRecoverableError: (error) => errors.push(error) })
  })
  return { gates, root: root as Root }
}

describe('a server-rendered block far below the fold (HydrationGate)', () => {
  it('stays the server’s HTML until it comes within half a screen, then its script runs', async () => {
    await hydrate()
    expect(within(region('Hero')).getByText('Script ready')).toBeInTheDocument()
    const served = region('Far below')
    expect(within(served).getByText('Server HTML')).toBeInTheDocument()

    await act(async () => scrollNear(served))
    expect(within(region('Far below')).getByText('Script ready')).toBeInTheDocument()
    // Hydrated, not drawn again: the server's element is the one that now runs.
    expect(region('Far below')).toBe(served)
    expect(errors).toEqual([])
  })

  it('answers a click that comes before it was near: the click hydrates it and reaches its button', async () => {
    await hydrate()
    const below = region('Far below')
    await act(async () => {
      fireEvent.click(within(below).getByRole('button', { name: 'Clicked 0 times' }))
    })
    expect(within(region('Far below')).getByRole('button', { name: 'Clicked 1 times' })).toBeInTheDocument()
    expect(within(region('Far below')).getByText('Script ready')).toBeInTheDocument()
    expect(errors).toEqual([])
  })

  it('shows its content, drawn in the browser, when the page changes above it before it was near (never an empty place)', async () => {
    const { gates, root } = await hydrate()
    await act(async () => root.render(<Page gates={gates} belowTitle="Far below, edited" />))
    expect(within(region('Far below, edited')).getByText('Script ready')).toBeInTheDocument()
    expect(container.querySelector('.block-loading')).toBeNull()
    expect(container.querySelectorAll('section')).toHaveLength(3)
  })

  it('lets a change of page through while blocks still wait (a route change is a transition, which would wait for them)', async () => {
    await hydrate()
    expect(within(region('Footer of /')).getByText('Server HTML')).toBeInTheDocument()
    await act(async () => {
      fireEvent.click(within(region('Hero')).getByRole('link', { name: 'Next page' }))
    })
    expect(within(container).getByRole('heading', { name: 'Next page' })).toBeInTheDocument()
    expect(within(region('Footer of /next')).getByText('Script ready')).toBeInTheDocument()
    expect(errors).toEqual([])
  })

  it('hydrates the blocks left waiting one at a time, top to bottom, whenever the browser is idle after hydration', async () => {
    const idle: (() => void)[] = []
    const { gates } = await hydrate((run) => idle.push(run))
    gates.hydrateRestWhenIdle()
    expect(within(region('Far below')).getByText('Server HTML')).toBeInTheDocument()
    expect(within(region('Footer of /')).getByText('Server HTML')).toBeInTheDocument()

    await act(async () => idle.shift()?.())
    expect(within(region('Far below')).getByText('Script ready')).toBeInTheDocument()
    expect(within(region('Footer of /')).getByText('Server HTML')).toBeInTheDocument()

    await act(async () => idle.shift()?.())
    expect(within(region('Footer of /')).getByText('Script ready')).toBeInTheDocument()
    // Nothing waits any more: no further idle callback is asked for.
    await act(async () => idle.shift()?.())
    expect(idle).toEqual([])
    expect(errors).toEqual([])
  })

  it('never waits in a page drawn in the browser (a later page, edit mode): only hydration waits', async () => {
    const gates = watchHydrationGates(container)
    container.innerHTML = ''
    await act(async () => createRoot(container).render(<Page gates={gates} />))
    expect(within(region('Far below')).getByText('Script ready')).toBeInTheDocument()
    expect(gates.isOpen('below')).toBe(false)
  })
})
