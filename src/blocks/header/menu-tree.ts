import type { MenuItem } from '../../../schemas/blocks/header.ts'

/** Item with the given id anywhere in the menu tree. */
export function findMenuItem(items: readonly MenuItem[], id: string): MenuItem | undefined {
  for (const item of items) {
    if (item.id === id) return item
    const found = findMenuItem(item.children ?? [], id)
    if (found) return found
  }
  return undefined
}

/** A path of '#' (or empty) marks a pure toggle: not a link. */
export const isToggleOnly = (path: string) => path === '#' || path === ''

/** Site paths keep edit mode on while an administrator moves around in it. */
export function keepEditMode(to: string, editing: boolean): string {
  if (!editing || !to.startsWith('/') || to.startsWith('//')) return to
  const hashAt = to.indexOf('#')
  const base = hashAt === -1 ? to : to.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : to.slice(hashAt)
  if (/[?&]edit=true(&|$)/.test(base)) return to
  return `${base}${base.includes('?') ? '&' : '?'}edit=true${hash}`
}
