import type { MenuItem } from './schema.ts'

/** A path of '#' (or empty) marks a pure toggle: not a link. */
export const isToggleOnly = (path: string) => path === '#' || path === ''

/**
 * The menu item whose children list the current page, the deepest one when several do: on
 * /solutions/totara-learn, the Totara item (whose children are the Totara pages), whatever its id.
 */
export function subMenuFor(items: readonly MenuItem[], pathname: string): MenuItem | undefined {
  let found: { item: MenuItem; depth: number } | undefined
  const visit = (list: readonly MenuItem[], depth: number) => {
    for (const item of list) {
      const children = item.children ?? []
      if (children.some((c) => c.path === pathname) && (!found || depth > found.depth)) found = { item, depth }
      visit(children, depth + 1)
    }
  }
  visit(items, 0)
  return found?.item
}
