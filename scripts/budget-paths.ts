import { contentRoutes } from '../page-layouts/routes.ts'

/**
 * One concrete path for every route of the spec's route table that a visitor can land on: each
 * content route, each detail route with its first item, the login page and a path that is no
 * route (the 404 page). Redirects (/blog, /events, /careers/{id}) land on routes measured here.
 */
export async function budgetPaths(origin: string): Promise<string[]> {
  const paths: string[] = []
  for (const route of contentRoutes) {
    if (!route.detail) {
      paths.push(route.path)
      continue
    }
    const res = await fetch(`${origin}/api/v1/pages/${route.detail.page}`)
    const page = (await res.json()) as { blocks: { order: number; content: Record<string, unknown> }[] }
    const list = page.blocks.find((b) => b.order === route.detail!.order)?.content[route.detail.list]
    const id = Array.isArray(list) ? (list[0] as { id?: string } | undefined)?.id : undefined
    if (!id) throw new Error(`no item to measure ${route.path} with`)
    paths.push(route.path.replace(/:[^/]+/, encodeURIComponent(id)))
  }
  return [...paths, '/login', '/no-such-page']
}
