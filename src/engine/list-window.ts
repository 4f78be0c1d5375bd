import { useMemo } from 'react'
import { useLocation } from 'react-router'
import { type AnySchema, listRuleOf } from '../../schemas/fields.ts'
import type { WindowState } from '../../schemas/list-window.ts'
import { cutWindowState, windowState } from '../../schemas/window-cut.ts'
import { useOptionalBlock } from './block-context.tsx'

/**
 * The window of a list block this place shows (schemas/list-window.ts): the indexes of the items
 * to draw, how many match the address's filters, the page and the number of pages. When the
 * server already cut the list to it (a visitor's read), every item given is shown; otherwise (edit
 * mode, whole pages, no place) the same window is cut here from the address.
 */
export function useListWindow(schema: AnySchema, content: Record<string, unknown>): WindowState {
  const ctx = useOptionalBlock()
  const { search } = useLocation()
  const rule = listRuleOf(schema)
  if (!rule) throw new Error('useListWindow: the schema has no list rule (listRule()).')
  const spec = ctx?.window ?? 'paged'
  const meta = ctx?.block.window
  return useMemo(() => {
    if (meta) return cutWindowState(rule, content, meta)
    const params = new URLSearchParams(search)
    return windowState(rule, spec, content, (name) => params.get(name))
  }, [rule, spec, meta, content, search])
}
