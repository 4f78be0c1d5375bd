import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyCookieProbe } from '../../scripts/vite/lazy-cookie-probe.ts'
import { loadReactDomClient } from '../../src/react-dom-client.cjs'

/*
 * Two start-up costs that only a recorded trace (Lighthouse) pays, and that a dependency update
 * could bring back unnoticed: a cookie read at the top of the site chunk, and React DOM's Error
 * objects made with a stack (docs/benchmarks.md, "Where a phone's blocking time goes").
 */
describe('start-up work a trace makes V8 re-parse', () => {
  const detector = createRequire(import.meta.url).resolve('i18next-browser-languagedetector')
  const esm = detector.replace(/cjs[\\/][^\\/]+$/, 'esm/i18nextBrowserLanguageDetector.js')

  it('the language detector reads no cookie as its module is evaluated, and keeps its default order', () => {
    const source = readFileSync(esm, 'utf8')
    expect(source).toMatch(/^\s*document\.cookie;$/m)
    const plugin = lazyCookieProbe() as { transform: (code: string, id: string) => { code: string } | undefined }
    const { code } = plugin.transform(source, esm) ?? { code: '' }
    const topLevel = code.replace(/const defaultOrder = \(\) => \{[\s\S]*?\n\};/, '')
    expect(topLevel).not.toMatch(/document\.cookie;/)
    const lazy = /const defaultOrder = \(\) => \{[\s\S]*?\n\};/.exec(code)?.[0]
    const defaultOrder = new Function('document', `${lazy}; return defaultOrder()`)
    expect(defaultOrder({ cookie: '' })).toEqual(['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'])
    const noCookies = {
      get cookie(): string {
        throw new Error('SecurityError')
      },
    }
    expect(defaultOrder(noCookies)).toEqual(['querystring', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'])
    expect(code).toContain('order: defaultOrder(),')
  })

  it('says so at build time when the detector changes its probe', () => {
    const plugin = lazyCookieProbe() as { transform: (code: string, id: string) => unknown }
    expect(() => plugin.transform('export default class Detector {}', esm)).toThrow(/changed; check its cookie probe/)
  })

  it('React DOM sets itself up while errors are made without a stack', () => {
    // What React DOM's set-up meets when it makes its Suspense signals: seen from inside the require.
    const Module = createRequire(import.meta.url)('node:module') as { _load: (request: string, ...rest: unknown[]) => unknown }
    const load = Module._load
    let seen: { limit: unknown; stack: unknown } | undefined
    Module._load = function (this: unknown, request: string, ...rest: unknown[]) {
      if (request === 'react-dom/client') seen = { limit: Error.stackTraceLimit, stack: new Error('a signal').stack }
      return load.call(this, request, ...rest)
    }
    try {
      loadReactDomClient()
    } finally {
      Module._load = load
    }
    expect(seen).toEqual({ limit: undefined, stack: undefined })
  })

  it('React DOM loads with the stack trace limit it found, and errors keep their stacks', () => {
    Error.stackTraceLimit = 17
    expect(typeof loadReactDomClient().hydrateRoot).toBe('function')
    expect(Error.stackTraceLimit).toBe(17)
    expect(new Error('after').stack).toMatch(/at /)
  })
})

describe("building every block's schema as the site starts", () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler
    vi.resetModules()
  })

  it('lets the browser take a turn once, halfway, where it offers scheduler.yield()', async () => {
    vi.resetModules()
    const yieldToBrowser = vi.fn(async () => {})
    ;(globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToBrowser }
    const { blockTypes } = await import('../../schemas/blocks/list.ts')
    expect(yieldToBrowser).toHaveBeenCalledTimes(1)
    expect(blockTypes.length).toBeGreaterThan(30)
  })

  it('waits for nothing where there is no scheduler (the server, tests)', async () => {
    vi.resetModules()
    const { blockTypes } = await import('../../schemas/blocks/list.ts')
    expect(blockTypes.length).toBeGreaterThan(30)
  })
})
