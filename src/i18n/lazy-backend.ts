import type { BackendModule, InitOptions, ReadCallback, Services } from 'i18next'

/**
 * i18next-http-backend, fetched with the first translation file a page needs rather than with
 * every page: a server-rendered page carries its language's strings, so most visits never read
 * one. i18next's own retries and parallel-read limit (spec §9) wrap `read` as before.
 */
export function lazyHttpBackend(): BackendModule {
  let settings: [Services, object, InitOptions] | undefined
  let backend: Promise<BackendModule> | undefined
  return {
    type: 'backend',
    init(services, options, all) {
      settings = [services, options, all]
    },
    read(lng: string, ns: string, callback: ReadCallback) {
      backend ??= import('i18next-http-backend').then(({ default: Http }) => {
        const http = new Http()
        // Its typings leave out the third argument (i18next's options), which it reads.
        if (settings) (http.init as (...args: unknown[]) => void)(...settings)
        return http as unknown as BackendModule
      })
      backend.then(
        (http) => http.read(lng, ns, callback),
        (error: Error) => callback(error, false),
      )
    },
  }
}
