import type { onRequestHookHandler, RouteOptions } from 'fastify'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route anyone may call. Every other API route requires a signed-in administrator. */
    public?: boolean
  }
}

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value])

/**
 * An onRoute hook: every route it sees requires an administrator unless it is declared
 * `config: { public: true }`. Forgetting to protect a route cannot happen; opening one is
 * written down. The OpenAPI document says which is which (`security`).
 */
export function closedByDefault(requireAdmin: onRequestHookHandler) {
  return (route: RouteOptions) => {
    const open = route.config?.public === true
    route.schema = { ...route.schema, security: open ? [] : [{ bearer: [] }] }
    if (!open) route.onRequest = [requireAdmin, ...asArray(route.onRequest)]
  }
}
